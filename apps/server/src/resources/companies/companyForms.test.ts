import { CompanySummarySchema, UNCHANGED_VALUE_MESSAGE } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors, expectUnchanged, type Method } from '../../../test/support/forms.js';
import { apiGet, apiSend, errorCode, type TestSession } from '../../../test/support/signIn.js';
import { signInEveryRole } from '../../../test/support/signInEveryRole.js';
import { startTestServer } from '../../../test/support/testServer.js';
import { companies, companyCredits, creditTransactions, devices, deviceTags, tags } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

let server: NetfleetServer;
let company: Record<string, number> = {};
let as: Record<string, TestSession> = {};

beforeAll(async () => {
  server = await startTestServer();
  ({ company, as } = await signInEveryRole(server));
});
afterAll(() => server?.close());

const send = (role: string, method: Method, url: string, body?: unknown) =>
  apiSend(server.app, method, url, as[role] as TestSession, body);

describe('every form refuses an invalid or forbidden submit and changes nothing', () => {
  // [call, method, path, who may, an invalid payload, the sources it fails on, who may not]
  it.each([
    [
      'POST /api/companies',
      'POST',
      '/api/companies',
      'admin',
      { name: 'ab' },
      ['name', 'parent_id'],
      'end_user',
    ],
    ['PUT /api/companies/:id', 'PUT', 'harbor', 'admin', { name: ' ' }, ['name'], 'readonly_admin'],
    [
      'POST /api/companies/move',
      'POST',
      '/api/companies/move',
      'super_admin',
      { source: 2, target: '2' },
      ['target'],
      'admin',
    ],
    [
      'POST /api/companies/data',
      'POST',
      '/api/companies/data',
      'admin',
      { credit_count: '123456789012345', company_id: 'x' },
      ['credit_count', 'company_id'],
      'readonly_admin',
    ],
  ] as const)('%s', async (_call, method, url, allowed, invalid, sources, forbiddenRole) => {
    const path = url === 'harbor' ? `/api/companies/${company['Harbor Logistics']}` : url;
    await expectUnchanged(server, async () => {
      expectFieldErrors(await send(allowed, method, path, invalid), sources);
      // No body at all reads as an empty form: 422 naming the required fields.
      expect((await send(allowed, method, path)).statusCode).toBe(422);
      const forbidden = await send(forbiddenRole, method, path, invalid);
      expect(forbidden.statusCode).toBe(403);
      expect(errorCode(forbidden)).toBe('FORBIDDEN');
    });
  });
});

describe('POST /api/companies', () => {
  it('creates a subsidiary of a company in the scope, with its level and path', async () => {
    const created = await send('admin', 'POST', '/api/companies', {
      name: '  Harbor Cold Storage ',
      parent_id: String(company['Harbor Logistics']),
    });
    expect(created.statusCode, created.body).toBe(201);
    const data = v.parse(CompanySummarySchema, created.json().data);
    expect(data).toMatchObject({
      name: 'Harbor Cold Storage',
      parent_id: company['Harbor Logistics'],
      level: 4,
    });
    expect(created.json().message).toBe('Company created successfully');
    const [row] = await server.db.select().from(companies).where(eq(companies.id, data.id));
    const [parent] = await server.db
      .select()
      .from(companies)
      .where(eq(companies.id, company['Harbor Logistics'] ?? 0));
    expect(row?.path).toBe(`${parent?.path}${data.id}/`);
    // The admin sees it (its subtree); the end user of Harbor does not manage companies.
    expect((await apiGet(server.app, `/api/companies/${data.id}`, as.admin)).statusCode).toBe(200);
  });

  it('answers 404 for a parent outside the scope and 409 for a sibling with the same name', async () => {
    await expectUnchanged(server, async () => {
      const outside = await send('admin', 'POST', '/api/companies', {
        name: 'Sneaky',
        parent_id: company['Amber Energy'],
      });
      expect(outside.statusCode).toBe(404);
      expect(outside.json().errors[0]).toMatchObject({ code: 'NOT_FOUND', source: 'parent_id' });
      const taken = await send('admin', 'POST', '/api/companies', {
        name: 'harbor logistics',
        parent_id: company['Northwind Networks'],
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().errors[0]).toMatchObject({ code: 'CONFLICT', source: 'name' });
    });
  });
});

describe('PUT /api/companies/:id', () => {
  it('renames a company and refuses an unchanged name with the spec message', async () => {
    const url = `/api/companies/${company['Greenfield Farms']}`;
    await expectUnchanged(server, async () => {
      const same = await send('admin', 'PUT', url, { name: ' Greenfield Farms ' });
      expect(same.statusCode).toBe(422);
      expect(same.json().errors).toEqual([
        { code: 'VALIDATION_FAILED', message: UNCHANGED_VALUE_MESSAGE, source: 'name' },
      ]);
      expect(
        (await send('admin', 'PUT', `/api/companies/${company['Amber Energy']}`, { name: 'Amber' }))
          .statusCode,
      ).toBe(404);
      expectFieldErrors(await send('admin', 'PUT', '/api/companies/abc', { name: 'Valid name' }), ['id']);
    });
    const renamed = await send('admin', 'PUT', url, { name: 'Greenfield Farms Co-op' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe('Greenfield Farms Co-op');
  });
});

describe('POST /api/companies/move', () => {
  it('moves a subtree under another company and recomputes paths and levels', async () => {
    const metro = company['Metro Transit'] ?? 0;
    const depot = company['Metro Transit Depot North'] ?? 0;
    const baltic = company['Baltic Telemetry'] ?? 0;
    // A Depot device with a tag of Northwind (the parent it leaves), of Metro (moving along) and
    // of Netfleet (a parent before and after).
    const [device] = await server.db.select().from(devices).where(eq(devices.companyId, depot)).limit(1);
    const tagOf = async (companyId: number, name: string) => {
      const [row] = await server.db
        .insert(tags)
        .values({ companyId, name, color: '#336699' })
        .returning({ id: tags.id });
      await server.db.insert(deviceTags).values({ deviceId: device?.id as number, tagId: row?.id as number });
      return row?.id as number;
    };
    const leftBehind = await tagOf(company['Northwind Networks'] ?? 0, 'Left behind');
    const kept = [await tagOf(metro, 'Moves along'), await tagOf(company.Netfleet ?? 0, 'Root')];
    const moved = await send('super_admin', 'POST', '/api/companies/move', { source: metro, target: baltic });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ id: metro, parent_id: baltic, level: 3 });
    const rows = Object.fromEntries((await server.db.select().from(companies)).map((row) => [row.id, row]));
    expect(rows[metro]?.path).toBe(`${rows[baltic]?.path}${metro}/`);
    expect(rows[depot]).toMatchObject({ path: `${rows[baltic]?.path}${metro}/${depot}/`, level: 4 });
    const carried = await server.db
      .select({ tagId: deviceTags.tagId })
      .from(deviceTags)
      .where(eq(deviceTags.deviceId, device?.id as number));
    const ids = carried.map((row) => row.tagId);
    expect(ids).toEqual(expect.arrayContaining(kept));
    expect(ids).not.toContain(leftBehind);
    // Northwind's admin no longer sees it; Baltic's advanced guest does.
    expect((await apiGet(server.app, `/api/companies/${depot}`, as.admin)).statusCode).toBe(404);
    expect((await apiGet(server.app, `/api/companies/${depot}`, as.readonly_admin)).statusCode).toBe(200);
  });

  it('refuses a cycle, a move to the current parent and unknown companies', async () => {
    await expectUnchanged(server, async () => {
      const cycle = await send('super_admin', 'POST', '/api/companies/move', {
        source: company['Northwind Networks'],
        target: company['Harbor Logistics'],
      });
      expect(cycle.statusCode).toBe(422);
      expect(cycle.json().errors[0].source).toBe('target');
      const root = await send('super_admin', 'POST', '/api/companies/move', {
        source: company.Netfleet,
        target: company['Amber Energy'],
      });
      expect(root.statusCode).toBe(422);
      const noop = await send('super_admin', 'POST', '/api/companies/move', {
        source: company['Amber Energy'],
        target: company['Baltic Telemetry'],
      });
      expect(noop.statusCode).toBe(422);
      const unknown = await send('super_admin', 'POST', '/api/companies/move', {
        source: 999_999,
        target: company.Netfleet,
      });
      expect(unknown.json().errors[0]).toMatchObject({ code: 'NOT_FOUND', source: 'source' });
    });
  });
});

describe('POST /api/companies/data', () => {
  it('converts credits into company data at 2 GB per credit, free credits first', async () => {
    const harbor = company['Harbor Logistics'] ?? 0;
    const held = async () =>
      Object.fromEntries(
        (await server.db.select().from(companyCredits).where(eq(companyCredits.companyId, harbor))).map(
          (row) => [row.creditTypeId, row.creditsLeft],
        ),
      );
    const before = await held();
    const count = (before[1] ?? 0) + 3;
    const response = await send('admin', 'POST', '/api/companies/data', {
      credit_count: ` 0${count} `,
      company_id: harbor,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id: harbor,
      credits_converted: count,
      data_added: count * 2 * 1024 ** 3,
    });
    const after = await held();
    expect(after).toEqual({ ...before, 1: 0, 2: (before[2] ?? 0) - 3, 4: (before[4] ?? 0) + count });
    expect(response.json().data.remaining_data).toBe((after[4] ?? 0) * 2 * 1024 ** 3);
    const ledger = await server.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.companyId, harbor));
    expect(ledger.map((row) => [row.creditTypeId, row.delta, row.reason])).toEqual([
      [1, -(before[1] ?? 0), 'converted_from'],
      [2, -3, 'converted_from'],
      [4, count, 'converted_to_data'],
    ]);
  });

  it('takes the caller’s own company by default and refuses more than it has', async () => {
    await expectUnchanged(server, async () => {
      const tooMany = await send('admin', 'POST', '/api/companies/data', { credit_count: '99999999' });
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().errors[0].message).toMatch(/^Northwind Networks has \d+ credits to convert\.$/);
      expectFieldErrors(await send('admin', 'POST', '/api/companies/data', { credit_count: '000' }), [
        'credit_count',
      ]);
      const outside = await send('admin', 'POST', '/api/companies/data', {
        credit_count: '1',
        company_id: company['Amber Energy'],
      });
      expect(outside.json().errors[0]).toMatchObject({ code: 'NOT_FOUND', source: 'company_id' });
    });
  });
});
