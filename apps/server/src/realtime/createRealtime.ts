import type { Server as HttpServer } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import type { SessionStore } from '../auth/createSessionStore.js';
import { loadAuthContext } from '../auth/loadAuthContext.js';
import { loginBlockOf } from '../auth/loginBlockOf.js';
import { SESSION_COOKIE } from '../auth/sessionCookies.js';
import type { Database } from '../db/Database.js';
import { isSameOriginUpgrade } from './isSameOriginUpgrade.js';

/** Path of the realtime socket (spec §7); the api-client's `SOCKET_PATH`. */
export const REALTIME_PATH = '/status/socket.io';

/** The private notifications channel of a user: the only channel a user may subscribe to. */
export function notificationsChannel(userId: number): string {
  return `private-notifications.${userId}`;
}

/** The room holding every socket of a session, so that revoking the session drops them. */
const sessionRoom = (sessionId: number) => `session:${sessionId}`;

/** What a pushed `message` event carries (the api-client's `ChannelMessage`). */
export interface ChannelMessage<T = unknown> {
  channel: string;
  event: string;
  data: T;
}

/** The answer to `subscribe` (the api-client's `SubscribeAck`). */
export type SubscribeAck = { ok: true } | { error: { status: number; message: string } };

/** Who a socket belongs to, fixed at the handshake. */
interface RealtimeSocketData {
  sessionId: number;
  userId: number;
}

interface ClientToServerEvents {
  subscribe(payload: unknown, ack?: (answer: SubscribeAck) => void): void;
  unsubscribe(payload: unknown): void;
}
interface ServerToClientEvents {
  message(message: ChannelMessage): void;
}

/** The socket.io server of Netfleet. */
type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  RealtimeSocketData
>;

/** Options of {@link createRealtime}. */
export interface RealtimeOptions {
  db: Database;
  sessions: SessionStore;
  /** Clock in milliseconds. */
  now: () => number;
  /** Trust X-Forwarded-Proto/Host for the origin check. */
  trustProxy: boolean;
  /** While `enabled`, new connections are refused. */
  maintenance: { enabled: boolean };
  /** A socket.io adapter (the Redis adapter for several processes); in-memory by default. */
  adapter?: ServerOptions['adapter'] | undefined;
}

/** The realtime socket: channels, pushes, and dropping a session's sockets. */
export interface Realtime {
  /** The socket.io server, for tests and for adapters. */
  readonly io: RealtimeServer;
  /** Sends `message` `{ channel, event, data }` to every socket subscribed to `channel`. */
  publish(channel: string, event: string, data: unknown): void;
  /** Disconnects every socket of a session (revoked, or now acting as another user). */
  disconnectSession(sessionId: number): void;
  /** Drops every socket and stops accepting new ones; the HTTP server is Fastify's to close. */
  close(): Promise<void>;
}

/** An error the client receives as `connect_error`, with `data.status` and `data.code`. */
function refusal(status: number, code: string, message: string): Error & { data: unknown } {
  return Object.assign(new Error(message), { data: { status, code } });
}

function channelOf(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const channel = (payload as { channel?: unknown }).channel;
  return typeof channel === 'string' && channel.length > 0 && channel.length <= 200 ? channel : null;
}

/**
 * Attaches socket.io on {@link REALTIME_PATH} to the HTTP server:
 * - every handshake must come from this very origin (`allowRequest`), or it is refused;
 * - every connection, first or reconnect, is authenticated by the `nf_session` cookie in the
 *   connection middleware. Connection-state recovery stays off (socket.io's default), so no
 *   reconnect skips that middleware;
 * - `subscribe` `{ channel }` answers `{ ok: true }` only for the user's own
 *   `private-notifications.<id>` channel, after checking that the session still exists and still
 *   acts as the same user; any other channel gets `{ error: { status: 403 } }`;
 * - the sockets of a revoked or switched session are disconnected ({@link Realtime.disconnectSession}).
 */
export function createRealtime(httpServer: HttpServer, options: RealtimeOptions): Realtime {
  const { db, sessions, now, trustProxy, maintenance } = options;
  const io: RealtimeServer = new Server(httpServer, {
    path: REALTIME_PATH,
    serveClient: false,
    // Subscribe and unsubscribe messages are tiny; nothing else comes from clients.
    maxHttpBufferSize: 16_384,
    allowRequest: (request, callback) => {
      const allowed = isSameOriginUpgrade(request, trustProxy);
      callback(allowed ? null : 'The realtime socket accepts connections from this site only.', allowed);
    },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  io.use(async (socket, next) => {
    try {
      if (maintenance.enabled) {
        return next(refusal(503, 'MAINTENANCE', 'Netfleet is down for maintenance.'));
      }
      const cookies = fastifyCookie.parse(socket.request.headers.cookie ?? '');
      const session = await sessions.findByAccessToken(cookies[SESSION_COOKIE]);
      const auth = session && sessions.isAccessValid(session) ? await loadAuthContext(db, session) : null;
      const impersonationOver =
        auth?.impersonator && (auth.user.impersonationAccessLimit?.getTime() ?? 0) <= now();
      if (!session || !auth || impersonationOver) {
        return next(refusal(401, 'UNAUTHORIZED', 'Sign in to continue.'));
      }
      const block = loginBlockOf(auth);
      if (block) return next(refusal(403, block.code, block.message));
      socket.data = { sessionId: session.id, userId: auth.user.id };
      await socket.join(sessionRoom(session.id));
      next();
    } catch (error) {
      next(error instanceof Error ? error : new Error(String(error)));
    }
  });

  io.on('connection', (socket: Socket<ClientToServerEvents, ServerToClientEvents>) => {
    const data = socket.data as RealtimeSocketData;
    socket.on('subscribe', async (payload, ack) => {
      const answer = (value: SubscribeAck) => {
        if (typeof ack === 'function') ack(value);
      };
      const channel = channelOf(payload);
      if (channel === null) {
        return answer({ error: { status: 422, message: 'Name the channel to subscribe to.' } });
      }
      // The session may have been revoked or switched since the handshake; the change event
      // disconnects such sockets, and this check closes the window in between.
      const session = await sessions.findById(data.sessionId);
      if (!session || session.userId !== data.userId) {
        answer({ error: { status: 401, message: 'The session has ended. Sign in again.' } });
        socket.disconnect(true);
        return;
      }
      if (channel !== notificationsChannel(data.userId)) {
        return answer({ error: { status: 403, message: `You may not subscribe to ${channel}.` } });
      }
      await socket.join(channel);
      answer({ ok: true });
    });
    socket.on('unsubscribe', async (payload) => {
      const channel = channelOf(payload);
      if (channel !== null && !channel.startsWith('session:')) await socket.leave(channel);
    });
  });

  return {
    io,
    publish(channel, event, data) {
      io.to(channel).emit('message', { channel, event, data });
    },
    disconnectSession(sessionId) {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    async close() {
      io.local.disconnectSockets(true);
      io.engine.close();
      await Promise.allSettled([...io._nsps.values()].map(async (nsp) => nsp.adapter.close()));
    },
  };
}
