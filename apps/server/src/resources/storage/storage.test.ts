import { StorageListResponseSchema } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiSend, errorCode, signIn, type TestSession } from '../../../test/support/signIn.js';
import { ORIGIN, startTestServer } from '../../../test/support/testServer.js';
import { userStorage, users } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

let server: NetfleetServer;
let alice: TestSession;
let bob: TestSession;

beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server.app, 'admin@netfleet.test');
  bob = await signIn(server.app, 'end_user@netfleet.test');
});
afterAll(() => server?.close());

const list = async (session: TestSession, query = '?limit=100') => {
  const response = await apiGet(server.app, `/api/storage${query}`, session);
  expect(response.statusCode).toBe(200);
  return v.parse(StorageListResponseSchema, response.json()).data;
};
const path = (key: string) => `/api/storage/${encodeURIComponent(key)}`;

describe('per-user storage', () => {
  it('creates, reads, updates and deletes an entry of the signed-in user', async () => {
    expect(await list(alice)).toEqual([]);
    const created = await apiSend(server.app, 'POST', '/api/storage', alice, {
      key: 'devices.columns',
      value: '["name","status"]',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ data: { key: 'devices.columns', value: '["name","status"]' } });
    expect(await list(alice)).toEqual([{ key: 'devices.columns', value: '["name","status"]' }]);

    const updated = await apiSend(server.app, 'PUT', path('devices.columns'), alice, { value: '["name"]' });
    expect(updated.statusCode).toBe(200);
    expect(await list(alice)).toEqual([{ key: 'devices.columns', value: '["name"]' }]);

    const deleted = await apiSend(server.app, 'DELETE', path('devices.columns'), alice);
    expect(deleted.statusCode).toBe(204);
    expect(await list(alice)).toEqual([]);
  });

  it('answers 409 for a key that exists and 404 for updating or deleting a missing one', async () => {
    await apiSend(server.app, 'POST', '/api/storage', alice, { key: 'theme', value: 'dark' });
    const again = await apiSend(server.app, 'POST', '/api/storage', alice, { key: 'theme', value: 'light' });
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('CONFLICT');
    expect((await list(alice)).find((entry) => entry.key === 'theme')?.value).toBe('dark');

    const missingPut = await apiSend(server.app, 'PUT', path('nothing-here'), alice, { value: 'x' });
    expect(missingPut.statusCode).toBe(404);
    expect(errorCode(missingPut)).toBe('NOT_FOUND');
    expect((await apiSend(server.app, 'DELETE', path('nothing-here'), alice)).statusCode).toBe(404);
  });

  it("keeps users apart: B never sees, changes or deletes A's keys, and may use the same key", async () => {
    await apiSend(server.app, 'POST', '/api/storage', alice, { key: 'shared.name', value: 'alice' });
    expect((await list(bob)).some((entry) => entry.key === 'shared.name')).toBe(false);
    expect((await apiSend(server.app, 'PUT', path('shared.name'), bob, { value: 'bob' })).statusCode).toBe(
      404,
    );
    expect((await apiSend(server.app, 'DELETE', path('shared.name'), bob)).statusCode).toBe(404);
    const own = await apiSend(server.app, 'POST', '/api/storage', bob, { key: 'shared.name', value: 'bob' });
    expect(own.statusCode).toBe(201);
    expect((await list(alice)).find((entry) => entry.key === 'shared.name')?.value).toBe('alice');
    expect((await list(bob)).find((entry) => entry.key === 'shared.name')?.value).toBe('bob');
  });

  it('round-trips keys with slashes, spaces, percent signs and non-ASCII letters', async () => {
    const key = 'reports/2025 Q1 50% ąčę';
    expect((await apiSend(server.app, 'POST', '/api/storage', bob, { key, value: '1' })).statusCode).toBe(
      201,
    );
    expect((await apiSend(server.app, 'PUT', path(key), bob, { value: '2' })).json()).toEqual({
      data: { key, value: '2' },
    });
    expect((await list(bob)).find((entry) => entry.key === key)?.value).toBe('2');
    expect((await apiSend(server.app, 'DELETE', path(key), bob)).statusCode).toBe(204);
  });

  it('pages with limit and offset in key order, with the total', async () => {
    const session = await signIn(server.app, 'read_only@netfleet.test');
    for (let i = 0; i < 5; i++) {
      await apiSend(server.app, 'POST', '/api/storage', session, { key: `k${i}`, value: String(i) });
    }
    const page = await apiGet(server.app, '/api/storage?limit=2&offset=2', session);
    expect(page.json()).toEqual({
      data: [
        { key: 'k2', value: '2' },
        { key: 'k3', value: '3' },
      ],
      meta: { total: 5 },
    });
    expect((await apiGet(server.app, '/api/storage?limit=101', session)).statusCode).toBe(422);
  });

  it.each([
    ['an empty key', { key: '', value: 'x' }, 'key'],
    ['a key of 192 characters', { key: 'k'.repeat(192), value: 'x' }, 'key'],
    ['a value that is not a string', { key: 'n', value: 5 }, 'value'],
    ['a value over 64 KiB', { key: 'big', value: 'x'.repeat(65_537) }, 'value'],
    // 65,536 characters of three bytes each: 192 KiB.
    ['a value over 64 KiB of UTF-8', { key: 'big', value: '€'.repeat(65_536) }, 'value'],
  ])('refuses %s with 422', async (_what, body, source) => {
    const response = await apiSend(server.app, 'POST', '/api/storage', alice, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', source });
  });

  it('updates and deletes a key of the longest length, however it is spelt in the path', async () => {
    const key = 'ą'.repeat(191);
    expect((await apiSend(server.app, 'POST', '/api/storage', bob, { key, value: '1' })).statusCode).toBe(
      201,
    );
    expect((await apiSend(server.app, 'PUT', path(key), bob, { value: '2' })).json()).toEqual({
      data: { key, value: '2' },
    });
    expect((await apiSend(server.app, 'DELETE', path(key), bob)).statusCode).toBe(204);
  });

  it('holds the limit of 500 under parallel requests of one user', async () => {
    const [user] = await server.db.select().from(users).where(eq(users.email, 'read_only@netfleet.test'));
    const userId = user?.id ?? -1;
    await server.db.delete(userStorage).where(eq(userStorage.userId, userId));
    await server.db
      .insert(userStorage)
      .values(Array.from({ length: 495 }, (_, i) => ({ userId, key: `fill.${i}`, value: '' })));
    const session = await signIn(server.app, 'read_only@netfleet.test');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        apiSend(server.app, 'POST', '/api/storage', session, { key: `race.${i}`, value: 'x' }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    const held = await server.db.select().from(userStorage).where(eq(userStorage.userId, userId));
    expect(held).toHaveLength(500);
    await server.db.delete(userStorage).where(eq(userStorage.userId, userId));
  });

  it('holds at most 500 entries per user', async () => {
    const [user] = await server.db
      .select()
      .from(users)
      .where(eq(users.email, 'readonly_admin@netfleet.test'));
    await server.db
      .insert(userStorage)
      .values(
        Array.from({ length: 500 }, (_, i) => ({ userId: user?.id ?? -1, key: `bulk.${i}`, value: '' })),
      );
    const session = await signIn(server.app, 'readonly_admin@netfleet.test');
    const full = await apiSend(server.app, 'POST', '/api/storage', session, { key: 'one.more', value: 'x' });
    expect(full.statusCode).toBe(422);
    expect(full.json().errors[0].message).toContain('At most 500');
    expect(
      (await apiSend(server.app, 'PUT', path('bulk.1'), session, { value: 'still editable' })).statusCode,
    ).toBe(200);
  });

  it('needs a session, and the XSRF token for writes', async () => {
    expect((await apiGet(server.app, '/api/storage')).statusCode).toBe(401);
    const forged = await server.app.inject({
      method: 'POST',
      url: '/api/storage',
      cookies: { nf_session: alice.access },
      headers: { origin: ORIGIN, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: JSON.stringify({ key: 'forged', value: 'x' }),
    });
    expect(forged.statusCode).toBe(403);
    expect(errorCode(forged)).toBe('XSRF_TOKEN_MISMATCH');
    expect((await list(alice)).some((entry) => entry.key === 'forged')).toBe(false);
  });
});
