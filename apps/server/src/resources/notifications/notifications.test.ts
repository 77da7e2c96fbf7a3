import { NoticeListResponseSchema, NotificationListResponseSchema } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, nextEvent, subscribe } from '../../../test/support/connectSocket.js';
import {
  apiGet,
  apiSend,
  cookieOf,
  errorCode,
  signIn,
  type TestSession,
  tokenCookies,
  unsafeHeaders,
} from '../../../test/support/signIn.js';
import { createTestClock, startTestServer } from '../../../test/support/testServer.js';
import { notifications, users } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

const clock = createTestClock();
let server: NetfleetServer;
let baseUrl: string;
const userIds: Record<string, number> = {};
const opened: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  for (const row of await server.db.select({ id: users.id, email: users.email }).from(users)) {
    userIds[row.email] = row.id;
  }
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});
afterAll(() => server?.close());

/** Signs in and opens a connected socket with the session. */
const openSocket = async (email: string) => {
  const session = await signIn(server.app, email);
  const result = await connectSocket(baseUrl, { session });
  opened.push(result.socket);
  if (!result.ok) throw new Error(`socket refused: ${result.message}`);
  return { session, socket: result.socket };
};
const channelOf = (email: string) => `private-notifications.${userIds[email]}`;

const listNotifications = async (session: TestSession, query = '') => {
  const response = await apiGet(server.app, `/api/notifications${query}`, session);
  expect(response.statusCode).toBe(200);
  return v.parse(NotificationListResponseSchema, response.json());
};

describe('GET and PUT /api/notifications', () => {
  it('lists the seeded notifications of the user, newest first, with the unseen count', async () => {
    const session = await signIn(server.app, 'admin@netfleet.test');
    const { data, meta } = await listNotifications(session);
    expect(data.map((n) => n.type)).toEqual([
      'invitedUserRegistration',
      'creditCodeActivation',
      'creditAmountTooLow',
      'deviceAlert',
    ]);
    const times = data.map((n) => Date.parse(n.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(meta).toEqual({ total: 4, unseen: 2 });
    expect(data.filter((n) => n.seen_at === null).length).toBe(2);
    expect(data[0]?.summary).toContain('Northwind Networks');
    expect((await listNotifications(session, '?limit=1')).data.map((n) => n.id)).toEqual([data[0]?.id]);
    expect((await apiGet(server.app, '/api/notifications?limit=0', session)).statusCode).toBe(422);
  });

  it("marks the caller's own as seen and ignores other users' ids", async () => {
    const session = await signIn(server.app, 'read_only@netfleet.test');
    const mine = (await listNotifications(session)).data.filter((n) => n.seen_at === null).map((n) => n.id);
    const others = await server.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, userIds['end_user@netfleet.test'] ?? -1));
    const response = await apiSend(server.app, 'PUT', '/api/notifications', session, {
      id: [...mine, ...others.map((n) => n.id)],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { updated: mine.length } });
    expect((await listNotifications(session)).meta.unseen).toBe(0);
    const untouched = await server.db
      .select({ seenAt: notifications.seenAt, type: notifications.type })
      .from(notifications)
      .where(eq(notifications.userId, userIds['end_user@netfleet.test'] ?? -1));
    expect(untouched.filter((n) => n.seenAt === null).length).toBe(2);

    const invalid = await apiSend(server.app, 'PUT', '/api/notifications', session, { id: 'all' });
    expect(invalid.statusCode).toBe(422);
  });

  it("marks all of the caller's unseen as seen at once, and no one else's", async () => {
    const session = await signIn(server.app, 'admin@netfleet.test');
    const before = (await listNotifications(session)).meta.unseen;
    expect(before).toBeGreaterThan(0);
    const othersUnseen = async () =>
      (
        await server.db
          .select({ seenAt: notifications.seenAt })
          .from(notifications)
          .where(eq(notifications.userId, userIds['super_admin@netfleet.test'] ?? -1))
      ).filter((n) => n.seenAt === null).length;
    const othersBefore = await othersUnseen();
    const response = await apiSend(server.app, 'PUT', '/api/notifications/seen', session);
    expect(response.json()).toEqual({ data: { updated: before } });
    expect((await listNotifications(session)).meta.unseen).toBe(0);
    expect(await othersUnseen()).toBe(othersBefore);
  });

  it('lets only a system administrator create one (POST), validated', async () => {
    const admin = await signIn(server.app, 'admin@netfleet.test');
    const body = {
      user_id: userIds['end_user@netfleet.test'],
      type: 'deviceAlert',
      summary: 'Gate RUT241 went offline.',
    };
    const refused = await apiSend(server.app, 'POST', '/api/notifications', admin, body);
    expect(refused.statusCode).toBe(403);
    const root = await signIn(server.app, 'super_admin@netfleet.test');
    expect(
      (await apiSend(server.app, 'POST', '/api/notifications', root, { ...body, type: 'spam' })).statusCode,
    ).toBe(422);
    const missing = await apiSend(server.app, 'POST', '/api/notifications', root, {
      ...body,
      user_id: 999_999,
    });
    expect(missing.statusCode).toBe(404);
    const created = await apiSend(server.app, 'POST', '/api/notifications', root, body);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ type: 'deviceAlert', summary: body.summary, seen_at: null });
  });
});

describe('the realtime socket on /status/socket.io', () => {
  it('refuses a handshake without a session, with an expired one, or of a blocked user', async () => {
    const none = await connectSocket(baseUrl);
    expect(none).toMatchObject({ ok: false, data: { status: 401, code: 'UNAUTHORIZED' } });
    const bogus = await connectSocket(baseUrl, { session: { access: 'made-up', refresh: '', xsrf: '' } });
    expect(bogus.ok).toBe(false);
    const blocked = await connectSocket(baseUrl, {
      session: await signIn(server.app, 'unverified@netfleet.test'),
    });
    expect(blocked).toMatchObject({ ok: false, data: { status: 403, code: 'EMAIL_NOT_VERIFIED' } });
  });

  it('refuses another origin, an opaque one and none at all', async () => {
    const session = await signIn(server.app, 'admin@netfleet.test');
    for (const origin of ['http://evil.test', 'http://127.0.0.1:1', 'null', null]) {
      const result = await connectSocket(baseUrl, { session, origin });
      expect(result.ok, `origin ${origin}`).toBe(false);
    }
    const same = await connectSocket(baseUrl, { session });
    opened.push(same.socket);
    expect(same.ok).toBe(true);
  });

  it("acks the user's own channel and refuses any other with 403", async () => {
    const { socket } = await openSocket('admin@netfleet.test');
    expect(await subscribe(socket, channelOf('admin@netfleet.test'))).toEqual({ ok: true });
    for (const channel of [
      channelOf('end_user@netfleet.test'),
      'private-notifications.',
      'devices',
      'session:1',
    ]) {
      expect(await subscribe(socket, channel)).toEqual({
        error: { status: 403, message: expect.any(String) },
      });
    }
    expect(await socket.timeout(5000).emitWithAck('subscribe', 'no object')).toMatchObject({
      error: { status: 422 },
    });
  });

  it("pushes createNotification to the user's subscribed sockets, and to no one else", async () => {
    const mine = await openSocket('end_user@netfleet.test');
    const other = await openSocket('admin@netfleet.test');
    await subscribe(mine.socket, channelOf('end_user@netfleet.test'));
    await subscribe(other.socket, channelOf('admin@netfleet.test'));
    const leaked: unknown[] = [];
    other.socket.on('message', (message) => leaked.push(message));

    const arriving = nextEvent(mine.socket, 'message');
    const created = await server.createNotification(userIds['end_user@netfleet.test'] ?? -1, {
      type: 'creditAmountTooLow',
      summary: 'Harbor Logistics has fewer than 5 credits left.',
    });
    expect(await arriving).toEqual({
      channel: channelOf('end_user@netfleet.test'),
      event: 'new-notification',
      data: created,
    });
    expect((await listNotifications(mine.session)).data[0]).toEqual(created);

    // Through the API as well, and after unsubscribing nothing more arrives.
    const root = await signIn(server.app, 'super_admin@netfleet.test');
    const viaApi = nextEvent<{ data: { summary: string } }>(mine.socket, 'message');
    await apiSend(server.app, 'POST', '/api/notifications', root, {
      user_id: userIds['end_user@netfleet.test'],
      type: 'creditCodeActivation',
      summary: 'Code activated.',
    });
    expect((await viaApi).data.summary).toBe('Code activated.');
    mine.socket.emit('unsubscribe', { channel: channelOf('end_user@netfleet.test') });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const late: unknown[] = [];
    mine.socket.on('message', (message) => late.push(message));
    await server.createNotification(userIds['end_user@netfleet.test'] ?? -1, {
      type: 'deviceAlert',
      summary: 'x',
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(late).toEqual([]);
    expect(leaked).toEqual([]);
  });

  it('disconnects the sockets of a revoked session, and the same cookie cannot connect again', async () => {
    const { session, socket } = await openSocket('read_only@netfleet.test');
    const keep = await openSocket('read_only@netfleet.test');
    const dropped = nextEvent(socket, 'disconnect');
    const revoke = await server.app.inject({
      method: 'POST',
      url: '/api/account/token/revoke',
      cookies: tokenCookies(session),
      headers: unsafeHeaders(session),
    });
    expect(revoke.statusCode).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    expect(keep.socket.connected).toBe(true);
    expect((await connectSocket(baseUrl, { session })).ok).toBe(false);
  });

  it('disconnects the sockets when a copied refresh token comes back', async () => {
    const { session, socket } = await openSocket('end_user@netfleet.test');
    const refresh = (cookies: TestSession) =>
      server.app.inject({
        method: 'POST',
        url: '/api/account/token/refresh',
        cookies: tokenCookies(cookies),
        headers: unsafeHeaders(cookies),
      });
    const first = await refresh(session);
    expect(first.statusCode).toBe(200);
    // The console closes its sockets after a refresh; this one stands for a stolen session's.
    const dropped = nextEvent(socket, 'disconnect');
    // After the 10 s grace window of a rotation (within it, the same new tokens come back).
    clock.advance(10_000);
    const reuse = await refresh(session);
    expect(reuse.statusCode).toBe(401);
    expect(await dropped).toBe('io server disconnect');
    const rotated = { ...session, access: cookieOf(first, 'nf_session') ?? '' };
    expect((await connectSocket(baseUrl, { session: rotated })).ok).toBe(false);
  });

  it('checks the session again on every reconnect', async () => {
    const session = await signIn(server.app, 'admin@netfleet.test');
    const first = await connectSocket(baseUrl, { session });
    opened.push(first.socket);
    expect(first.ok).toBe(true);
    first.socket.io.reconnection(true).reconnectionDelay(50);
    const refused = nextEvent<Error & { data: { status: number } }>(first.socket, 'connect_error');
    // The access token runs out while connected; then the transport drops.
    clock.advance(901_000);
    for (const socket of server.realtime.io.of('/').sockets.values()) socket.conn.close();
    expect((await refused).data.status).toBe(401);
    expect(first.socket.connected).toBe(false);
  });
});

describe('global notices', () => {
  it('lists the enabled notices, newest first, with their HTML as stored', async () => {
    const session = await signIn(server.app, 'read_only@netfleet.test');
    const response = await apiGet(server.app, '/api/notices', session);
    expect(response.statusCode).toBe(200);
    const { data } = v.parse(NoticeListResponseSchema, response.json());
    expect(data.map((n) => n.type)).toEqual(['maintenance', 'info']);
    expect(data[0]?.message).toContain('<a href="https://status.netfleet.dev">status page</a>');
    expect(Date.parse(data[0]?.enabled_at ?? '')).toBeGreaterThan(Date.parse(data[1]?.enabled_at ?? ''));
  });

  it('lets admin_view_notice create (also hostile HTML, for the sanitiser tests) and delete notices', async () => {
    const admin = await signIn(server.app, 'admin@netfleet.test');
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script><b>Hi</b>';
    expect(
      (await apiSend(server.app, 'POST', '/api/notices', admin, { type: 'info', message: hostile }))
        .statusCode,
    ).toBe(403);
    const root = await signIn(server.app, 'super_admin@netfleet.test');
    const created = await apiSend(server.app, 'POST', '/api/notices', root, {
      type: 'warning',
      message: hostile,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const future = await apiSend(server.app, 'POST', '/api/notices', root, {
      type: 'info',
      message: 'Later',
      enabled_at: new Date(clock.now() + 86_400_000).toISOString(),
    });
    expect(future.statusCode).toBe(201);
    const listed = (await apiGet(server.app, '/api/notices', admin)).json().data;
    expect(listed[0]).toMatchObject({ id, message: hostile });
    expect(listed.some((n: { message: string }) => n.message === 'Later')).toBe(false);
    expect(
      (await apiSend(server.app, 'POST', '/api/notices', root, { type: 'x', message: 'y' })).statusCode,
    ).toBe(422);
    expect((await apiSend(server.app, 'DELETE', `/api/notices/${id}`, admin)).statusCode).toBe(403);
    expect((await apiSend(server.app, 'DELETE', `/api/notices/${id}`, root)).statusCode).toBe(204);
    expect(errorCode(await apiSend(server.app, 'DELETE', `/api/notices/${id}`, root))).toBe('NOT_FOUND');
  });
});
