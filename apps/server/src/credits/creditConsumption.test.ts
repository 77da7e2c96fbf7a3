import {
  CompanyCreditsSchema,
  CreditForecastSchema,
  CreditTransactionSchema,
  listResponseSchema,
} from '@netfleet/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectFieldErrors, expectUnchanged } from '../../test/support/forms.js';
import { apiGet, apiSend, signIn, type TestSession } from '../../test/support/signIn.js';
import { createTestClock, startTestServer } from '../../test/support/testServer.js';
import {
  companies,
  companyCredits,
  creditForecastAlerts,
  devices,
  notifications,
  users,
} from '../db/schema.js';
import type { NetfleetServer } from '../index.js';
import { DAY_MS } from './forecastRunOut.js';

const clock = createTestClock();
let server: NetfleetServer;
const company: Record<string, number> = {};
const as: Record<string, TestSession> = {};
/** Devices of Northwind Networks, the admin's company, oldest first. */
let fleet: { id: number; serial: string }[] = [];

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, accessTtlSeconds: 10 * 365 * 86_400 });
  for (const row of await server.db.select().from(companies)) company[row.name] = row.id;
  for (const role of ['super_admin', 'admin', 'end_user', 'readonly_admin', 'read_only']) {
    as[role] = await signIn(server.app, `${role}@netfleet.test`);
  }
  // Three devices of Northwind Networks (the small test fleet may give it fewer: a few move in).
  const greenfield = await server.db
    .select({ id: devices.id })
    .from(devices)
    .where(eq(devices.companyId, company['Greenfield Farms'] ?? 0))
    .limit(3);
  await server.db
    .update(devices)
    .set({ companyId: company['Northwind Networks'] ?? 0 })
    .where(
      inArray(
        devices.id,
        greenfield.map((device) => device.id),
      ),
    );
  fleet = await server.db
    .select({ id: devices.id, serial: devices.serial })
    .from(devices)
    .where(eq(devices.companyId, company['Northwind Networks'] ?? 0))
    .orderBy(asc(devices.id));
  expect(fleet.length).toBeGreaterThanOrEqual(3);
});
afterAll(() => server?.close());

const northwind = () => company['Northwind Networks'] ?? 0;
const FREE = 1;

/** Northwind renews only `renewing` (device index → days from now to its credit end) with Free Credit. */
async function schedule(renewing: Record<number, number>, balance: number): Promise<void> {
  await server.db.update(devices).set({ renewCreditTypeId: null }).where(eq(devices.companyId, northwind()));
  for (const [index, days] of Object.entries(renewing)) {
    await server.db
      .update(devices)
      .set({ renewCreditTypeId: FREE, creditExpiresAt: new Date(clock.now() + days * DAY_MS) })
      .where(eq(devices.id, fleet[Number(index)]?.id ?? 0));
  }
  await server.db
    .update(companyCredits)
    .set({ creditsLeft: balance })
    .where(and(eq(companyCredits.companyId, northwind()), eq(companyCredits.creditTypeId, FREE)));
}

async function forecastOf(role = 'admin') {
  const response = await apiGet(server.app, `/api/credits/forecast?company_id=${northwind()}`, as[role]);
  expect(response.statusCode, response.body).toBe(200);
  const { data } = v.parse(v.object({ data: CreditForecastSchema }), response.json());
  const free = data.types.find((type) => type.type === FREE);
  if (!free) throw new Error('no Free Credit in the forecast');
  return free;
}

const balanceOf = async () => {
  const [row] = await server.db
    .select({ left: companyCredits.creditsLeft })
    .from(companyCredits)
    .where(and(eq(companyCredits.companyId, northwind()), eq(companyCredits.creditTypeId, FREE)));
  return row?.left ?? 0;
};

const adminWarnings = async () => {
  const admins = await server.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, ['admin@netfleet.test', 'nomfa@netfleet.test']));
  return server.db
    .select()
    .from(notifications)
    .where(
      and(
        inArray(
          notifications.userId,
          admins.map((admin) => admin.id),
        ),
        eq(notifications.type, 'creditAmountTooLow'),
      ),
    );
};

beforeEach(async () => {
  await server.db.delete(creditForecastAlerts);
});

describe('GET /api/credits/forecast', () => {
  it('walks the renewals against the balance: earlier with more devices, later with more credits', async () => {
    // Renewals on days 1, 11, 31, 41, …: three credits pay for three, the fourth finds none.
    await schedule({ 0: 1, 1: 11 }, 3);
    const two = await forecastOf();
    expect(two).toMatchObject({ credits_left: 3, renewing_devices: 2, per_30_days: 2 });
    expect(two.runs_out_at).toBe(new Date(clock.now() + 41 * DAY_MS).toISOString());

    await schedule({ 0: 1, 1: 11, 2: 5 }, 3);
    const three = await forecastOf();
    expect(three.per_30_days).toBe(3);
    expect(three.runs_out_at).toBe(new Date(clock.now() + 31 * DAY_MS).toISOString());

    const added = await apiSend(server.app, 'POST', '/api/credits', as.super_admin as TestSession, {
      type: FREE,
      count: 3,
      company_id: northwind(),
    });
    expect(added.statusCode, added.body).toBe(201);
    const richer = await forecastOf();
    expect(richer.credits_left).toBe(6);
    expect(Date.parse(richer.runs_out_at ?? '')).toBeGreaterThan(Date.parse(three.runs_out_at ?? ''));
    expect(richer.runs_out_at).toBe(new Date(clock.now() + 61 * DAY_MS).toISOString());
  });

  it('says null when nothing renews or the balance outlasts a year', async () => {
    await schedule({}, 3);
    expect((await forecastOf()).runs_out_at).toBeNull();
    await schedule({ 0: 1 }, 20);
    expect((await forecastOf()).runs_out_at).toBeNull();
  });
});

describe('the renewal pass', () => {
  it('renews a due device with one credit of its company and writes the ledger', async () => {
    await schedule({ 0: 1, 1: 11 }, 5);
    const [device] = await server.db
      .select()
      .from(devices)
      .where(eq(devices.id, fleet[0]?.id ?? 0));
    const endedAt = device?.creditExpiresAt?.getTime() ?? 0;
    clock.advance(2 * DAY_MS);
    const usedBefore = (await forecastOf()).used_last_30_days;
    const pass = await server.credits.renew();
    expect(pass.shortfalls.filter((s) => s.companyId === northwind())).toEqual([]);
    expect(await balanceOf()).toBe(4);
    const [renewed] = await server.db
      .select()
      .from(devices)
      .where(eq(devices.id, fleet[0]?.id ?? 0));
    expect(renewed?.creditExpiresAt?.getTime()).toBe(endedAt + 30 * DAY_MS);
    const [untouched] = await server.db
      .select()
      .from(devices)
      .where(eq(devices.id, fleet[1]?.id ?? 0));
    expect(untouched?.creditExpiresAt?.getTime()).toBe(clock.now() + 9 * DAY_MS);

    // The ledger says it, in the history the admin reads.
    const page = await apiGet(
      server.app,
      `/api/credits/history?company_id=${northwind()}&reason=device_renewed&sort=-id&limit=5`,
      as.admin,
    );
    expect(page.statusCode, page.body).toBe(200);
    const rows = v.parse(listResponseSchema(CreditTransactionSchema), page.json()).data;
    expect(rows[0]).toMatchObject({
      company_id: northwind(),
      company_name: 'Northwind Networks',
      type: FREE,
      type_name: 'Free Credit',
      delta: -1,
      reason: 'device_renewed',
      user_id: null,
      user_email: null,
      reference: fleet[0]?.serial,
    });
    // A second pass at the same time renews nothing more.
    await server.credits.renew();
    expect(await balanceOf()).toBe(4);
    expect((await forecastOf()).used_last_30_days).toBe(usedBefore + 1);
  });

  it('leaves a device unrenewed without credits and tells the company’s admins once', async () => {
    await schedule({ 0: 1, 1: 1 }, 1);
    clock.advance(2 * DAY_MS);
    const before = (await adminWarnings()).length;
    const pass = await server.credits.renew();
    expect(pass.shortfalls).toContainEqual({ companyId: northwind(), creditTypeId: FREE, devices: 1 });
    expect(await balanceOf()).toBe(0);
    const due = await server.db
      .select()
      .from(devices)
      .where(and(eq(devices.companyId, northwind()), eq(devices.renewCreditTypeId, FREE)));
    expect(due.filter((d) => (d.creditExpiresAt?.getTime() ?? 0) <= clock.now())).toHaveLength(1);
    const warnings = await adminWarnings();
    // admin@ and nomfa@ both administer Northwind: one notification each.
    expect(warnings.length).toBe(before + 2);
    expect(warnings.at(-1)?.summary).toBe(
      'Northwind Networks has no Free Credit left: 1 device was not renewed.',
    );
    // The next minute's pass finds the same shortage: nothing new is sent.
    clock.advance(60_000);
    await server.credits.renew();
    expect((await adminWarnings()).length).toBe(before + 2);
  });
});

describe('the forecast warning (creditAmountTooLow)', () => {
  it('warns once per predicted day when a type runs out within 14 days, and again for a new day', async () => {
    await schedule({ 0: 2, 1: 5 }, 1);
    const before = (await adminWarnings()).length;
    await server.credits.checkForecasts();
    const warned = await adminWarnings();
    expect(warned.length).toBe(before + 2);
    const day = new Date(clock.now() + 5 * DAY_MS).toISOString().slice(0, 10);
    expect(warned.at(-1)?.summary).toBe(
      `Northwind Networks runs out of Free Credit on ${day}: 1 left, 2 renewals every 30 days.`,
    );
    await server.credits.checkForecasts();
    expect((await adminWarnings()).length).toBe(before + 2);

    // A third device makes it run out earlier: a new day, a new warning.
    await schedule({ 0: 2, 1: 5, 2: 3 }, 1);
    await server.credits.checkForecasts();
    expect((await adminWarnings()).length).toBe(before + 4);

    // Plenty of credits: no warning, and the old one is forgotten.
    await schedule({ 0: 2, 1: 5, 2: 3 }, 30);
    await server.credits.checkForecasts();
    expect((await adminWarnings()).length).toBe(before + 4);
    const alerts = await server.db
      .select()
      .from(creditForecastAlerts)
      .where(eq(creditForecastAlerts.companyId, northwind()));
    expect(alerts).toEqual([]);
  });
});

describe('GET /api/credits and the history', () => {
  it('answers a company’s balances with its company data', async () => {
    const response = await apiGet(
      server.app,
      `/api/credits?company_id=${company['Metro Transit']}`,
      as.admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data } = v.parse(v.object({ data: CompanyCreditsSchema }), response.json());
    expect(data.company_name).toBe('Metro Transit');
    expect(data.balances.map((b) => b.type_name)).toEqual([
      'Free Credit',
      'Paid Credit',
      'Free Pack',
      'Company data',
    ]);
    const dataCredits = data.balances.find((b) => b.license_type === 'data')?.credits_left ?? 0;
    expect(data.remaining_data).toBe(dataCredits * 2 * 1024 ** 3);
    // Without company_id: the caller's own company.
    const own = (await apiGet(server.app, '/api/credits', as.end_user)).json();
    expect(own.data.company_name).toBe('Harbor Logistics');
  });

  it('filters the ledger by company, type, reason and time, within the caller’s scope', async () => {
    const from = new Date(clock.now() - 365 * DAY_MS).toISOString();
    const url = `/api/credits/history?type=${FREE}&reason=added,device_renewed&created_after=${from}&limit=100`;
    const rows = v.parse(
      listResponseSchema(CreditTransactionSchema),
      (await apiGet(server.app, url, as.admin)).json(),
    ).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.type === FREE && ['added', 'device_renewed'].includes(row.reason))).toBe(
      true,
    );
    const added = rows.find((row) => row.reason === 'added');
    expect(added?.user_email).toBe('super_admin@netfleet.test');
    // A move names the other company (in the caller's scope) instead of its id.
    const moves = (
      await apiGet(server.app, `/api/credits/history?company_id=${northwind()}&reason=moved_out`, as.admin)
    ).json();
    expect(moves.data.map((row: { reference: string }) => row.reference)).toContain('Metro Transit');
    // An end user sees its own company's movements only.
    const own = (await apiGet(server.app, '/api/credits/history?limit=100', as.end_user)).json();
    expect(
      own.data.every((row: { company_id: number }) => row.company_id === company['Harbor Logistics']),
    ).toBe(true);
    const empty = (
      await apiGet(server.app, `/api/credits/history?company_id=${northwind()}`, as.end_user)
    ).json();
    expect(empty.data).toEqual([]);
    const future = new Date(clock.now() + DAY_MS).toISOString();
    const none = (await apiGet(server.app, `/api/credits/history?created_after=${future}`, as.admin)).json();
    expect(none.data).toEqual([]);
  });

  it('refuses the guests, companies outside the scope and malformed filters', async () => {
    for (const url of ['/api/credits', '/api/credits/history', '/api/credits/forecast']) {
      const refused = await apiGet(server.app, url, as.read_only);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0].message).toBe('You do not have permission to view resources.');
    }
    const outside = await apiGet(
      server.app,
      `/api/credits/forecast?company_id=${company['Amber Energy']}`,
      as.admin,
    );
    expect(outside.statusCode).toBe(404);
    expect(outside.json().errors[0]).toMatchObject({ code: 'NOT_FOUND', source: 'company_id' });
    expect(
      (await apiGet(server.app, `/api/credits?company_id=${company['Amber Energy']}`, as.admin)).statusCode,
    ).toBe(404);
    for (const query of ['company_id=abc', 'reason=stolen', 'created_after=yesterday', 'type=-1']) {
      const bad = await apiGet(server.app, `/api/credits/history?${query}`, as.admin);
      expect(bad.statusCode, query).toBe(422);
    }
    expect((await apiGet(server.app, '/api/credits/forecast?company_id=x', as.admin)).statusCode).toBe(422);
  });
});

describe('PUT /api/credits/renewals', () => {
  it('sets the renewing credit type of devices in the scope, and refuses others', async () => {
    await schedule({}, 3);
    const ids = [fleet[0]?.id ?? 0, fleet[1]?.id ?? 0];
    await server.db.update(devices).set({ creditExpiresAt: null }).where(inArray(devices.id, ids));
    const set = await apiSend(server.app, 'PUT', '/api/credits/renewals', as.admin as TestSession, {
      device_ids: ids,
      type: FREE,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ data: { updated: 2 }, message: 'Credit renewals updated successfully' });
    const detail = (await apiGet(server.app, `/api/devices/${ids[0]}`, as.admin)).json().data;
    expect(detail).toMatchObject({ renew_credit_type_id: FREE, renew_credit_type_name: 'Free Credit' });
    expect(detail.credit_expires_at).toBe(new Date(clock.now()).toISOString());
    const forecast = await forecastOf();
    expect(forecast.renewing_devices).toBe(2);
    // No credit end yet: both are due at once, so two of the three credits go now.
    expect(forecast.runs_out_at).toBe(new Date(clock.now() + 30 * DAY_MS).toISOString());

    const [amberDevice] = await server.db
      .select({ id: devices.id })
      .from(devices)
      .where(eq(devices.companyId, company['Amber Energy'] ?? 0))
      .limit(1);
    await expectUnchanged(server, async () => {
      const outside = await apiSend(server.app, 'PUT', '/api/credits/renewals', as.admin as TestSession, {
        device_ids: [ids[0], amberDevice?.id],
        type: null,
      });
      expect(outside.statusCode).toBe(404);
      expectFieldErrors(
        await apiSend(server.app, 'PUT', '/api/credits/renewals', as.admin as TestSession, {
          device_ids: [],
          type: 'x',
        }),
        ['device_ids', 'type'],
      );
      const unknownType = await apiSend(server.app, 'PUT', '/api/credits/renewals', as.admin as TestSession, {
        device_ids: ids,
        type: 99,
      });
      expect(unknownType.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', source: 'type' });
      const guest = await apiSend(
        server.app,
        'PUT',
        '/api/credits/renewals',
        as.readonly_admin as TestSession,
        {
          device_ids: ids,
          type: null,
        },
      );
      expect(guest.statusCode).toBe(403);
    });
    const stopped = await apiSend(server.app, 'PUT', '/api/credits/renewals', as.admin as TestSession, {
      device_ids: ids,
      type: null,
    });
    expect(stopped.statusCode).toBe(200);
    expect((await forecastOf()).renewing_devices).toBe(0);
  });
});
