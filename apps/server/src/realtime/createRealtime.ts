import type { Server as HttpServer } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import type { AuthContextCache } from '../auth/createAuthContextCache.js';
import type { SessionStore } from '../auth/createSessionStore.js';
import { loadAuthContext } from '../auth/loadAuthContext.js';
import { loginBlockOf } from '../auth/loginBlockOf.js';
import { SESSION_COOKIE } from '../auth/sessionCookies.js';
import type { Database } from '../db/Database.js';
import { createChannelAccess } from './createChannelAccess.js';
import { isSameOriginUpgrade } from './isSameOriginUpgrade.js';

/** Path of the realtime socket (spec §7); the api-client's `SOCKET_PATH`. */
export const REALTIME_PATH = '/status/socket.io';

/** The private notifications channel of a user: the only channel a user may subscribe to. */
export function notificationsChannel(userId: number): string {
  return `private-notifications.${userId}`;
}

/** The room holding every socket of a session, so that revoking the session drops them. */
const sessionRoom = (sessionId: number) => `session:${sessionId}`;
/** The room holding every socket of a user, so that a change of its scope reaches them. */
const userRoom = (userId: number) => `user:${userId}`;
/** Rooms the server puts a socket in: a client can neither subscribe to nor leave them. */
const isServerRoom = (room: string) => room.startsWith('session:') || room.startsWith('user:');

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

/** What a socket gets just before the server drops it because its session no longer holds. */
interface SessionEndedEvent {
  status: 401;
  code: 'UNAUTHORIZED';
  message: string;
}

interface ClientToServerEvents {
  subscribe(payload: unknown, ack?: (answer: SubscribeAck) => void): void;
  unsubscribe(payload: unknown): void;
}
interface ServerToClientEvents {
  message(message: ChannelMessage): void;
  /** The access token ran out unrefreshed, or the session ended: sign in or refresh, then reconnect. */
  unauthorized(event: SessionEndedEvent): void;
  /** The server took the socket out of a channel its user may no longer read (as a refused subscribe). */
  unsubscribed(event: { channel: string; status: 403; message: string }): void;
}

/** The socket.io server of Netfleet. */
type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  RealtimeSocketData
>;

/** Limits of the realtime socket (`BuildServerOptions.realtime`). */
export interface RealtimeLimits {
  /** How often every socket's session is checked again, in ms. Defaults to `30_000`. */
  sessionCheckMs?: number;
  /** Sockets one session may hold open on this process; one more is refused (429). Defaults to 10. */
  maxSocketsPerSession?: number;
}

/** Options of {@link createRealtime}. */
export interface RealtimeOptions extends RealtimeLimits {
  db: Database;
  sessions: SessionStore;
  /**
   * The API guard's cache of sessions and auth contexts: a connect then costs one query or
   * none (thousands of consoles reconnect at once after a restart). Without it, the session
   * and the user are read from the database.
   */
  authContexts?: AuthContextCache;
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
  /**
   * Takes the sockets subscribed to `channels` (device and bulk channels), on every process,
   * out of those their user may no longer read: call it when devices move to another company.
   * The periodic check does the same for every socket of this process.
   */
  revalidate(channels: readonly string[]): Promise<void>;
  /**
   * Takes the sockets of these users, on every process, out of the device and bulk channels
   * they may no longer read: call it when a user's company, role or role's permissions change
   * (without it, the periodic check would within `sessionCheckMs`). `companiesMoved`: the
   * change is a company moved to another parent, so what is kept of devices' companies is stale
   * too.
   */
  revalidateUsers(userIds: readonly number[], options?: { companiesMoved?: boolean }): Promise<void>;
  /** Drops every socket and stops accepting new ones; the HTTP server is Fastify's to close. */
  close(): Promise<void>;
}

const SESSION_ENDED = 'The session has ended or its access token expired. Sign in again.';

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
 * - `subscribe` `{ channel }` answers `{ ok: true }` for the user's own
 *   `private-notifications.<id>` channel, after checking that the session still exists and still
 *   acts as the same user; for `private-device.<id>` when the device is in the user's company
 *   scope (and the user may view devices) and `private-bulk.<id>` when the bulk job is the
 *   user's (`createChannelAccess`, cached so that a page of 100 rows subscribes cheaply); any
 *   other channel gets `{ error: { status: 403 } }`;
 * - the sockets of a revoked or switched session are disconnected ({@link Realtime.disconnectSession});
 * - every `sessionCheckMs` (30 s) and on every `subscribe`, each socket's session is checked
 *   again: gone, switched, or its access token expired without a refresh, the socket gets an
 *   `unauthorized` event (401) and is disconnected;
 * - a session holds at most `maxSocketsPerSession` (10) sockets on this process; one more is
 *   refused with `connect_error` 429 `TOO_MANY_REQUESTS`.
 */
export function createRealtime(httpServer: HttpServer, options: RealtimeOptions): Realtime {
  const { db, sessions, authContexts, now, trustProxy, maintenance } = options;
  const maxSocketsPerSession = options.maxSocketsPerSession ?? 10;
  const channelAccess = createChannelAccess({ db, sessions, now });
  // Open sockets per session on this process. Counted synchronously when a handshake is let
  // through, so parallel handshakes cannot all pass the cap.
  const socketsOfSession = new Map<number, number>();
  const countSocket = (sessionId: number, delta: 1 | -1) => {
    const count = (socketsOfSession.get(sessionId) ?? 0) + delta;
    if (count > 0) socketsOfSession.set(sessionId, count);
    else socketsOfSession.delete(sessionId);
  };
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
      const token = cookies[SESSION_COOKIE];
      const found = authContexts
        ? await authContexts.byAccessToken(token)
        : await sessions.findByAccessToken(token).then(async (row) => ({
            session: row,
            auth: row ? await loadAuthContext(db, row) : null,
          }));
      const session = found?.session ?? null;
      const auth = session && sessions.isAccessValid(session) ? (found?.auth ?? null) : null;
      const impersonationOver =
        auth?.impersonator && (auth.user.impersonationAccessLimit?.getTime() ?? 0) <= now();
      if (!session || !auth || impersonationOver) {
        return next(refusal(401, 'UNAUTHORIZED', 'Sign in to continue.'));
      }
      const block = loginBlockOf(auth);
      if (block) return next(refusal(403, block.code, block.message));
      if ((socketsOfSession.get(session.id) ?? 0) >= maxSocketsPerSession) {
        return next(
          refusal(
            429,
            'TOO_MANY_REQUESTS',
            `A session may hold at most ${maxSocketsPerSession} realtime connections. Close a tab and try again.`,
          ),
        );
      }
      countSocket(session.id, 1);
      socket.data = { sessionId: session.id, userId: auth.user.id };
      try {
        await socket.join([sessionRoom(session.id), userRoom(auth.user.id)]);
      } catch (error) {
        countSocket(session.id, -1);
        throw error;
      }
      socket.once('disconnect', () => countSocket(session.id, -1));
      next();
    } catch (error) {
      next(error instanceof Error ? error : new Error(String(error)));
    }
  });

  /** True while the socket's session exists, acts as the same user and its access token is valid. */
  const holdsSession = async (data: RealtimeSocketData) => {
    const session = await sessions.findById(data.sessionId);
    return session !== null && session.userId === data.userId && sessions.isAccessValid(session);
  };
  const endSocket = (socket: Socket<ClientToServerEvents, ServerToClientEvents>) => {
    socket.emit('unauthorized', { status: 401, code: 'UNAUTHORIZED', message: SESSION_ENDED });
    socket.disconnect(true);
  };

  /**
   * Takes `socket` out of the device and bulk channels among `rooms` that its user may no longer
   * read: subscribing checked the scope once, and a device moved to another company, or a user
   * moved to another company or role, would go on streaming to it. A check that fails for now
   * keeps the channel: the next check decides.
   */
  const leaveForbidden = async (
    socket: {
      id: string;
      data: unknown;
      rooms: Set<string>;
      leave(room: string): unknown;
      emit(event: 'unsubscribed', payload: { channel: string; status: 403; message: string }): unknown;
    },
    rooms: Iterable<string>,
  ) => {
    const data = socket.data as RealtimeSocketData | undefined;
    if (!data?.sessionId) return;
    // All at once: the device look-ups of one tick are one query.
    const checked = [...rooms].filter((room) => socket.rooms.has(room) && channelAccess.handles(room));
    await Promise.all(
      checked.map(async (room) => {
        const verdict = await channelAccess.check(data, room).catch(() => 'allowed' as const);
        if (verdict === 'allowed') return;
        // Another check of the same channel (a bulk move's, the periodic one) may have taken this
        // process's socket out while this one waited: it is told once. `socket` may be a copy
        // fetched before (`fetchSockets`), whose rooms stay as they were.
        if (io.of('/').sockets.get(socket.id)?.rooms.has(room) === false) return;
        await socket.leave(room);
        // The console stops treating the channel as live, as after a refused subscribe.
        socket.emit('unsubscribed', {
          channel: room,
          status: 403,
          message: `You may no longer read ${room}.`,
        });
      }),
    );
  };

  // A socket lives as long as its session: one whose access token ran out unrefreshed (a
  // stolen cookie, a closed console), or whose session ended, is dropped at the next check;
  // one whose user may no longer read a channel leaves it.
  let checking = false;
  const checkTimer = setInterval(async () => {
    if (checking) return;
    checking = true;
    try {
      const verdicts = new Map<string, Promise<boolean>>();
      for (const socket of io.of('/').sockets.values()) {
        const data = socket.data as RealtimeSocketData | undefined;
        if (!data?.sessionId) continue;
        const key = `${data.sessionId}:${data.userId}`;
        let verdict = verdicts.get(key);
        if (!verdict) {
          verdict = holdsSession(data).catch(() => true);
          verdicts.set(key, verdict);
        }
        if (!(await verdict)) endSocket(socket);
        else await leaveForbidden(socket, [...socket.rooms]);
      }
    } finally {
      checking = false;
    }
  }, options.sessionCheckMs ?? 30_000);
  checkTimer.unref();

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
      if (channelAccess.handles(channel)) {
        const verdict = await channelAccess.check(data, channel).catch(() => 'unavailable' as const);
        if (verdict === 'unavailable') {
          return answer({ error: { status: 503, message: 'The check failed for now. Subscribe again.' } });
        }
        if (verdict === 'session-ended') {
          answer({ error: { status: 401, message: SESSION_ENDED } });
          endSocket(socket);
          return;
        }
        if (verdict === 'forbidden') {
          return answer({ error: { status: 403, message: `You may not subscribe to ${channel}.` } });
        }
        await socket.join(channel);
        return answer({ ok: true });
      }
      // The session may have been revoked, switched or left unrefreshed since the handshake;
      // the change event and the timer drop such sockets, and this check closes the gaps.
      if (!(await holdsSession(data))) {
        answer({ error: { status: 401, message: SESSION_ENDED } });
        endSocket(socket);
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
      if (channel !== null && !isServerRoom(channel)) await socket.leave(channel);
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
    async revalidate(channels) {
      const rooms = channels.filter((channel) => channelAccess.handles(channel));
      if (rooms.length === 0) return;
      // What this process kept of those devices is stale; other processes' checks keep theirs
      // at most a couple of seconds.
      channelAccess.forget(rooms);
      for (let start = 0; start < rooms.length; start += 1000) {
        const slice = rooms.slice(start, start + 1000);
        for (const socket of await io.in(slice).fetchSockets()) await leaveForbidden(socket, slice);
      }
    },
    async revalidateUsers(userIds, options = {}) {
      // Their scope and permissions as this process kept them are stale.
      channelAccess.forgetUsers(userIds);
      if (options.companiesMoved) channelAccess.forgetDevices();
      if (userIds.length === 0) return;
      for (let start = 0; start < userIds.length; start += 1000) {
        const rooms = userIds.slice(start, start + 1000).map(userRoom);
        for (const socket of await io.in(rooms).fetchSockets()) await leaveForbidden(socket, socket.rooms);
      }
    },
    async close() {
      clearInterval(checkTimer);
      io.local.disconnectSockets(true);
      io.engine.close();
      await Promise.allSettled([...io._nsps.values()].map(async (nsp) => nsp.adapter.close()));
    },
  };
}
