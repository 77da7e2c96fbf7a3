import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, cookieOf, signIn, tokenCookies, unsafeHeaders } from '../../test/support/signIn.js';
import { startTestServer } from '../../test/support/testServer.js';
import type { Database } from '../db/Database.js';
import { companies, roles, sessions, users } from '../db/schema.js';
import type { NetfleetServer } from '../index.js';
import { hashToken } from './tokens.js';

/** The cache lifetime of this file's server: short, so that the tests can wait it out. */
const TTL_MS = 800;

let server: NetfleetServer;
beforeAll(async () => {
  server = await startTestServer({ authCacheTtlMs: TTL_MS });
});
afterAll(() => server?.close());

const roleId = async (name: string) => {
  const [role] = await server.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
};

/**
 * A handle on the same database that bypasses this server's write watcher: what a second
 * server process writing to the shared database looks like to this one.
 */
function otherProcess(): Database {
  const client: unknown = '$client' in server.db ? server.db.$client : undefined;
  if (!client) throw new Error('the test server has no database client');
  return server.driver === 'pglite'
    ? drizzlePglite({ client: client as PGlite })
    : drizzlePostgres({ client: client as Sql });
}

describe('the auth context cache of the API guard', () => {
  it('answers 401 at once after a sign-out, though the session was just read', async () => {
    const session = await signIn(server.app, 'end_user@netfleet.test');
    expect((await apiGet(server.app, '/api/user', session)).statusCode).toBe(200);
    const revoke = await server.app.inject({
      method: 'POST',
      url: '/api/account/token/revoke',
      cookies: tokenCookies(session),
      headers: unsafeHeaders(session),
    });
    expect(revoke.statusCode).toBe(200);
    expect((await apiGet(server.app, '/api/user', session)).statusCode).toBe(401);
  });

  it('refuses the old access token at once after a refresh', async () => {
    const session = await signIn(server.app, 'end_user@netfleet.test');
    expect((await apiGet(server.app, '/api/user', session)).statusCode).toBe(200);
    const refresh = await server.app.inject({
      method: 'POST',
      url: '/api/account/token/refresh',
      cookies: tokenCookies(session),
      headers: unsafeHeaders(session),
    });
    expect(refresh.statusCode, refresh.body).toBe(200);
    const access = cookieOf(refresh, 'nf_session') ?? '';
    expect((await apiGet(server.app, '/api/user', session)).statusCode).toBe(401);
    expect((await apiGet(server.app, '/api/user', { ...session, access })).statusCode).toBe(200);
  });

  it('shows a role change and a company rename made in this process on the next request', async () => {
    const session = await signIn(server.app, 'read_only@netfleet.test');
    const before = (await apiGet(server.app, '/api/user', session)).json();
    expect(before.role.name).toBe('read_only');
    expect(before.permissions).not.toContain('create_tags');

    await server.db
      .update(users)
      .set({ roleId: await roleId('end_user') })
      .where(eq(users.email, 'read_only@netfleet.test'));
    await server.db
      .update(companies)
      .set({ name: 'Amber Energy Renamed' })
      .where(eq(companies.id, before.company.id));
    const after = (await apiGet(server.app, '/api/user', session)).json();
    expect(after.role.name).toBe('end_user');
    expect(after.permissions).toContain('create_tags');
    expect(after.company.name).toBe('Amber Energy Renamed');
    await server.db
      .update(users)
      .set({ roleId: await roleId('read_only') })
      .where(eq(users.email, 'read_only@netfleet.test'));
    await server.db
      .update(companies)
      .set({ name: before.company.name })
      .where(eq(companies.id, before.company.id));
    expect((await apiGet(server.app, '/api/user', session)).json().role.name).toBe('read_only');
  });

  it('sees another process’s role change and revoke within the documented lifetime, not before', async () => {
    const other = otherProcess();
    const session = await signIn(server.app, 'admin@netfleet.test');
    const loadedAt = performance.now();
    expect((await apiGet(server.app, '/api/user', session)).json().role.name).toBe('admin');

    await other
      .update(users)
      .set({ roleId: await roleId('read_only') })
      .where(eq(users.email, 'admin@netfleet.test'));
    const cached = (await apiGet(server.app, '/api/user', session)).json().role.name;
    // Within the lifetime this process has not heard of the other's write (on a machine so
    // slow that the lifetime has passed already, the entry may have been reloaded).
    if (performance.now() - loadedAt < TTL_MS) expect(cached).toBe('admin');
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 50));
    expect((await apiGet(server.app, '/api/user', session)).json().role.name).toBe('read_only');

    await other
      .update(users)
      .set({ roleId: await roleId('admin') })
      .where(eq(users.email, 'admin@netfleet.test'));
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 50));
    expect((await apiGet(server.app, '/api/user', session)).json().role.name).toBe('admin');

    await other
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.accessTokenHash, hashToken(session.access)));
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 50));
    expect((await apiGet(server.app, '/api/user', session)).statusCode).toBe(401);
  });
});
