import { InvitationRowSchema, listResponseSchema } from '@netfleet/contracts';
import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectUnchanged } from '../../../test/support/forms.js';
import { apiGet, apiSend, type TestSession } from '../../../test/support/signIn.js';
import { signInEveryRole } from '../../../test/support/signInEveryRole.js';
import { createTestClock, startTestServer } from '../../../test/support/testServer.js';
import { mailLog, userInvitations } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

const clock = createTestClock();
let server: NetfleetServer;
let company: Record<string, number> = {};
let as: Record<string, TestSession> = {};

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  ({ company, as } = await signInEveryRole(server));
});
afterAll(() => server?.close());

const send = (role: string, url: string, body?: unknown) =>
  apiSend(server.app, 'POST', url, as[role] as TestSession, body);
const linkOf = async (email: string) => {
  const [mail] = await server.db
    .select()
    .from(mailLog)
    .where(eq(mailLog.toEmail, email))
    .orderBy(desc(mailLog.id))
    .limit(1);
  return /\/auth\/invitations\/([\w-]+)/.exec(mail?.body ?? '')?.[1];
};
const invite = async (email: string, companyName = 'Harbor Logistics') => {
  const response = await send('admin', '/api/users/invite', { company_id: company[companyName], email });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as number;
};
const statusOf = async (id: number) => {
  const response = await apiGet(server.app, '/api/users/invitations?limit=100', as.admin);
  const rows = v.parse(listResponseSchema(InvitationRowSchema), response.json()).data;
  return rows.find((row) => row.id === id);
};

describe('POST /api/users/invitations/{id}/resend', () => {
  it('mails a new link with a new expiry; the old link stops working', async () => {
    const id = await invite('resend.me@example.com');
    const first = await linkOf('resend.me@example.com');
    expect((await statusOf(id))?.status).toBe('pending');
    clock.advance(60_000);
    const response = await send('admin', `/api/users/invitations/${id}/resend`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Invitation sent again successfully');
    const second = await linkOf('resend.me@example.com');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const row = await statusOf(id);
    expect(row?.last_sent_at).toBe(new Date(clock.now()).toISOString());
    expect(row?.expires_at).toBe(new Date(clock.now() + 7 * 24 * 3_600_000).toISOString());
    expect((await server.app.inject({ url: `/auth/invitations/${first}` })).statusCode).toBe(404);
    expect((await server.app.inject({ url: `/auth/invitations/${second}` })).statusCode).toBe(200);
  });

  it('refuses guests, invitations outside the scope and cancelled ones, changing nothing', async () => {
    const id = await invite('guest.refused@example.com');
    const [baltic] = await server.db
      .insert(userInvitations)
      .values({
        companyId: company['Amber Energy'] ?? 0,
        email: 'amber.person@example.com',
        roleId: 3,
        tokenHash: 'x'.repeat(64),
        createdAt: new Date(clock.now()),
        expiresAt: new Date(clock.now() + 3_600_000),
      })
      .returning();
    await expectUnchanged(server, async () => {
      expect((await send('readonly_admin', `/api/users/invitations/${id}/resend`)).statusCode).toBe(403);
      expect((await send('end_user', `/api/users/invitations/${id}/cancel`)).statusCode).toBe(403);
      expect((await send('admin', `/api/users/invitations/${baltic?.id}/resend`)).statusCode).toBe(404);
      expect((await send('admin', `/api/users/invitations/${baltic?.id}/cancel`)).statusCode).toBe(404);
      expect((await send('admin', '/api/users/invitations/999999/cancel')).statusCode).toBe(404);
      expect((await send('admin', '/api/users/invitations/abc/cancel')).statusCode).toBe(422);
    });
  });
});

describe('POST /api/users/invitations/{id}/cancel', () => {
  it('cancels: listed as cancelled, the link shows its message, no resend, and the address may be invited again', async () => {
    const id = await invite('cancel.me@example.com');
    const token = await linkOf('cancel.me@example.com');
    const response = await send('admin', `/api/users/invitations/${id}/cancel`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Invitation cancelled successfully');
    expect((await statusOf(id))?.status).toBe('cancelled');
    const filtered = await apiGet(server.app, '/api/users/invitations?status=cancelled', as.admin);
    expect(filtered.json().data.map((row: { id: number }) => row.id)).toContain(id);

    const page = await server.app.inject({ url: `/auth/invitations/${token}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('Invitation cancelled');

    const again = await send('admin', `/api/users/invitations/${id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe('This invitation was cancelled.');
    expect((await send('admin', `/api/users/invitations/${id}/resend`)).statusCode).toBe(409);
    // A cancelled invitation is not pending: the address can be invited anew.
    await invite('cancel.me@example.com');
  });

  it('an expired invitation shows as expired and can be resent', async () => {
    const id = await invite('expire.me@example.com');
    const token = await linkOf('expire.me@example.com');
    await server.db
      .update(userInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userInvitations.id, id));
    expect((await statusOf(id))?.status).toBe('expired');
    const page = await server.app.inject({ url: `/auth/invitations/${token}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('Invitation expired');
    expect((await send('admin', `/api/users/invitations/${id}/resend`)).statusCode).toBe(200);
    expect((await statusOf(id))?.status).toBe('pending');
  });
});
