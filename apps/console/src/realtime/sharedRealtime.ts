import {
  type ApiClient,
  type ChannelHandlers,
  createRealtimeClient,
  type RealtimeClient,
} from '@netfleet/api-client';

const clients = new WeakMap<ApiClient, Pick<RealtimeClient, 'subscribe'>>();

/**
 * The console's one realtime socket per API client: the notifications channel, the live rows
 * of the devices page and the forms' action status (`FormsProvider`'s `realtime`) all
 * subscribe through it. Opened on the first subscription and closed when the last one ends,
 * so no socket idles while nothing listens. After a token
 * refresh the socket opens again with the new session and the same channels; a socket the
 * server dropped for an expired access token triggers that refresh.
 */
export function sharedRealtime(client: ApiClient): Pick<RealtimeClient, 'subscribe'> {
  const known = clients.get(client);
  if (known) return known;
  const realtime = createRealtimeClient({
    log: (message, detail) => console.warn(`[realtime] ${message}`, detail),
    onSessionEnded: () => {
      client.getUser().catch(() => {});
    },
  });
  const active = new Map<symbol, { channel: string; handlers: ChannelHandlers; stop: () => void }>();
  client.events.on('token-refreshed', () => {
    if (active.size === 0) return;
    for (const entry of active.values()) entry.stop();
    realtime.close();
    for (const entry of active.values()) entry.stop = realtime.subscribe(entry.channel, entry.handlers);
  });
  const shared: Pick<RealtimeClient, 'subscribe'> = {
    subscribe(channel, handlers) {
      const key = Symbol(channel);
      active.set(key, { channel, handlers, stop: realtime.subscribe(channel, handlers) });
      return () => {
        active.get(key)?.stop();
        active.delete(key);
        if (active.size === 0) realtime.close();
      };
    },
  };
  clients.set(client, shared);
  return shared;
}
