import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors, expectUnchanged, type Method, sendWithMfa } from '../../../test/support/forms.js';
import { apiGet, apiSend, errorCode, signIn, type TestSession } from '../../../test/support/signIn.js';
import { createTestClock, startTestServer } from '../../../test/support/testServer.js';
import { companies, mfaChallenges, suppressedEmails, users } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

const clock = createTestClock();
let server: NetfleetServer;
const as: Record<string, TestSession> = {};
const company: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, accessTtlSeconds: 86_400 });
  for (const row of await server.db.select().from(companies)) company[row.name] = row.id;
  for (const role of ['super_admin', 'admin', 'end_user', 'read_only']) {
    as[role] = await signIn(server.app, `${role}@netfleet.test`);
  }
});
afterAll(() => server?.close());

const send = (role: string, method: Method, url: string, body?: unknown) =>
  apiSend(server.app, method, url, as[role] as TestSession, body);
const confirmed = (method: Method, url: string, body: Record<string, unknown>) =>
  sendWithMfa(server, clock, as.super_admin as TestSession, method, url, body);
const userRow = async (email: string) =>
  (await server.db.select().from(users).where(eq(users.email, email)))[0];

describe('every admin form refuses an invalid or forbidden submit and changes nothing', () => {
  it.each([
    ['DELETE', '/api/admin/users/mfa'],
    ['DELETE', '/api/admin/users'],
    ['POST', '/api/admin/users/sso'],
  ] as const)('%s %s', async (method, url) => {
    await expectUnchanged(server, async () => {
      expectFieldErrors(await send('super_admin', method, url, { email: 'not an e-mail' }), ['email']);
      expectFieldErrors(await send('super_admin', method, url), ['email']);
      const forbidden = await send('admin', method, url, { email: 'end_user@netfleet.test' });
      expect(forbidden.statusCode).toBe(403);
      expect(errorCode(forbidden)).toBe('FORBIDDEN');
      const unknown = await send('super_admin', method, url, { email: 'nobody@netfleet.test' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errors[0]).toMatchObject({ code: 'NOT_FOUND', source: 'email' });
    });
  });

  it('DELETE /api/suppressed-emails/:email', async () => {
    await expectUnchanged(server, async () => {
      expectFieldErrors(await send('super_admin', 'DELETE', '/api/suppressed-emails/not-an-email'), [
        'email',
      ]);
      expect(errorCode(await send('admin', 'DELETE', '/api/suppressed-emails/bounced%40example.com'))).toBe(
        'FORBIDDEN',
      );
      const missing = await send('super_admin', 'DELETE', '/api/suppressed-emails/nobody%40example.com');
      expect(missing.json().errors[0]).toMatchObject({ code: 'NOT_FOUND', source: 'email' });
    });
  });
});

describe('admin forms', () => {
  it('removes a user’s MFA method after the step-up, and refuses a user without one', async () => {
    await expectUnchanged(server, async () => {
      const none = await send('super_admin', 'DELETE', '/api/admin/users/mfa', {
        email: 'nomfa@netfleet.test',
      });
      expect(none.statusCode).toBe(422);
    });
    // The admin's open challenge goes with its method.
    const admin = await userRow('admin@netfleet.test');
    clock.advance(31_000);
    const move = {
      type: 2,
      source: company['Northwind Networks'],
      target: company['Harbor Logistics'],
      amount: 1,
    };
    expect(errorCode(await send('admin', 'POST', '/api/credits/move', move))).toBe('MFA_REQUIRED');
    const removed = await confirmed('DELETE', '/api/admin/users/mfa', { email: 'Admin@netfleet.test' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({
      data: { email: 'admin@netfleet.test' },
      message: 'MFA removed successfully',
    });
    expect((await userRow('admin@netfleet.test'))?.mfaType).toBeNull();
    expect(
      await server.db
        .select()
        .from(mfaChallenges)
        .where(eq(mfaChallenges.userId, admin?.id ?? 0)),
    ).toEqual([]);
    expect((await apiGet(server.app, '/api/user', as.admin)).json().mfa_type).toBeNull();
  });

  it('deletes a user after the step-up: its sessions end; never one’s own account', async () => {
    const victim = await signIn(server.app, 'tos-pending@netfleet.test');
    await expectUnchanged(server, async () => {
      const self = await send('super_admin', 'DELETE', '/api/admin/users', {
        email: 'super_admin@netfleet.test',
      });
      expect(self.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', source: 'email' });
      // Without the code nothing is deleted (only the challenge is written, outside this check).
    });
    const deleted = await confirmed('DELETE', '/api/admin/users', { email: 'tos-pending@netfleet.test' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe('User removed successfully');
    expect(await userRow('tos-pending@netfleet.test')).toBeUndefined();
    expect((await apiGet(server.app, '/api/user', victim)).statusCode).toBe(401);
  });

  it('assigns an SSO administrator', async () => {
    const response = await send('super_admin', 'POST', '/api/admin/users/sso', {
      email: 'end_user@netfleet.test',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ email: 'end_user@netfleet.test', sso_admin: true });
    expect((await userRow('end_user@netfleet.test'))?.ssoAdmin).toBe(true);
  });

  it('removes a suppressed e-mail, once', async () => {
    const url = `/api/suppressed-emails/${encodeURIComponent('Bounced@example.com')}`;
    const removed = await send('super_admin', 'DELETE', url);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ email: 'bounced@example.com' });
    expect(
      await server.db
        .select()
        .from(suppressedEmails)
        .where(eq(suppressedEmails.email, 'bounced@example.com')),
    ).toEqual([]);
    expect((await send('super_admin', 'DELETE', url)).statusCode).toBe(404);
  });
});
