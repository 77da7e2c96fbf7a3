import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectFieldErrors,
  expectUnchanged,
  type Method,
  sendWithMfa,
  sendWithPassword,
} from '../../../test/support/forms.js';
import { apiSend, errorCode, signIn, type TestSession } from '../../../test/support/signIn.js';
import { createTestClock, startTestServer } from '../../../test/support/testServer.js';
import { companies, companyCredits, creditTransactions } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

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
