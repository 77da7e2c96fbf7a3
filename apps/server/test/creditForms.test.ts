import { CreditCodeSchema, listResponseSchema } from '@netfleet/contracts';
import { and, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companyCredits,
  creditCodes,
  creditTransactions,
  mailLog,
  notifications,
  users,
} from '../src/db/schema.js';
import type { NetfleetServer } from '../src/index.js';
import {
  expectFieldErrors,
  expectUnchanged,
  type Method,
  sendWithMfa,
  sendWithPassword,
} from './support/forms.js';
import { apiGet, apiSend, errorCode, signIn, type TestSession } from './support/signIn.js';
import { createTestClock, startTestServer } from './support/testServer.js';

const clock = createTestClock();
let server: NetfleetServer;
const company: Record<string, number> = {};
const as: Record<string, TestSession> = {};

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, accessTtlSeconds: 86_400 });
  for (const row of await server.db.select().from(companies)) company[row.name] = row.id;
  for (const role of ['super_admin', 'admin', 'end_user', 'readonly_admin', 'read_only', 'nomfa']) {
    as[role] = await signIn(server.app, `${role}@netfleet.test`);
  }
});
afterAll(() => server?.close());

const send = (role: string, method: Method, url: string, body?: unknown) =>
  apiSend(server.app, method, url, as[role] as TestSession, body);
const balance = async (name: string, type: number) => {
  const [row] = await server.db
    .select({ left: companyCredits.creditsLeft })
    .from(companyCredits)
    .where(and(eq(companyCredits.companyId, company[name] ?? 0), eq(companyCredits.creditTypeId, type)));
  return row?.left ?? 0;
};
const CodeListSchema = listResponseSchema(CreditCodeSchema);

describe('every resources form refuses an invalid or forbidden submit and changes nothing', () => {
  // [call, path, who may, an invalid payload, the sources it fails on, who may not]
  it.each([
    [
      'POST /api/credits',
      '/api/credits',
      'super_admin',
      { type: 2, count: 0, price: -1 },
      ['count', 'company_id', 'price', 'proforma_number'],
      'admin',
    ],
    [
      'POST /api/credits/move',
      '/api/credits/move',
      'admin',
      { type: 'x', source: 3, target: 3, amount: 1.5 },
      ['type', 'target', 'amount'],
      'end_user',
    ],
    [
      'POST /api/credits/codes',
      '/api/credits/codes',
      'admin',
      { amount: 10 ** 12 },
      ['type', 'amount'],
      'readonly_admin',
    ],
    [
      'POST /api/credits/codes/activate',
      '/api/credits/codes/activate',
      'end_user',
      { code: '  ' },
      ['code'],
      'read_only',
    ],
  ] as const)('%s', async (_call, path, allowed, invalid, sources, forbiddenRole) => {
    await expectUnchanged(server, async () => {
      expectFieldErrors(await send(allowed, 'POST', path, invalid), sources);
      expect((await send(allowed, 'POST', path)).statusCode).toBe(422);
      const forbidden = await send(forbiddenRole, 'POST', path, invalid);
      expect(forbidden.statusCode).toBe(403);
      expect(errorCode(forbidden)).toBe('FORBIDDEN');
    });
  });
});

describe('POST /api/credits', () => {
  it('adds credits, with price and proforma number for the paid types', async () => {
    const before = await balance('Amber Energy', 2);
    const paid = await send('super_admin', 'POST', '/api/credits', {
      type: '2',
      count: '25',
      company_id: company['Amber Energy'],
      price: '12.50',
      proforma_number: 'PF-2025-001',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toEqual({
      data: { company_id: company['Amber Energy'], type: 2, credits_left: before + 25 },
      message: 'Resources added successfully',
    });
    const [entry] = await server.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.companyId, company['Amber Energy'] ?? 0));
    expect(entry).toMatchObject({
      delta: 25,
      reason: 'added',
      price: '12.50',
      proformaNumber: 'PF-2025-001',
    });

    const free = await send('super_admin', 'POST', '/api/credits', {
      type: 1,
      count: 5,
      company_id: company['Amber Energy'],
      price: 3, // dropped: free types have no price
    });
    expect(free.statusCode).toBe(201);
  });

  it('names a missing price and proforma number of a paid type, and unknown types and companies', async () => {
    await expectUnchanged(server, async () => {
      const body = { type: 4, count: 1, company_id: company['Amber Energy'] };
      expectFieldErrors(await send('super_admin', 'POST', '/api/credits', body), [
        'price',
        'proforma_number',
      ]);
      expectFieldErrors(
        await send('super_admin', 'POST', '/api/credits', { ...body, price: 0.005, proforma_number: 'P' }),
        ['price'],
      );
      const unknown = await send('super_admin', 'POST', '/api/credits', { ...body, type: 9 });
      expect(unknown.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', source: 'type' });
      const nowhere = await send('super_admin', 'POST', '/api/credits', {
        type: 1,
        count: 1,
        company_id: 999_999,
      });
      expect(nowhere.json().errors[0]).toMatchObject({ code: 'NOT_FOUND', source: 'company_id' });
    });
  });
});

describe('POST /api/credits/move', () => {
  it('moves credits between companies of the scope once the step-up passed', async () => {
    const body = {
      type: 2,
      source: company['Northwind Networks'],
      target: company['Metro Transit'],
      amount: 7,
    };
    const [from, to] = [await balance('Northwind Networks', 2), await balance('Metro Transit', 2)];
    const moved = await sendWithPassword(server, as.nomfa as TestSession, 'POST', '/api/credits/move', body);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toEqual({
      type: 2,
      amount: 7,
      source: { company_id: body.source, credits_left: from - 7 },
      target: { company_id: body.target, credits_left: to + 7 },
    });
    const viaMail = await sendWithMfa(
      server,
      clock,
      as.admin as TestSession,
      'POST',
      '/api/credits/move',
      body,
      'admin@netfleet.test',
    );
    expect(viaMail.statusCode, viaMail.body).toBe(200);
    expect(await balance('Metro Transit', 2)).toBe(to + 14);
  });

  it('refuses companies outside the scope and more than the source has, before asking for a code', async () => {
    await expectUnchanged(server, async () => {
      const body = {
        type: 2,
        source: company['Harbor Logistics'],
        target: company['Amber Energy'],
        amount: 1,
      };
      const outside = await send('admin', 'POST', '/api/credits/move', body);
      expect(outside.json().errors[0]).toMatchObject({ code: 'NOT_FOUND', source: 'target' });
      const tooMuch = await send('admin', 'POST', '/api/credits/move', {
        ...body,
        target: company['Greenfield Farms'],
        amount: 1_000_000,
      });
      expect(tooMuch.statusCode).toBe(422);
      expect(tooMuch.json().errors[0]).toMatchObject({ source: 'amount' });
      expect(tooMuch.json().errors[0].message).toMatch(/^Harbor Logistics has \d+ Paid Credit left\.$/);
    });
  });
});

describe('credit transfer codes', () => {
  let code = '';

  it('creates a code of the own company’s paid credits, mails it, and lists it as Not Used', async () => {
    const before = await balance('Northwind Networks', 2);
    const created = await sendWithMfa(
      server,
      clock,
      as.admin as TestSession,
      'POST',
      '/api/credits/codes',
      // A company sent by an admin is not honoured: the code is its own company's.
      { type: 2, amount: '3', comment: ' For Harbor ', company_id: company['Amber Energy'] },
      'admin@netfleet.test',
    );
    expect(created.statusCode, created.body).toBe(201);
    const data = v.parse(CreditCodeSchema, created.json().data);
    expect(data).toMatchObject({
      type: 2,
      amount: 3,
      comment: 'For Harbor',
      company_id: company['Northwind Networks'],
      used: false,
      state: 'Not Used',
    });
    code = data.code;
    expect(await balance('Northwind Networks', 2)).toBe(before - 3);
    const [mail] = await server.db
      .select()
      .from(mailLog)
      .where(and(eq(mailLog.toEmail, 'admin@netfleet.test'), eq(mailLog.kind, 'credit_code')))
      .orderBy(desc(mailLog.id));
    expect(mail?.body).toContain(code);

    const list = CodeListSchema.entries.data;
    const page = (await apiGet(server.app, '/api/credits/codes?limit=100', as.admin)).json();
    const rows = v.parse(list, page.data);
    expect(rows.find((row) => row.code === code)?.state).toBe('Not Used');
    expect(rows.find((row) => row.code === 'HRBR-4T9C-WQ6Z')?.state).toBe('Used');
    expect(page.meta.total).toBe(rows.length);
  });

  it('lets a non-super_admin code only paid types, and checks the balance', async () => {
    await expectUnchanged(server, async () => {
      const free = await send('admin', 'POST', '/api/credits/codes', { type: 1, amount: 1 });
      expect(free.statusCode).toBe(403);
      expect(free.json().errors[0]).toMatchObject({ code: 'FORBIDDEN', source: 'type' });
      const tooMuch = await send('admin', 'POST', '/api/credits/codes', { type: 2, amount: 999_999_999 });
      expect(tooMuch.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', source: 'amount' });
      expectFieldErrors(await send('super_admin', 'POST', '/api/credits/codes', { type: 1, amount: 1 }), [
        'company_id',
      ]);
    });
  });

  it('lets super_admin code any type of any company (TOTP step-up)', async () => {
    const created = await sendWithMfa(
      server,
      clock,
      as.super_admin as TestSession,
      'POST',
      '/api/credits/codes',
      {
        type: 1,
        amount: 2,
        company_id: company['Baltic Telemetry'],
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ type: 1, company_id: company['Baltic Telemetry'] });
  });

  it('activates a code once, for the activating company, and tells the creator', async () => {
    const before = await balance('Harbor Logistics', 2);
    const typed = code.toLowerCase().replaceAll('-', ' ');
    const activated = await send('end_user', 'POST', '/api/credits/codes/activate', { code: typed });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({
      data: {
        code,
        used: true,
        state: 'Used',
        used_company_id: company['Harbor Logistics'],
        used_company_name: 'Harbor Logistics',
      },
      message: 'Code activated successfully',
    });
    expect(await balance('Harbor Logistics', 2)).toBe(before + 3);
    const [admin] = await server.db.select().from(users).where(eq(users.email, 'admin@netfleet.test'));
    const told = await server.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin?.id ?? 0));
    expect(told.some((n) => n.type === 'creditCodeActivation' && n.summary.includes(code))).toBe(true);

    await expectUnchanged(server, async () => {
      const again = await send('admin', 'POST', '/api/credits/codes/activate', { code });
      expect(again.statusCode).toBe(409);
      expect(again.json().errors[0]).toMatchObject({ code: 'CONFLICT', source: 'code' });
      const unknown = await send('end_user', 'POST', '/api/credits/codes/activate', {
        code: 'AAAA-BBBB-CCCC',
      });
      expect(unknown.json().errors[0]).toMatchObject({ code: 'NOT_FOUND', source: 'code' });
    });
    const [row] = await server.db.select().from(creditCodes).where(eq(creditCodes.code, code));
    expect(row?.usedCompanyId).toBe(company['Harbor Logistics']);
  });

  it('lists only the codes of the scope, to those who may view codes', async () => {
    const baltic = (
      await apiGet(server.app, '/api/credits/codes?q=&sort=-created_at', as.readonly_admin)
    ).json();
    expect(baltic.data.map((row: { company_id: number }) => row.company_id)).toEqual([
      company['Baltic Telemetry'],
    ]);
    const all = v.parse(
      listResponseSchema(CreditCodeSchema),
      (await apiGet(server.app, '/api/credits/codes?limit=100', as.admin)).json(),
    );
    const used = all.data.filter((row) => row.used);
    expect(used.length).toBeGreaterThan(0);
    expect(used.every((row) => row.used_company_name === 'Harbor Logistics')).toBe(true);
    const picked = (await apiGet(server.app, '/api/credits/codes?fields=code', as.admin)).json();
    expect(Object.keys(picked.data[0]).sort()).toEqual(['code', 'id', 'state', 'used', 'used_at']);
    expect((await apiGet(server.app, '/api/credits/codes', as.end_user)).statusCode).toBe(403);
  });
});
