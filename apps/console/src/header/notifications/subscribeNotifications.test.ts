import type { ApiClient, RealtimeClientOptions } from '@netfleet/api-client';
import { describe, expect, it, vi } from 'vitest';

const realtime = { subscribe: vi.fn(() => () => {}), close: vi.fn(), connected: false };
let realtimeOptions: RealtimeClientOptions | undefined;
vi.mock('@netfleet/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@netfleet/api-client')>()),
  createRealtimeClient: (options: RealtimeClientOptions) => {
    realtimeOptions = options;
    return realtime;
  },
}));

const { subscribeNotifications } = await import('./subscribeNotifications.js');

describe('subscribeNotifications', () => {
  it('refreshes the session when the server drops the socket for an expired token, then reopens it', async () => {
    const listeners = new Map<string, () => void>();
    const client = {
      getUser: vi.fn(async () => ({})),
      events: {
        on: (event: string, listener: () => void) => {
          listeners.set(event, listener);
          return () => listeners.delete(event);
        },
      },
    } as unknown as ApiClient;
    const stop = subscribeNotifications(client, 7, () => {});
    expect(realtime.subscribe).toHaveBeenCalledTimes(1);

    realtimeOptions?.onSessionEnded?.();
    // A call that answers 401 makes the client refresh the session…
    expect(client.getUser).toHaveBeenCalledTimes(1);
    // …and the refresh reopens the socket with the new session.
    listeners.get('token-refreshed')?.();
    expect(realtime.close).toHaveBeenCalledTimes(1);
    expect(realtime.subscribe).toHaveBeenCalledTimes(2);
    stop();
  });
});
