import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

/** Path of the realtime socket (spec §7). */
export const SOCKET_PATH = '/status/socket.io';

/** Reconnection policy (spec §9): 5 attempts, backoff 100 ms to 10 s, factor 2 (socket.io's own). */
export const SOCKET_RECONNECTION = {
  reconnectionAttempts: 5,
  reconnectionDelay: 100,
  reconnectionDelayMax: 10_000,
} as const;

/** The private per-user notifications channel. */
export function notificationsChannel(userId: number): string {
  return `private-notifications.${userId}`;
}

/** What the server pushes on a channel: `{ channel, event, data }`. */
export interface ChannelMessage<T = unknown> {
  channel: string;
  event: string;
  data: T;
}

/** The server's answer to `subscribe`: `{ ok: true }` or `{ error: { status, message } }`. */
export type SubscribeAck = { ok: true } | { error: { status: number; message: string } };

export interface ChannelHandlers {
  /** Every message of the channel. */
  onMessage(message: ChannelMessage): void;
  /**
   * A refused subscription, or the server's `unsubscribed` (the user may no longer read the
   * channel); after a 403 the channel is closed for good (spec §4).
   */
  onError?(error: { status: number; message: string }): void;
  /**
   * The server confirmed the subscription, on the first connect and after every reconnect
   * (or at once for a channel already confirmed). Messages sent before this moment were not
   * delivered: reload whatever the channel keeps current from here on.
   */
  onSubscribed?(): void;
}

/** The realtime socket with channel subscriptions that survive reconnects. */
export interface RealtimeClient {
  /** Subscribes to `channel` (emits `subscribe` with `{ channel, data }`); returns the unsubscribe. */
  subscribe(channel: string, handlers: ChannelHandlers, data?: unknown): () => void;
  /** Closes the socket (after a token refresh); the next subscribe opens a new one. */
  close(): void;
  /** True while a socket is connected. */
  readonly connected: boolean;
}

export type SocketFactory = (
  uri: string | undefined,
  options: Partial<ManagerOptions & SocketOptions>,
) => Socket;

export interface RealtimeClientOptions {
  /** Origin of the socket server. Defaults to the page's origin. */
  url?: string;
  /** Defaults to socket.io-client's `io`. */
  socketFactory?: SocketFactory;
  /** Called for refused subscriptions and the like; transport errors are not surfaced (spec §8). */
  log?: (message: string, detail?: unknown) => void;
  /**
   * The server dropped the socket because its session's access token ran out unrefreshed
   * (its `unauthorized` event; it does not reconnect by itself). Refresh the session, then
   * open the socket again (`close()` and subscribe).
   */
  onSessionEnded?: () => void;
}

/**
 * Creates the realtime client. The socket opens lazily on the first subscription, is
 * authenticated by the session cookie, and re-subscribes its channels after a reconnect.
 *
 * @example
 * const realtime = createRealtimeClient();
 * const stop = realtime.subscribe(notificationsChannel(user.id), {
 *   onMessage: ({ event, data }) => event === 'new-notification' && prepend(data),
 * });
 */
export function createRealtimeClient(options: RealtimeClientOptions = {}): RealtimeClient {
  const factory: SocketFactory = options.socketFactory ?? io;
  const log = options.log ?? (() => {});
  const channels = new Map<string, { handlers: Set<ChannelHandlers>; data: unknown; confirmed: boolean }>();
  let socket: Socket | null = null;

  const sendSubscribe = (channel: string) => {
    const entry = channels.get(channel);
    if (!socket || !entry) return;
    const sentOn = socket;
    socket.emit('subscribe', { channel, data: entry.data }, (ack: SubscribeAck) => {
      // The answer of a socket since closed, or of a channel since left, confirms nothing.
      if (sentOn !== socket || channels.get(channel) !== entry) return;
      if ('ok' in ack) {
        entry.confirmed = true;
        for (const handlers of [...entry.handlers]) handlers.onSubscribed?.();
        return;
      }
      refuse(channel, ack.error);
    });
  };

  const refuse = (channel: string, error: { status: number; message: string }) => {
    log(`Subscription to ${channel} refused`, error);
    const current = channels.get(channel);
    if (error.status === 403) channels.delete(channel);
    for (const handlers of current?.handlers ?? []) handlers.onError?.(error);
  };

  const open = (): Socket => {
    if (socket) return socket;
    const created = factory(options.url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      withCredentials: true,
      reconnection: true,
      ...SOCKET_RECONNECTION,
    });
    created.on('connect', () => {
      for (const channel of channels.keys()) sendSubscribe(channel);
    });
    created.on('disconnect', () => {
      for (const entry of channels.values()) entry.confirmed = false;
    });
    created.on('message', (message: ChannelMessage) => {
      for (const handlers of channels.get(message.channel)?.handlers ?? []) handlers.onMessage(message);
    });
    created.on('connect_error', (error) => log('Socket connection failed', error));
    created.on('unauthorized', () => options.onSessionEnded?.());
    // The server took the socket out of a channel its user may no longer read (moved to another
    // company, a narrower role): a refusal like a 403 answer to subscribe.
    created.on('unsubscribed', (event: { channel?: unknown; status?: unknown; message?: unknown }) => {
      if (typeof event?.channel !== 'string' || !channels.has(event.channel)) return;
      refuse(event.channel, {
        status: typeof event.status === 'number' ? event.status : 403,
        message: typeof event.message === 'string' ? event.message : '',
      });
    });
    socket = created;
    return created;
  };

  return {
    subscribe(channel, handlers, data) {
      let entry = channels.get(channel);
      const isNew = !entry;
      if (!entry) {
        entry = { handlers: new Set(), data, confirmed: false };
        channels.set(channel, entry);
      }
      entry.handlers.add(handlers);
      const active = open();
      if (isNew && active.connected) sendSubscribe(channel);
      else if (entry.confirmed) {
        const confirmed = entry;
        queueMicrotask(() => {
          if (confirmed.confirmed && confirmed.handlers.has(handlers)) handlers.onSubscribed?.();
        });
      }
      return () => {
        const current = channels.get(channel);
        if (!current?.handlers.delete(handlers) || current.handlers.size > 0) return;
        channels.delete(channel);
        socket?.emit('unsubscribe', { channel, data: current.data });
      };
    },
    close() {
      for (const entry of channels.values()) entry.confirmed = false;
      socket?.removeAllListeners();
      socket?.disconnect();
      socket = null;
    },
    get connected() {
      return socket?.connected ?? false;
    },
  };
}
