import { io, type Socket } from 'socket.io-client';
import type { TestSession } from './signIn.js';

/** What `connectSocket` ends with: the connected socket, or the refusal. */
export type SocketResult =
  | { ok: true; socket: Socket }
  | { ok: false; message: string; data: unknown; socket: Socket };

/**
 * Opens the realtime socket against a listening server as the console does (websocket only,
 * path /status/socket.io), with the session cookie and an Origin header. Resolves when it
 * connects or is refused; never reconnects on its own.
 */
export function connectSocket(
  baseUrl: string,
  options: { session?: TestSession; origin?: string | null } = {},
): Promise<SocketResult> {
  const headers: Record<string, string> = {};
  if (options.session) headers.cookie = `nf_session=${options.session.access}`;
  const origin = options.origin === undefined ? baseUrl : options.origin;
  if (origin !== null) headers.origin = origin;
  const socket = io(baseUrl, {
    path: '/status/socket.io',
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ ok: true, socket }));
    socket.once('connect_error', (error: Error & { data?: unknown }) => {
      socket.close();
      resolve({ ok: false, message: error.message, data: error.data, socket });
    });
  });
}

/** Emits `subscribe` and resolves with the server's ack. */
export function subscribe(socket: Socket, channel: string): Promise<unknown> {
  return socket.timeout(5000).emitWithAck('subscribe', { channel, data: null });
}

/** Resolves with the next event `name` of the socket, or rejects after `ms`. */
export function nextEvent<T = unknown>(socket: Socket, name: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} within ${ms} ms`)), ms);
    socket.once(name, (value: T) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}
