import { UserResponseSchema } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { impersonationLogs, users } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

const clock = createTestClock();
let server: NetfleetServer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  for (const row of await server.db.select({ id: users.id, email: users.email }).from(users))
    ids[row.email] = row.id;
});
afterAll(() => server?.close());

const me = async (session: TestSession) => {
  const response = await apiGet(server.app, '/api/user', session);
  expect(response.statusCode).toBe(200);
  return v.parse(UserResponseSchema, response.json());
};
const impersonate = (session: TestSession, email: string) =>
  apiSend(server.app, 'POST', `/api/users/${ids[email]}/impersonate`, session);
const cancel = (session: TestSession) =>
  apiSend(server.app, 'POST', '/api/account/impersonation/cancel', session);
const grant = async (email: string, hours: number) => {
  const session = await signIn(server.app, email);
  const response = await apiSend(server.app, 'POST', '/api/user/impersonation-access', session, { hours });
  expect(response.statusCode).toBe(200);
  return response.json().data.impersonation_access_limit as number;
};

describe('impersonation', () => {
  it('lets an admin act as a user of its subtree who granted access, with the act claim', async () => {
    const admin = await signIn(server.app, 'admin@netfleet.test');
    const started = await impersonate(admin, 'end_user@netfleet.test');
    expect(started.statusCode).toBe(200);
    expect(started.json().data.email).toBe('end_user@netfleet.test');
    const acting = await me(admin);
    expect(acting.email).toBe('end_user@netfleet.test');
    expect(acting.role.name).toBe('end_user');
    expect(acting.token.act).toEqual({ sub: ids['admin@netfleet.test'], email: 'admin@netfleet.test' });
    // Acting as the end user means its permissions and scope, not the admin's.
    expect((await apiGet(server.app, '/api/companies', admin)).statusCode).toBe(403);

    const [log] = await server.db
      .select()
      .from(impersonationLogs)
      .where(eq(impersonationLogs.userId, ids['end_user@netfleet.test'] ?? -1));
    expect(log).toMatchObject({ impersonatorId: ids['admin@netfleet.test'], endedAt: null });

    const back = await cancel(admin);
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ email: 'admin@netfleet.test', token: { act: null } });
    expect((await me(admin)).email).toBe('admin@netfleet.test');
    const [closed] = await server.db
      .select()
      .from(impersonationLogs)
      .where(eq(impersonationLogs.id, log?.id ?? -1));
    expect(closed?.endReason).toBe('cancelled');
    expect(closed?.endedAt).toBeInstanceOf(Date);
    expect(errorCode(await cancel(admin))).toBe('CONFLICT');
  });

  it('refuses users outside the scope, without access, oneself, non-admins and nesting', async () => {
    const admin = await signIn(server.app, 'admin@netfleet.test');
    // read_only granted access, but sits under Baltic, outside Northwind's subtree.
    expect((await impersonate(admin, 'read_only@netfleet.test')).statusCode).toBe(404);
    expect((await impersonate(admin, 'super_admin@netfleet.test')).statusCode).toBe(404);
    // In the subtree, but no access granted.
    const noAccess = await impersonate(admin, 'email-as-username@netfleet.test');
    expect(noAccess.statusCode).toBe(403);
    expect(noAccess.json().errors[0].message).toContain('has not granted impersonation access');
    expect((await impersonate(admin, 'admin@netfleet.test')).statusCode).toBe(409);
    const guest = await signIn(server.app, 'readonly_admin@netfleet.test');
    expect((await impersonate(guest, 'read_only@netfleet.test')).statusCode).toBe(403);
    expect((await me(admin)).token.act).toBeNull();

    const root = await signIn(server.app, 'super_admin@netfleet.test');
    expect((await impersonate(root, 'read_only@netfleet.test')).statusCode).toBe(200);
    expect((await impersonate(root, 'end_user@netfleet.test')).statusCode).toBe(409);
    await cancel(root);
    expect((await apiSend(server.app, 'POST', '/api/users/abc/impersonate', root)).statusCode).toBe(422);
  });

  it('lets a user grant access for some hours; it counts only while in the future', async () => {
    const limit = await grant('email-as-username@netfleet.test', 2);
    expect(limit).toBe(Math.floor((clock.now() + 2 * 3_600_000) / 1000));
    const admin = await signIn(server.app, 'admin@netfleet.test');
    expect((await impersonate(admin, 'email-as-username@netfleet.test')).statusCode).toBe(200);
    expect((await me(admin)).impersonation_access_limit).toBe(limit);
    // An impersonator cannot extend the access it acts under.
    const extend = await apiSend(server.app, 'POST', '/api/user/impersonation-access', admin, { hours: 720 });
    expect(extend.statusCode).toBe(403);

    clock.advance(2 * 3_600_000 + 1000);
    // The access token expired meanwhile too: refresh as the console does after the 401.
    const refreshed = await server.app.inject({
      method: 'POST',
      url: '/api/account/token/refresh',
      cookies: tokenCookies(admin),
      headers: unsafeHeaders(admin),
    });
    expect(refreshed.statusCode).toBe(200);
    admin.access = cookieOf(refreshed, 'nf_session') ?? '';
    admin.refresh = cookieOf(refreshed, 'nf_refresh') ?? '';
    const after = await me(admin);
    expect(after.email).toBe('admin@netfleet.test');
    expect(after.token.act).toBeNull();
    const [log] = await server.db
      .select()
      .from(impersonationLogs)
      .where(eq(impersonationLogs.userId, ids['email-as-username@netfleet.test'] ?? -1));
    expect(log?.endReason).toBe('access_expired');
    expect((await impersonate(admin, 'email-as-username@netfleet.test')).statusCode).toBe(403);

    const invalid = await apiSend(server.app, 'POST', '/api/user/impersonation-access', admin, {
      hours: 721,
    });
    expect(invalid.statusCode).toBe(422);
  });

  it('revoking access ends every impersonation of the user, the revoking one included', async () => {
    await grant('tos-pending@netfleet.test', 24);
    const admin = await signIn(server.app, 'admin@netfleet.test');
    const root = await signIn(server.app, 'super_admin@netfleet.test');
    expect((await impersonate(admin, 'tos-pending@netfleet.test')).statusCode).toBe(200);
    expect((await impersonate(root, 'tos-pending@netfleet.test')).statusCode).toBe(200);

    const revoked = await apiSend(server.app, 'POST', '/api/user/revoke-impersonation-access', admin);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toMatchObject({ email: 'admin@netfleet.test', token: { act: null } });
    expect((await me(root)).email).toBe('super_admin@netfleet.test');
    const [target] = await server.db.select().from(users).where(eq(users.email, 'tos-pending@netfleet.test'));
    expect(target?.impersonationAccessLimit).toBeNull();
    expect((await impersonate(root, 'tos-pending@netfleet.test')).statusCode).toBe(403);
    const logs = await server.db
      .select()
      .from(impersonationLogs)
      .where(eq(impersonationLogs.userId, target?.id ?? -1));
    expect(logs.map((log) => log.endReason)).toEqual(['access_revoked', 'access_revoked']);
  });

  it('logging out while impersonating ends the session and closes the log', async () => {
    const root = await signIn(server.app, 'super_admin@netfleet.test');
    await impersonate(root, 'read_only@netfleet.test');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/account/token/revoke',
      cookies: tokenCookies(root),
      headers: unsafeHeaders(root),
    });
    expect(response.statusCode).toBe(200);
    expect((await apiGet(server.app, '/api/user', root)).statusCode).toBe(401);
    const logs = await server.db
      .select()
      .from(impersonationLogs)
      .where(eq(impersonationLogs.userId, ids['read_only@netfleet.test'] ?? -1));
    expect(logs.at(-1)?.endReason).toBe('signed_out');
  });

  it("drops the session's realtime sockets when it starts or ends impersonating", async () => {
    const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await signIn(server.app, 'admin@netfleet.test');
    const before = await connectSocket(baseUrl, { session: admin });
    if (!before.ok) throw new Error(before.message);
    await subscribe(before.socket, `private-notifications.${ids['admin@netfleet.test']}`);
    const dropped = nextEvent(before.socket, 'disconnect');
    expect((await impersonate(admin, 'end_user@netfleet.test')).statusCode).toBe(200);
    expect(await dropped).toBe('io server disconnect');

    // The same cookie now subscribes as the end user, and only to the end user's channel.
    const during = await connectSocket(baseUrl, { session: admin });
    if (!during.ok) throw new Error(during.message);
    expect(
      await subscribe(during.socket, `private-notifications.${ids['admin@netfleet.test']}`),
    ).toMatchObject({
      error: { status: 403 },
    });
    expect(await subscribe(during.socket, `private-notifications.${ids['end_user@netfleet.test']}`)).toEqual({
      ok: true,
    });
    const droppedAgain = nextEvent(during.socket, 'disconnect');
    await cancel(admin);
    expect(await droppedAgain).toBe('io server disconnect');
  });
});
