import { listResponseSchema, SEARCH_KINDS, SEARCH_RESULT_FIELDS, TagRowSchema } from '@netfleet/contracts';
import { ROLES } from '@netfleet/permissions';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, roles, users } from '../src/db/schema.js';
import type { NetfleetServer } from '../src/index.js';
import { apiGet, signIn, type TestSession } from './support/signIn.js';
import { startTestServer } from './support/testServer.js';

let server: NetfleetServer;
const sessions: Record<string, TestSession> = {};
const companyIds: Record<string, number> = {};
/** Every company id below (and including) a company, by its name. */
const subtree: Record<string, Set<number>> = {};

beforeAll(async () => {
  server = await startTestServer();
  const tree = await server.db.select().from(companies);
  for (const row of tree) companyIds[row.name] = row.id;
  for (const row of tree) {
    subtree[row.name] = new Set(tree.filter((c) => c.path.startsWith(row.path)).map((c) => c.id));
  }
  for (const role of ['super_admin', 'admin', 'readonly_admin', 'end_user', 'read_only']) {
    sessions[role] = await signIn(server.app, `${role}@netfleet.test`);
  }
});
afterAll(() => server?.close());

type Row = Record<string, unknown> & { id: number };
const get = async (role: string, url: string) => apiGet(server.app, url, sessions[role]);
const list = async (role: string, url: string) => {
  const response = await get(role, url);
  expect(response.statusCode, url).toBe(200);
  return response.json() as { data: Row[]; meta: { total: number } };
};

/** The company each row of a kind belongs to (remote access through its device). */
const companyOf = (kind: string, row: Row) => (kind === 'companies' ? row.id : (row.company_id as number));

/** The global search's query of spec §7. */
const searchQuery = (q: string) =>
  `?q=${encodeURIComponent(q)}&limit=10&search-fields=name,email&fields=${SEARCH_RESULT_FIELDS.join(',')}`;

describe('the lists of global search', () => {
  it.each(Object.entries(SEARCH_KINDS))('%s (%s) has demo rows spread over companies', async (kind, path) => {
    const { data, meta } = await list('super_admin', `/api${path}?limit=100&fields=id,company_id`);
    expect(meta.total).toBeGreaterThanOrEqual(kind === 'companies' ? 9 : 10);
    expect(data.length).toBe(Math.min(100, meta.total));
    expect(new Set(data.map((row) => companyOf(kind, row))).size).toBeGreaterThanOrEqual(3);
  });

  it.each(Object.entries(SEARCH_KINDS))(
    '%s answers the global search query with the fields it has and meta.total',
    async (kind, path) => {
      const all = await list('super_admin', `/api${path}?limit=100`);
      const sample = all.data.find((row) => typeof row.name === 'string') as Row;
      const needle = String(sample.name).slice(0, 6).toLowerCase();
      const { data, meta } = await list('super_admin', `/api${path}${searchQuery(needle)}`);
      expect(data.length).toBeGreaterThan(0);
      expect(data.length).toBeLessThanOrEqual(10);
      expect(meta.total).toBeGreaterThanOrEqual(data.length);
      for (const row of data) {
        expect(SEARCH_RESULT_FIELDS).toEqual(expect.arrayContaining(Object.keys(row)));
        expect(Object.keys(row)).toContain('id');
        expect(String(row.name ?? row.email).toLowerCase() + String(row.email ?? '')).toContain(needle);
      }
      // Users have an account status (active, not_verified, blocked) since the Users page.
      if (kind === 'users')
        expect(Object.keys(data[0] ?? {}).sort()).toEqual(['email', 'id', 'name', 'status']);
      if (kind === 'tags') expect(Object.keys(data[0] ?? {}).sort()).toEqual(['color', 'id', 'name']);
      if (kind === 'remoteAccess') {
        expect(Object.keys(data[0] ?? {}).sort()).toEqual(['enabled', 'id', 'name', 'protocol']);
      }
      if (kind === 'vpnHubs' || kind === 'devices') {
        expect(Object.keys(data[0] ?? {}).sort()).toEqual(['id', 'name', 'status']);
      }
    },
  );

  it.each(Object.entries(SEARCH_KINDS))(
    '%s shows an admin only its subtree, whatever it searches',
    async (kind, path) => {
      const allowed = subtree['Northwind Networks'] as Set<number>;
      const everything = await list('super_admin', `/api${path}?limit=100`);
      const foreign = everything.data.filter((row) => !allowed.has(companyOf(kind, row) as number));
      expect(foreign.length).toBeGreaterThan(0);
      const fields = kind === 'companies' ? '' : '&fields=id,name,company_id';
      const mine = await list('admin', `/api${path}?limit=100${fields}`);
      expect(mine.data.length).toBeGreaterThan(0);
      expect(mine.data.every((row) => allowed.has(companyOf(kind, row) as number))).toBe(true);
      for (const row of foreign.slice(0, 3)) {
        const text = String(row.name ?? row.email ?? '');
        const found = await list('admin', `/api${path}?limit=100&q=${encodeURIComponent(text)}${fields}`);
        expect(found.data.some((r) => r.id === row.id)).toBe(false);
      }
    },
  );

  it('shows an end user only its own company', async () => {
    const own = companyIds['Harbor Logistics'];
    for (const path of ['/tags', '/vpn/hubs', '/files', '/users', '/devices/remote-access']) {
      const { data } = await list('end_user', `/api${path}?limit=100&fields=id,company_id`);
      expect(
        data.every((row) => row.company_id === own),
        path,
      ).toBe(true);
    }
  });

  it.each([
    ['read_only', '/api/companies', 'view_companies'],
    ['read_only', '/api/users', 'view_users'],
    ['end_user', '/api/companies', 'view_companies'],
  ])('refuses %s on %s without %s (403)', async (role, url, permission) => {
    expect(ROLES.find((r) => r.name === role)?.permissions).not.toContain(permission);
    const response = await get(role, url);
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('FORBIDDEN');
  });

  it('refuses every kind to a role without its view permission', async () => {
    await server.db.insert(roles).values({ id: 98, name: 'nothing', title: 'Nothing', scope: 'all' });
    const [template] = await server.db.select().from(users).where(eq(users.email, 'read_only@netfleet.test'));
    await server.db.insert(users).values({
      email: 'nothing@netfleet.test',
      username: 'No Views',
      passwordHash: template?.passwordHash ?? '',
      companyId: template?.companyId ?? 0,
      roleId: 98,
    });
    const session = await signIn(server.app, 'nothing@netfleet.test');
    for (const path of Object.values(SEARCH_KINDS)) {
      expect((await apiGet(server.app, `/api${path}?q=a`, session)).statusCode, path).toBe(403);
    }
  });

  it('lists a tag with its description and company name, which the tags table shows', async () => {
    const body = v.parse(
      listResponseSchema(TagRowSchema),
      (await get('end_user', '/api/tags?limit=100')).json(),
    );
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((tag) => 'description' in tag)).toBe(true);
    // A role that may not list companies still sees whose tag it is, by name.
    expect(body.data.every((tag) => tag.company_name.length > 0)).toBe(true);
  });

  it('caps the search lists at 100 and refuses unknown fields', async () => {
    expect((await get('super_admin', '/api/tags?limit=100')).statusCode).toBe(200);
    expect((await get('super_admin', '/api/tags?limit=101')).statusCode).toBe(422);
    expect((await get('super_admin', '/api/users?fields=password_hash')).json().errors[0]).toMatchObject({
      code: 'VALIDATION_FAILED',
      source: 'fields',
    });
    expect((await get('super_admin', '/api/users?search-fields=password_hash')).statusCode).toBe(422);
  });

  it('never returns password hashes or account flags of users', async () => {
    const { data } = await list('super_admin', '/api/users?limit=100');
    for (const row of data) {
      expect(Object.keys(row).sort()).toEqual([
        'company_id',
        'company_name',
        'created_at',
        'email',
        'id',
        // Until when the user lets support act as it: the Users table offers Impersonate by it.
        'impersonation_access_limit',
        'last_sign_in_at',
        'mfa_type',
        'name',
        'role_id',
        'role_name',
        'role_title',
        'status',
        'username',
      ]);
    }
  });

  it('matches the chosen search-fields only', async () => {
    const byEmail = await list('super_admin', '/api/users?q=netfleet.test&search-fields=email');
    expect(byEmail.meta.total).toBeGreaterThanOrEqual(10);
    const byName = await list('super_admin', '/api/users?q=netfleet.test&search-fields=name');
    expect(byName.meta.total).toBe(1); // only the user whose username is its e-mail
    const devices = await list('super_admin', '/api/devices?limit=1000');
    const sample = devices.data[3] as Row;
    const bySerial = await list('super_admin', `/api/devices?q=${sample.serial}&search-fields=name,email`);
    expect(bySerial.meta.total).toBe(0);
    expect(
      (await list('super_admin', `/api/devices?q=${sample.serial}&search-fields=serial`)).meta.total,
    ).toBe(1);
    // A kind without any of the named fields matches nothing rather than everything.
    expect((await list('super_admin', '/api/tags?q=a&search-fields=email')).meta.total).toBe(0);
  });

  it('pages with offset without overlap', async () => {
    const first = await list('super_admin', '/api/files?limit=7&sort=name');
    const second = await list('super_admin', '/api/files?limit=7&offset=7&sort=name');
    const ids = [...first.data, ...second.data].map((row) => row.id);
    expect(new Set(ids).size).toBe(14);
    const names = [...first.data, ...second.data].map((row) => String(row.name));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('lists remote access entries of every protocol, some disabled', async () => {
    const { data } = await list('super_admin', '/api/devices/remote-access?limit=100');
    expect(new Set(data.map((row) => row.protocol))).toEqual(
      new Set(['http', 'https', 'ssh', 'telnet', 'sftp', 'vnc', 'rdp']),
    );
    expect(data.some((row) => row.enabled === false)).toBe(true);
  });
});
