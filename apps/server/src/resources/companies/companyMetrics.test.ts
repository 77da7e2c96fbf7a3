import { CompanyMetricsResponseSchema } from '@netfleet/contracts';
import { count, eq, inArray, like, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, type TestSession } from '../../../test/support/signIn.js';
import { signInEveryRole } from '../../../test/support/signInEveryRole.js';
import { startTestServer } from '../../../test/support/testServer.js';
import { companies, devices, users } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

let server: NetfleetServer;
let company: Record<string, number> = {};
let as: Record<string, TestSession> = {};

beforeAll(async () => {
  server = await startTestServer();
  ({ company, as } = await signInEveryRole(server));
});
afterAll(() => server?.close());

const metricsOf = async (role: string, id: number) => {
  const response = await apiGet(server.app, `/api/companies/${id}/metrics`, as[role]);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(CompanyMetricsResponseSchema, response.json()).data;
};

/** Ids of a company and its subsidiaries, from the database. */
async function subtreeOf(id: number): Promise<number[]> {
  const [row] = await server.db.select().from(companies).where(eq(companies.id, id));
  const rows = await server.db
    .select({ id: companies.id })
    .from(companies)
    .where(like(companies.path, `${row?.path}%`));
  return rows.map((r) => r.id);
}

describe('GET /api/companies/:id/metrics', () => {
  it('counts the devices of the company and its subsidiaries by status and model, as the database holds them', async () => {
    const northwind = company['Northwind Networks'] ?? 0;
    const ids = await subtreeOf(northwind);
    const metrics = await metricsOf('admin', northwind);
    const rows = await server.db
      .select({ status: devices.status, model: devices.model })
      .from(devices)
      .where(inArray(devices.companyId, ids));
    expect(metrics.devices_count).toBe(rows.length);
    expect(metrics.devices_count).toBeGreaterThan(0);
    const status = metrics.devices_by_status;
    expect(status.online).toBe(rows.filter((row) => row.status === 1).length);
    expect(status.offline).toBe(rows.filter((row) => row.status === 0).length);
    expect(status.pending).toBe(rows.filter((row) => row.status === 2).length);
    expect(status.online + status.offline + status.pending + status.not_activated).toBe(rows.length);
    const listed = metrics.devices_by_model.reduce((sum, entry) => sum + entry.count, 0);
    expect(listed + metrics.other_models_count).toBe(rows.length);
    const counts = metrics.devices_by_model.map((entry) => entry.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const top = metrics.devices_by_model[0];
    expect(rows.filter((row) => row.model === top?.model).length).toBe(top?.count);
    expect(metrics.companies_count).toBe(ids.length);
    expect(metrics.subsidiaries_count).toBe(3);
    const [members] = await server.db.select({ n: count() }).from(users).where(inArray(users.companyId, ids));
    expect(metrics.users_count).toBe(members?.n);
    const [data] = await server.db
      .select({
        bytes:
          sql<number>`coalesce(sum(${devices.dataUsedBytes}) filter (where ${devices.dataMonth} = date_trunc('month', current_date)::date), 0)`.mapWith(
            Number,
          ),
      })
      .from(devices)
      .where(inArray(devices.companyId, ids));
    expect(metrics.data_used_bytes).toBe(data?.bytes);
    expect(metrics.data_month).toMatch(/^\d{4}-\d{2}$/);
    expect(
      metrics.credits.find((credit) => credit.credit_type_id === 1)?.credits_left,
    ).toBeGreaterThanOrEqual(0);
  });

  it('counts a company without subsidiaries alone', async () => {
    const harbor = company['Harbor Logistics'] ?? 0;
    const metrics = await metricsOf('admin', harbor);
    const [own] = await server.db.select({ n: count() }).from(devices).where(eq(devices.companyId, harbor));
    expect(metrics).toMatchObject({ companies_count: 1, subsidiaries_count: 0, devices_count: own?.n });
  });

  it('answers 404 outside the scope, 403 without view_companies and 422 for a malformed id', async () => {
    const amber = company['Amber Energy'];
    expect((await apiGet(server.app, `/api/companies/${amber}/metrics`, as.admin)).statusCode).toBe(404);
    expect((await apiGet(server.app, `/api/companies/${amber}/metrics`, as.read_only)).statusCode).toBe(403);
    expect((await apiGet(server.app, `/api/companies/${amber}/metrics`, as.end_user)).statusCode).toBe(403);
    expect((await apiGet(server.app, '/api/companies/-1/metrics', as.admin)).statusCode).toBe(422);
    expect((await metricsOf('readonly_admin', amber ?? 0)).company_id).toBe(amber);
  });
});

describe('GET /api/files?company_id (the company page’s files tab)', () => {
  it('keeps one company’s files, within the scope', async () => {
    const all = (await apiGet(server.app, '/api/files?limit=100', as.super_admin)).json().data as {
      company_id: number;
    }[];
    const owner = all[0]?.company_id ?? 0;
    const response = await apiGet(server.app, `/api/files?company_id=${owner}&limit=100`, as.super_admin);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data as { company_id: number }[];
    expect(rows.length).toBe(all.filter((row) => row.company_id === owner).length);
    expect(rows.every((row) => row.company_id === owner)).toBe(true);
    const malformed = await apiGet(server.app, '/api/files?company_id=abc', as.super_admin);
    expect(malformed.statusCode).toBe(422);
  });
});
