import { listResponseSchema, UserRowSchema } from '@netfleet/contracts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, signIn, type TestSession } from '../../../test/support/signIn.js';
import { startTestServer } from '../../../test/support/testServer.js';
import { companies } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

let server: NetfleetServer;
const company: Record<string, number> = {};
const subtree: Record<string, Set<number>> = {};
const as: Record<string, TestSession> = {};

beforeAll(async () => {
  server = await startTestServer();
  const tree = await server.db.select().from(companies);
  for (const row of tree) {
    company[row.name] = row.id;
    subtree[row.name] = new Set(tree.filter((c) => c.path.startsWith(row.path)).map((c) => c.id));
  }
  for (const role of ['super_admin', 'admin', 'end_user', 'read_only']) {
    as[role] = await signIn(server.app, `${role}@netfleet.test`);
  }
});
afterAll(() => server?.close());

const users = async (role: string, query = '') => {
  const response = await apiGet(server.app, `/api/users${query}`, as[role]);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(listResponseSchema(UserRowSchema), response.json());
};

describe('GET /api/users', () => {
  it("lists the users of the caller's scope with company and role names", async () => {
    const { data, meta } = await users('admin', '?limit=100');
    expect(meta.total).toBe(data.length);
    expect(data.every((row) => subtree['Northwind Networks']?.has(row.company_id))).toBe(true);
    const admin = data.find((row) => row.email === 'admin@netfleet.test');
    expect(admin).toMatchObject({
      username: 'Ada Admin',
      company_name: 'Northwind Networks',
      role_name: 'admin',
      role_title: 'Administrator',
      mfa_type: 'email',
      status: 'active',
    });
    // Signed in by this test file's setup.
    expect(Date.parse(admin?.last_sign_in_at ?? '')).not.toBeNaN();
    expect(data.find((row) => row.email === 'nomfa@netfleet.test')?.last_sign_in_at).toBeNull();
    expect(data.find((row) => row.email === 'unverified@netfleet.test')?.status).toBe('not_verified');
    expect(data.find((row) => row.email === 'external@netfleet.test')?.status).toBe('blocked');
    expect(data.some((row) => row.email === 'readonly_admin@netfleet.test')).toBe(false);
  });

  it('filters by company and role, and matches q in e-mail and username', async () => {
    const harbor = await users('admin', `?company_id=${company['Harbor Logistics']}`);
    expect(harbor.data.map((row) => row.email).sort()).toEqual([
      'end_user@netfleet.test',
      'unverified@netfleet.test',
    ]);
    const admins = await users('super_admin', '?role_id=2&limit=100');
    expect(admins.data.map((row) => row.email).sort()).toEqual([
      'admin@netfleet.test',
      'nomfa@netfleet.test',
    ]);
    expect((await users('admin', '?q=ada%20adm')).data.map((row) => row.email)).toEqual([
      'admin@netfleet.test',
    ]);
    expect((await users('admin', '?q=unverified%40')).data.map((row) => row.username)).toEqual([
      'Uma Unverified',
    ]);
    expect((await users('super_admin', '?sort=-email&limit=3')).data.map((row) => row.email)).toEqual(
      [...(await users('super_admin', '?limit=100')).data.map((row) => row.email)]
        .sort()
        .reverse()
        .slice(0, 3),
    );
  });

  it('keeps an end user to its own company and refuses the guest', async () => {
    const { data } = await users('end_user', '?limit=100');
    expect(new Set(data.map((row) => row.company_id))).toEqual(new Set([company['Harbor Logistics']]));
    expect((await apiGet(server.app, '/api/users', as.read_only)).statusCode).toBe(403);
    const bad = await apiGet(server.app, '/api/users?role_id=admin', as.admin);
    expect(bad.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', source: 'role_id' });
  });
});
