import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, nextEvent, subscribe } from '../../test/support/connectSocket.js';
import {
  cookieOf,
  signIn,
  type TestSession,
  tokenCookies,
  unsafeHeaders,
} from '../../test/support/signIn.js';
import { createTestClock, startTestServer } from '../../test/support/testServer.js';
import type { NetfleetServer } from '../index.js';
import { notificationsChannel } from './createRealtime.js';

// Issue #11, realtime: a socket kept receiving after its access token expired, and one session
// opened 50 of 50 sockets. Over real sockets against a listening server.

const clock = createTestClock();
let server: NetfleetServer;
let baseUrl: string;
const opened: Socket[] = [];
const ACCESS_TTL_SECONDS = 900;

beforeAll(async () => {
  server = await startTestServer({
    now: clock.now,
    accessTtlSeconds: ACCESS_TTL_SECONDS,
    realtime: { sessionCheckMs: 100, maxSocketsPerSession: 10 },
  });
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});
afterAll(() => server?.close());

const open = async (session: TestSession) => {
  const result = await connectSocket(baseUrl, { session });
  opened.push(result.socket);
  return result;
};
const userIdOf = async (session: TestSession) =>
  (await server.app.inject({ url: '/api/user', cookies: { nf_session: session.access } })).json()
    .id as number;

describe('a socket whose access token expired', () => {
  it('is told and dropped at the next session check, and gets no more pushes', async () => {
    const session = await signIn(server.app, 'end_user@netfleet.test');
    const userId = await userIdOf(session);
    const result = await open(session);
    expect(result.ok).toBe(true);
    const { socket } = result;
    expect(await subscribe(socket, notificationsChannel(userId))).toEqual({ ok: true });

    const told = nextEvent<{ status: number; code: string }>(socket, 'unauthorized', 3000);
    const dropped = nextEvent<string>(socket, 'disconnect', 3000);
    clock.advance((ACCESS_TTL_SECONDS + 1) * 1000);
    expect(await told).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(await dropped).toBe('io server disconnect');

    let received = 0;
    socket.on('message', () => {
      received++;
    });
    await server.createNotification(userId, { type: 'deviceAlert', summary: 'After expiry' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toBe(0);
    expect(socket.connected).toBe(false);
  });

  it('keeps working while the console refreshes its session', async () => {
    const session = await signIn(server.app, 'read_only@netfleet.test');
    const { socket, ok } = await open(session);
    expect(ok).toBe(true);
    clock.advance((ACCESS_TTL_SECONDS - 60) * 1000);
    const refreshed = await server.app.inject({
      method: 'POST',
      url: '/api/account/token/refresh',
      cookies: tokenCookies(session),
      headers: unsafeHeaders(session),
    });
    expect(refreshed.statusCode).toBe(200);
    clock.advance(120_000); // past the first access token, within the refreshed one
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(socket.connected).toBe(true);
    const userId = await userIdOf({ ...session, access: cookieOf(refreshed, 'nf_session') ?? '' });
    expect(await subscribe(socket, notificationsChannel(userId))).toEqual({ ok: true });
  });

  it('is refused and dropped when it subscribes before the timer has run', async () => {
    const quiet = await startTestServer({
      now: clock.now,
      accessTtlSeconds: ACCESS_TTL_SECONDS,
      realtime: { sessionCheckMs: 3_600_000 },
    });
    try {
      const url = await quiet.app.listen({ port: 0, host: '127.0.0.1' });
      const session = await signIn(quiet.app, 'end_user@netfleet.test');
      const result = await connectSocket(url, { session });
      opened.push(result.socket);
      expect(result.ok).toBe(true);
      const dropped = nextEvent<string>(result.socket, 'disconnect', 3000);
      clock.advance((ACCESS_TTL_SECONDS + 1) * 1000);
      const userId = await userIdOf(session).catch(() => 0);
      const answer = (await subscribe(result.socket, notificationsChannel(userId || 1))) as {
        error?: { status: number };
      };
      expect(answer.error?.status).toBe(401);
      expect(await dropped).toBe('io server disconnect');
    } finally {
      await quiet.close();
    }
  });
});

describe('sockets per session', () => {
  it('allows 10 and refuses the 11th with 429, and frees a place when one closes', async () => {
    const session = await signIn(server.app, 'admin@netfleet.test');
    const results = await Promise.all(Array.from({ length: 10 }, () => open(session)));
    expect(results.every((result) => result.ok)).toBe(true);
    const eleventh = await open(session);
    expect(eleventh.ok).toBe(false);
    expect(eleventh.ok === false && eleventh.data).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });

    // Another session of the same user is counted on its own.
    const other = await open(await signIn(server.app, 'admin@netfleet.test'));
    expect(other.ok).toBe(true);

    const closed = nextEvent(results[0]?.socket as Socket, 'disconnect');
    results[0]?.socket.close();
    await closed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await open(session)).ok).toBe(true);
  });

  it('holds when 30 handshakes of one session arrive at once', async () => {
    const session = await signIn(server.app, 'super_admin@netfleet.test');
    const results = await Promise.all(Array.from({ length: 30 }, () => open(session)));
    expect(results.filter((result) => result.ok)).toHaveLength(10);
  });
});
