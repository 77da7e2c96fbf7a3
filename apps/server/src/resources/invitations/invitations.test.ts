import { InvitationRowSchema, listResponseSchema } from '@netfleet/contracts';
import { ROLES } from '@netfleet/permissions';
import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors, expectUnchanged, type Method } from '../../../test/support/forms.js';
import { apiGet, apiSend, errorCode, type TestSession } from '../../../test/support/signIn.js';
import { signInEveryRole } from '../../../test/support/signInEveryRole.js';
import { startTestServer } from '../../../test/support/testServer.js';
import { distributorInvitations, mailLog, userInvitations } from '../../db/schema.js';
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
const mailsTo = (email: string) =>
  server.db.select().from(mailLog).where(eq(mailLog.toEmail, email)).orderBy(desc(mailLog.id));

describe('every form refuses an invalid or forbidden submit and changes nothing', () => {
  // [call, method, path, who may, an invalid payload, the sources it fails on, who may not]
  it.each([
    [
      'POST /api/users/invite',
      'POST',
      '/api/users/invite',
      'admin',
      { email: 'not-an-email', role_id: 'x' },
      ['company_id', 'email', 'role_id'],
      'readonly_admin',
    ],
    [
      'POST /api/distributors/invitations',
      'POST',
      '/api/distributors/invitations',
      'super_admin',
      { company_name: 'ab', country: 'LTU' },
      ['company_name', 'email', 'country'],
      'admin',
    ],
  ] as const)('%s', async (_call, method, url, allowed, invalid, sources, forbiddenRole) => {
    await expectUnchanged(server, async () => {
      expectFieldErrors(await send(allowed, method, url, invalid), sources);
      // No body at all reads as an empty form: 422 naming the required fields.
      expect((await send(allowed, method, url)).statusCode).toBe(422);
      const forbidden = await send(forbiddenRole, method, url, invalid);
      expect(forbidden.statusCode).toBe(403);
      expect(errorCode(forbidden)).toBe('FORBIDDEN');
    });
  });
});

describe('POST /api/users/invite', () => {
  it('invites with an invitable role and writes the invitation e-mail to the mail log', async () => {
    const readOnly = ROLES.find((role) => role.name === 'read_only')?.id;
    const response = await send('admin', 'POST', '/api/users/invite', {
      company_id: company['Harbor Logistics'],
      email: ' New.Person@Example.com ',
      role_id: readOnly,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      data: { company_id: company['Harbor Logistics'], email: 'new.person@example.com', role_id: readOnly },
      message: 'Invitation sent successfully',
    });
    const [mail] = await mailsTo('new.person@example.com');
    expect(mail).toMatchObject({
      kind: 'invitation',
      subject: 'Ada Admin invites you to Harbor Logistics on Netfleet',
    });
    const token = /\/auth\/invitations\/([\w-]+)/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeTruthy();
    const [stored] = await server.db
      .select()
      .from(userInvitations)
      .where(eq(userInvitations.email, 'new.person@example.com'));
    expect(stored?.tokenHash).not.toBe(token);
    expect(stored?.roleId).toBe(readOnly);
  });

  it('defaults to the end user role and refuses roles, e-mails and companies it may not use', async () => {
    const plain = await send('admin', 'POST', '/api/users/invite', {
      company_id: company['Greenfield Farms'],
      email: 'field.worker@example.com',
    });
    expect(plain.json().data.role_id).toBe(ROLES.find((role) => role.name === 'end_user')?.id);
    await expectUnchanged(server, async () => {
      const body = { company_id: company['Harbor Logistics'], email: 'someone@example.com' };
      const superRole = await send('admin', 'POST', '/api/users/invite', { ...body, role_id: 1 });
      expect(superRole.statusCode).toBe(403);
      expect(superRole.json().errors[0]).toMatchObject({ code: 'FORBIDDEN', source: 'role_id' });
      expect(
        (await send('admin', 'POST', '/api/users/invite', { ...body, role_id: 99 })).json().errors[0].source,
      ).toBe('role_id');
      const existing = await send('admin', 'POST', '/api/users/invite', {
        ...body,
        email: 'END_USER@netfleet.test',
      });
      expect(existing.json().errors[0]).toMatchObject({ code: 'CONFLICT', source: 'email' });
      const pending = await send('admin', 'POST', '/api/users/invite', {
        ...body,
        email: 'new.person@example.com',
      });
      expect(pending.json().errors[0]).toMatchObject({ code: 'CONFLICT', source: 'email' });
      const suppressed = await send('admin', 'POST', '/api/users/invite', {
        ...body,
        email: 'bounced@example.com',
      });
      expect(suppressed.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', source: 'email' });
      const outside = await send('admin', 'POST', '/api/users/invite', {
        ...body,
        company_id: company['Amber Energy'],
      });
      expect(outside.json().errors[0]).toMatchObject({ code: 'NOT_FOUND', source: 'company_id' });
    });
  });
});

describe('POST /api/distributors/invitations', () => {
  it('invites a distributor and mails the invitation', async () => {
    const response = await send('super_admin', 'POST', '/api/distributors/invitations', {
      company_name: 'Nordic Routers',
      email: 'sales@nordic.example',
      country: 'se',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      company_name: 'Nordic Routers',
      email: 'sales@nordic.example',
      country: 'SE',
    });
    const [mail] = await mailsTo('sales@nordic.example');
    expect(mail?.kind).toBe('distributor_invitation');
    expect(mail?.body).toContain('Nordic Routers (SE)');
    expect(await server.db.select().from(distributorInvitations)).toHaveLength(1);
    await expectUnchanged(server, async () => {
      const again = await send('super_admin', 'POST', '/api/distributors/invitations', {
        company_name: 'Nordic Routers',
        email: 'sales@nordic.example',
        country: 'SE',
      });
      expect(again.statusCode).toBe(409);
    });
  });
});

describe('GET /api/users/invitations', () => {
  it('lists the invitations of the scope with company, role and inviter names and a status', async () => {
    const email = 'listed-invitee@example.com';
    const created = await send('admin', 'POST', '/api/users/invite', {
      company_id: company['Greenfield Farms'],
      email,
    });
    expect(created.statusCode, created.body).toBe(201);
    const response = await apiGet(server.app, '/api/users/invitations?q=listed-invitee', as.admin);
    expect(response.statusCode).toBe(200);
    const { data, meta } = v.parse(listResponseSchema(InvitationRowSchema), response.json());
    expect(meta.total).toBe(1);
    expect(data[0]).toMatchObject({
      email,
      company_name: 'Greenfield Farms',
      role_title: 'End Client',
      invited_by_email: 'admin@netfleet.test',
      status: 'pending',
      accepted_at: null,
    });
    const pending = (
      await apiGet(server.app, '/api/users/invitations?status=pending&limit=100', as.admin)
    ).json();
    expect(pending.data.every((row: { status: string }) => row.status === 'pending')).toBe(true);
    const accepted = (await apiGet(server.app, '/api/users/invitations?status=accepted', as.admin)).json();
    expect(accepted.data.some((row: { email: string }) => row.email === email)).toBe(false);
  });

  it('shows a company outside the scope nothing, and refuses roles without view_user_invitations', async () => {
    const theirs = (await apiGet(server.app, '/api/users/invitations?limit=100', as.readonly_admin)).json();
    expect(theirs.data.some((row: { company_name: string }) => row.company_name === 'Greenfield Farms')).toBe(
      false,
    );
    expect((await apiGet(server.app, '/api/users/invitations', as.end_user)).statusCode).toBe(403);
    expect((await apiGet(server.app, '/api/users/invitations?status=maybe', as.admin)).statusCode).toBe(422);
  });
});
