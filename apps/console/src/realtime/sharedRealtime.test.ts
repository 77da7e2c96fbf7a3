import type { ApiClient, ChannelHandlers, RealtimeClientOptions } from '@netfleet/api-client';
import { describe, expect, it, vi } from 'vitest';

const stops: ReturnType<typeof vi.fn>[] = [];
const realtime = {
  subscribe: vi.fn((_channel: string, _handlers: ChannelHandlers) => {
    const stop = vi.fn();
    stops.push(stop);
    return stop;
  }),
  close: vi.fn(),
  connected: false,
};
let realtimeOptions: RealtimeClientOptions | undefined;
vi.mock('@netfleet/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@netfleet/api-client')>()),
  createRealtimeClient: (options: RealtimeClientOptions) => {
    realtimeOptions = options;
    return realtime;
  },
}));

const { sharedRealtime } = await import('./sharedRealtime.js');

function fakeClient() {
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
  return { client, emit: (event: string) => listeners.get(event)?.() };
}

describe('sharedRealtime', () => {
  it('is one socket per client, closed when the last subscription ends', () => {
    const { client } = fakeClient();
    const shared = sharedRealtime(client);
    expect(sharedRealtime(client)).toBe(shared);
    const handlers = { onMessage: vi.fn() };
    const stopFirst = shared.subscribe('private-bulk.1', handlers);
    const stopSecond = shared.subscribe('private-bulk.2', handlers);
    expect(realtime.subscribe).toHaveBeenCalledTimes(2);
    stopFirst();
    expect(stops[0]).toHaveBeenCalledTimes(1);
    expect(realtime.close).not.toHaveBeenCalled();
    stopSecond();
    expect(realtime.close).toHaveBeenCalledTimes(1);
  });

  it('opens the socket again after a token refresh, with the channels still followed', () => {
    realtime.subscribe.mockClear();
    realtime.close.mockClear();
    const { client, emit } = fakeClient();
    const shared = sharedRealtime(client);
    const handlers = { onMessage: vi.fn() };
    const stop = shared.subscribe('private-bulk.3', handlers);
    const firstStop = stops.at(-1);

    // The server dropped the socket for an expired token: a call refreshes the session.
    realtimeOptions?.onSessionEnded?.();
    expect(client.getUser).toHaveBeenCalledTimes(1);
    emit('token-refreshed');
    expect(firstStop).toHaveBeenCalledTimes(1);
    expect(realtime.close).toHaveBeenCalledTimes(1);
    expect(realtime.subscribe).toHaveBeenCalledTimes(2);
    expect(realtime.subscribe).toHaveBeenLastCalledWith('private-bulk.3', handlers);

    // Ending it now stops the new subscription and closes the socket.
    stop();
    expect(stops.at(-1)).toHaveBeenCalledTimes(1);
    expect(realtime.close).toHaveBeenCalledTimes(2);
  });
});
