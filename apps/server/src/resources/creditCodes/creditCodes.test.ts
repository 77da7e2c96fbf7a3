import { CreditCodeSchema, listResponseSchema } from '@netfleet/contracts';
import { and, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbFingerprint } from '../../../test/support/dbFingerprint.js';
import { expectFieldErrors, expectUnchanged, type Method, sendWithMfa } from '../../../test/support/forms.js';
import { apiGet, apiSend, errorCode, signIn, type TestSession } from '../../../test/support/signIn.js';
import { createTestClock, startTestServer } from '../../../test/support/testServer.js';
import { companies, companyCredits, creditCodes, mailLog, notifications, users } from '../../db/schema.js';
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
const CodeListSchema = listResponseSchema(CreditCodeSchema);

/** Runs `act` and expects every table but `attempt_throttles` to hold what it held before. */
async function expectUnchangedButThrottles(act: () => Promise<unknown>): Promise<void> {
  const withoutThrottles = async () => {
    const { attempt_throttles: _counted, ...rest } = await dbFingerprint(server);
    return rest;
  };
  const before = await withoutThrottles();
  await act();
  expect(await withoutThrottles()).toEqual(before);
}

describe('every resources form refuses an invalid or forbidden submit and changes nothing', () => {
  // [call, path, who may, an invalid payload, the sources it fails on, who may not]
  it.each([
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

    // Nothing changes but the activation throttle's counters (a wrong code is counted).
    await expectUnchangedButThrottles(async () => {
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

  it('throttles a user trying code after code: 429 with Retry-After past 10 unknown ones', async () => {
    for (let i = 0; i < 11; i += 1) {
      const miss = await send('nomfa', 'POST', '/api/credits/codes/activate', {
        code: `QQQQ-QQQQ-QQ${'ABCDEFGHJKM'[i]}Q`,
      });
      expect(miss.statusCode, `try ${i + 1}`).toBe(404);
    }
    const refused = await send('nomfa', 'POST', '/api/credits/codes/activate', { code: 'ZZZZ-ZZZZ-ZZZ2' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json().errors[0]).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      source: 'code',
      message: 'Too many codes that do not exist. Try again in 1 second.',
    });
    // Another user is not held back by it.
    const other = await send('admin', 'POST', '/api/credits/codes/activate', { code: 'ZZZZ-ZZZZ-ZZZ3' });
    expect(other.statusCode).toBe(404);
    clock.advance(1_500);
    const later = await send('nomfa', 'POST', '/api/credits/codes/activate', { code: 'ZZZZ-ZZZZ-ZZZ4' });
    expect(later.statusCode).toBe(404);
  });
});
