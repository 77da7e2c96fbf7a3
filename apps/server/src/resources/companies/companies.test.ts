import {
  CompanyDetailResponseSchema,
  CompanyRowSchema,
  CompanySummarySchema,
  CompanyTreeResponseSchema,
  listResponseSchema,
} from '@netfleet/contracts';
import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, signIn, type TestSession } from '../../../test/support/signIn.js';
import { startTestServer } from '../../../test/support/testServer.js';
import { companies, devices, users } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

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

const get = async (role: string, url: string) => apiGet(server.app, url, sessions[role]);

describe('GET /api/companies/:id', () => {
  it('answers the company summary within the scope', async () => {
    const id = companyIds['Metro Transit Depot North'];
    const response = await get('admin', `/api/companies/${id}`);
    expect(response.statusCode).toBe(200);
    const { data } = v.parse(v.object({ data: CompanySummarySchema }), response.json());
    expect(data).toMatchObject({ id, name: 'Metro Transit Depot North', level: 4 });
    expect(data.parent_id).toBe(companyIds['Metro Transit']);
    expect(data.credits_left).toBeGreaterThan(0);
    expect(data.remaining_data % (2 * 1024 ** 3)).toBe(0);
    expect(data.remaining_data).toBeGreaterThan(0);
  });

  it('answers 404 outside the scope or for a missing company, 403 without view_companies', async () => {
    expect((await get('admin', `/api/companies/${companyIds['Amber Energy']}`)).statusCode).toBe(404);
    expect((await get('admin', `/api/companies/${companyIds.Netfleet}`)).statusCode).toBe(404);
    expect((await get('super_admin', '/api/companies/999999')).statusCode).toBe(404);
    expect((await get('super_admin', '/api/companies/abc')).statusCode).toBe(422);
    expect((await get('readonly_admin', `/api/companies/${companyIds['Amber Energy']}`)).statusCode).toBe(
      200,
    );
    expect((await get('end_user', `/api/companies/${companyIds['Harbor Logistics']}`)).statusCode).toBe(403);
  });
});

describe('GET /api/companies', () => {
  const parse = (body: unknown) => v.parse(listResponseSchema(CompanyRowSchema), body);

  it("lists the caller's companies with parent names and counts that agree with the database", async () => {
    const { data, meta } = parse((await get('admin', '/api/companies?limit=100')).json());
    expect(new Set(data.map((row) => row.id))).toEqual(subtree['Northwind Networks']);
    expect(meta.total).toBe(subtree['Northwind Networks']?.size);
    for (const row of data) {
      const [devicesCount] = await server.db
        .select({ n: count() })
        .from(devices)
        .where(eq(devices.companyId, row.id));
      const [usersCount] = await server.db
        .select({ n: count() })
        .from(users)
        .where(eq(users.companyId, row.id));
      const [children] = await server.db
        .select({ n: count() })
        .from(companies)
        .where(eq(companies.parentId, row.id));
      expect(row.devices_count, row.name).toBe(devicesCount?.n);
      expect(row.users_count, row.name).toBe(usersCount?.n);
      expect(row.subsidiaries_count, row.name).toBe(children?.n);
    }
    const byName = new Map(data.map((row) => [row.name, row]));
    // The admin's own company's parent is outside its scope: its id is known, its name is not told.
    expect(byName.get('Northwind Networks')).toMatchObject({
      parent_id: companyIds.Netfleet,
      parent_name: null,
    });
    expect(byName.get('Metro Transit Depot North')).toMatchObject({ parent_name: 'Metro Transit', level: 4 });
    const full = parse((await get('super_admin', '/api/companies?q=northwind')).json()).data[0];
    expect(full).toMatchObject({ name: 'Northwind Networks', parent_name: 'Netfleet' });
  });

  it('agrees with the company summary on device credits', async () => {
    const row = parse((await get('admin', '/api/companies?q=Harbor')).json()).data[0];
    const summary = (await get('admin', `/api/companies/${companyIds['Harbor Logistics']}`)).json().data;
    expect(row?.credits_left).toBe(summary.credits_left);
  });

  it('filters by parent_id and q, and sorts by a count', async () => {
    const children = parse(
      (await get('admin', `/api/companies?parent_id=${companyIds['Northwind Networks']}`)).json(),
    );
    expect(children.data.map((row) => row.name).sort()).toEqual([
      'Greenfield Farms',
      'Harbor Logistics',
      'Metro Transit',
    ]);
    const sorted = parse(
      (await get('super_admin', '/api/companies?sort=-devices_count&limit=100')).json(),
    ).data;
    const counts = sorted.map((row) => row.devices_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const byCredits = parse((await get('admin', '/api/companies?sort=credits_left&limit=100')).json()).data;
    const credits = byCredits.map((row) => row.credits_left);
    expect(credits).toEqual([...credits].sort((a, b) => a - b));
    expect((await get('admin', '/api/companies?parent_id=x')).json().errors[0]).toMatchObject({
      code: 'VALIDATION_FAILED',
      source: 'parent_id',
    });
    expect((await get('admin', '/api/companies?sort=secret')).statusCode).toBe(422);
  });

  it('pages with the meta.next cursor exactly as with offsets', async () => {
    const byOffset = parse(
      (await get('super_admin', '/api/companies?sort=-devices_count&limit=100')).json(),
    ).data;
    const seen: number[] = [];
    let after: string | undefined;
    do {
      const query = `sort=-devices_count&limit=3${after ? `&after=${after}` : ''}`;
      const page = parse((await get('super_admin', `/api/companies?${query}`)).json());
      expect(page.meta.total).toBe(byOffset.length);
      seen.push(...page.data.map((row) => row.id));
      after = page.meta.next;
    } while (after !== undefined);
    expect(seen).toEqual(byOffset.map((row) => row.id));
    const cursor = parse((await get('super_admin', '/api/companies?sort=name&limit=2')).json()).meta.next;
    expect(
      (await get('super_admin', `/api/companies?sort=level&after=${cursor}`)).json().errors[0],
    ).toMatchObject({
      source: 'after',
    });
  });

  it('refuses roles without view_companies', async () => {
    expect((await get('end_user', '/api/companies')).statusCode).toBe(403);
    expect((await get('read_only', '/api/companies/tree')).statusCode).toBe(403);
  });
});

describe('GET /api/companies/tree', () => {
  it('gives every company of the scope, flat, parents before children', async () => {
    const { data } = v.parse(
      CompanyTreeResponseSchema,
      (await get('readonly_admin', '/api/companies/tree')).json(),
    );
    expect(new Set(data.map((node) => node.id))).toEqual(subtree['Baltic Telemetry']);
    const all = v.parse(
      CompanyTreeResponseSchema,
      (await get('super_admin', '/api/companies/tree')).json(),
    ).data;
    expect(all).toHaveLength(Object.keys(companyIds).length);
    const seen = new Set<number>();
    for (const node of all) {
      if (node.parent_id !== null) expect(seen.has(node.parent_id), node.name).toBe(true);
      seen.add(node.id);
    }
    expect(all.find((node) => node.name === 'Harbor Logistics')?.devices_count).toBeGreaterThan(0);
  });
});

describe('GET /api/companies/:id detail', () => {
  it('adds the parent name and the counts the company page shows', async () => {
    const id = companyIds['Metro Transit'];
    const { data } = v.parse(
      CompanyDetailResponseSchema,
      (await get('admin', `/api/companies/${id}`)).json(),
    );
    expect(data).toMatchObject({
      id,
      parent_name: 'Northwind Networks',
      subsidiaries_count: 1,
      devices_count: expect.any(Number),
      users_count: 1,
    });
    expect(Date.parse(data.created_at)).not.toBeNaN();
  });
});
