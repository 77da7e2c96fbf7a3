import { ImpersonationLogRowSchema, listResponseSchema } from '@netfleet/contracts';
import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiSend, signIn, type TestSession } from '../../../test/support/signIn.js';
import { createTestClock, startTestServer } from '../../../test/support/testServer.js';
import { mailLog, users } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

const clock = createTestClock();
let server: NetfleetServer;
const ids: Record<string, number> = {};
let admin: TestSession;
let target: TestSession;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  for (const row of await server.db.select({ id: users.id, email: users.email }).from(users))
    ids[row.email] = row.id;
  admin = await signIn(server.app, 'admin@netfleet.test');
  target = await signIn(server.app, 'tos-pending@netfleet.test');
});
afterAll(() => server?.close());

const TARGET = 'tos-pending@netfleet.test';
const requestAccess = (session: TestSession, email: string, hours: unknown = 4) =>
  apiSend(server.app, 'POST', `/api/users/${ids[email]}/impersonation-access-request`, session, { hours });
const answer = (session: TestSession, what: 'request' | 'confirm' | 'decline', token: string) =>
  apiSend(server.app, 'POST', `/api/user/impersonation-access/${what}`, session, { token });
const mailedToken = async (email: string) => {
  const [mail] = await server.db
    .select()
    .from(mailLog)
    .where(eq(mailLog.toEmail, email))
    .orderBy(desc(mailLog.id))
    .limit(1);
  expect(mail?.kind).toBe('impersonation_access_request');
  const token = /\/users\/confirm-impersonation-access\/([\w-]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no access link mailed to ${email}`);
  return token;
};
const limitOf = async (email: string) =>
  (await server.db.select().from(users).where(eq(users.email, email)))[0]?.impersonationAccessLimit ?? null;

describe('impersonation access by link', () => {
  it('mails the user a link; the user sees who asks and confirms: access for the hours asked', async () => {
    expect(await limitOf(TARGET)).toBeNull();
    const sent = await requestAccess(admin, TARGET, 4);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toBe('Access request sent successfully');
    const token = await mailedToken(TARGET);

    const info = await answer(target, 'request', token);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data).toMatchObject({
      requested_by_name: 'Ada Admin',
      requested_by_email: 'admin@netfleet.test',
      hours: 4,
    });
    // Another user's session cannot use the link.
    expect((await answer(admin, 'confirm', token)).statusCode).toBe(404);

    const confirmed = await answer(target, 'confirm', token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.impersonation_access_limit).toBe(
      Math.floor((clock.now() + 4 * 3_600_000) / 1000),
    );
    expect((await limitOf(TARGET))?.getTime()).toBe(clock.now() + 4 * 3_600_000);
    // Spent: a second confirmation finds nothing.
    expect((await answer(target, 'confirm', token)).statusCode).toBe(404);

    // Now the admin may impersonate, and the log lists it.
    expect(
      (await apiSend(server.app, 'POST', `/api/users/${ids[TARGET]}/impersonate`, admin)).statusCode,
    ).toBe(200);
    expect((await apiSend(server.app, 'POST', '/api/account/impersonation/cancel', admin)).statusCode).toBe(
      200,
    );
    const logs = await apiGet(server.app, '/api/users/impersonation-logs', admin);
    expect(logs.statusCode).toBe(200);
    const [log] = v.parse(listResponseSchema(ImpersonationLogRowSchema), logs.json()).data;
    expect(log).toMatchObject({
      impersonator_email: 'admin@netfleet.test',
      impersonator_name: 'Ada Admin',
      user_email: TARGET,
      company_name: 'Metro Transit Depot North',
      end_reason: 'cancelled',
    });
  });

  it('declining spends the link; an expired link is refused', async () => {
    await requestAccess(admin, 'email-as-username@netfleet.test', 2);
    const declined = await mailedToken('email-as-username@netfleet.test');
    const user = await signIn(server.app, 'email-as-username@netfleet.test');
    expect((await answer(user, 'decline', declined)).statusCode).toBe(200);
    expect((await answer(user, 'confirm', declined)).statusCode).toBe(404);

    await requestAccess(admin, 'email-as-username@netfleet.test', 2);
    const late = await mailedToken('email-as-username@netfleet.test');
    clock.advance(24 * 3_600_000 + 1000);
    const fresh = await signIn(server.app, 'email-as-username@netfleet.test');
    expect((await answer(fresh, 'confirm', late)).statusCode).toBe(404);
    expect(await limitOf('email-as-username@netfleet.test')).toBeNull();
  });

  it('refuses guests, users outside the scope, oneself and bad hours; the log is scoped', async () => {
    // The clock moved past the first sessions' tokens: sign in again.
    admin = await signIn(server.app, 'admin@netfleet.test');
    target = await signIn(server.app, TARGET);
    const guest = await signIn(server.app, 'readonly_admin@netfleet.test');
    expect((await requestAccess(guest, 'read_only@netfleet.test')).statusCode).toBe(403);
    expect((await requestAccess(admin, 'read_only@netfleet.test')).statusCode).toBe(404);
    expect((await requestAccess(admin, 'super_admin@netfleet.test')).statusCode).toBe(404);
    expect((await requestAccess(admin, 'admin@netfleet.test')).statusCode).toBe(422);
    expect((await requestAccess(admin, TARGET, 0)).statusCode).toBe(422);
    expect((await requestAccess(admin, TARGET, 721)).statusCode).toBe(422);
    expect((await answer(target, 'confirm', 'short')).statusCode).toBe(422);
    // Baltic's advanced guest sees no impersonation of Northwind's users; end users no log at all.
    expect((await apiGet(server.app, '/api/users/impersonation-logs', guest)).json().data).toEqual([]);
    const endUser = await signIn(server.app, 'end_user@netfleet.test');
    expect((await apiGet(server.app, '/api/users/impersonation-logs', endUser)).statusCode).toBe(403);
  });

  it('throttles wrong tokens per user', async () => {
    const user = await signIn(server.app, 'nomfa@netfleet.test');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await answer(user, 'confirm', `wrong-token-${i}-${'x'.repeat(20)}`)).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses).toContain(429);
  });
});
