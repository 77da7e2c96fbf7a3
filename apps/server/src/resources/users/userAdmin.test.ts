import { listResponseSchema, UserMoveLogRowSchema, UserRowSchema } from '@netfleet/contracts';
import { ROLES } from '@netfleet/permissions';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectUnchanged } from '../../../test/support/forms.js';
import { apiGet, apiSend, errorCode, type TestSession } from '../../../test/support/signIn.js';
import { signInEveryRole } from '../../../test/support/signInEveryRole.js';
import { startTestServer } from '../../../test/support/testServer.js';
import { roles, userMoveLogs, users } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

let server: NetfleetServer;
let company: Record<string, number> = {};
let as: Record<string, TestSession> = {};
const ids: Record<string, number> = {};
const roleId = (name: string) => ROLES.find((role) => role.name === name)?.id ?? -1;

beforeAll(async () => {
  server = await startTestServer();
  ({ company, as } = await signInEveryRole(server));
  for (const row of await server.db.select({ id: users.id, email: users.email }).from(users))
    ids[row.email] = row.id;
});
afterAll(() => server?.close());

const send = (role: string, method: 'POST' | 'PUT', url: string, body?: unknown) =>
  apiSend(server.app, method, url, as[role] as TestSession, body);
const userRow = async (email: string) => {
  const [row] = await server.db.select().from(users).where(eq(users.email, email));
  return row;
};

describe('GET /api/users', () => {
  it('lists role, MFA, company, last sign-in, status and the impersonation access limit', async () => {
    const response = await apiGet(server.app, '/api/users?limit=100', as.admin);
    expect(response.statusCode).toBe(200);
    const rows = v.parse(listResponseSchema(UserRowSchema), response.json()).data;
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    expect(byEmail.get('admin@netfleet.test')).toMatchObject({
      role_title: 'Administrator',
      mfa_type: 'email',
      company_name: 'Northwind Networks',
      status: 'active',
    });
    // Signed in by the suite's setup: the sign-in wrote it.
    expect(byEmail.get('admin@netfleet.test')?.last_sign_in_at).not.toBeNull();
    expect(byEmail.get('unverified@netfleet.test')?.status).toBe('not_verified');
    expect(byEmail.get('end_user@netfleet.test')?.impersonation_access_limit).not.toBeNull();
    // Baltic's users are not Northwind's admin's.
    expect(byEmail.has('read_only@netfleet.test')).toBe(false);
    const root = await apiGet(server.app, '/api/users?limit=100&q=mfa-required', as.super_admin);
    expect(root.json().data[0]).toMatchObject({
      email: 'mfa-required@netfleet.test',
      status: 'mfa_required',
    });
  });
});

describe('PUT /api/users/{id}', () => {
  it('gives a user of the scope an invitable role', async () => {
    const response = await send('admin', 'PUT', `/api/users/${ids['email-as-username@netfleet.test']}`, {
      role_id: roleId('read_only'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: { role_name: 'read_only', role_title: 'Guest' },
      message: 'User role updated successfully',
    });
    expect((await userRow('email-as-username@netfleet.test'))?.roleId).toBe(roleId('read_only'));
    // And back, so other tests see the seed.
    await send('admin', 'PUT', `/api/users/${ids['email-as-username@netfleet.test']}`, {
      role_id: roleId('end_user'),
    });
  });

  it('refuses oneself, roles the caller may not give, users outside the scope and guests', async () => {
    await expectUnchanged(server, async () => {
      const own = await send('admin', 'PUT', `/api/users/${ids['admin@netfleet.test']}`, {
        role_id: roleId('end_user'),
      });
      expect(own.statusCode).toBe(422);
      expect(own.json().errors[0]).toMatchObject({
        message: 'You cannot change your own role.',
        source: 'role_id',
      });
      // An administrator cannot make anyone a system administrator.
      const support = await send('admin', 'PUT', `/api/users/${ids['end_user@netfleet.test']}`, {
        role_id: roleId('super_admin'),
      });
      expect(support.statusCode).toBe(403);
      expect(support.json().errors[0].source).toBe('role_id');
      // An administrator cannot demote the system administrator (outside its scope anyway: 404).
      const root = await send('admin', 'PUT', `/api/users/${ids['super_admin@netfleet.test']}`, {
        role_id: roleId('read_only'),
      });
      expect(root.statusCode).toBe(404);
      const outside = await send('admin', 'PUT', `/api/users/${ids['read_only@netfleet.test']}`, {
        role_id: roleId('end_user'),
      });
      expect(outside.statusCode).toBe(404);
      const guest = await send('readonly_admin', 'PUT', `/api/users/${ids['read_only@netfleet.test']}`, {
        role_id: roleId('end_user'),
      });
      expect(guest.statusCode).toBe(403);
      expect(errorCode(guest)).toBe('FORBIDDEN');
      const invalid = await send('admin', 'PUT', `/api/users/${ids['end_user@netfleet.test']}`, {
        role_id: 'x',
      });
      expect(invalid.statusCode).toBe(422);
      expect((await send('admin', 'PUT', '/api/users/abc', { role_id: 3 })).statusCode).toBe(422);
      const unknown = await send('admin', 'PUT', `/api/users/${ids['end_user@netfleet.test']}`, {
        role_id: 999_999,
      });
      expect(unknown.statusCode).toBe(422);
    });
  });

  it('refuses a custom role of another company and changes nothing', async () => {
    const [custom] = await server.db
      .insert(roles)
      .values({
        id: 990_001,
        name: 'amber_ops',
        title: 'Amber ops',
        scope: 'own',
        companyId: company['Amber Energy'],
      })
      .returning();
    await expectUnchanged(server, async () => {
      const response = await send('super_admin', 'PUT', `/api/users/${ids['end_user@netfleet.test']}`, {
        role_id: custom?.id,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ source: 'role_id' });
    });
  });
});

describe('POST /api/users/move and GET /api/users/move-logs', () => {
  it('moves users into another company of the scope and logs each move', async () => {
    const response = await send('admin', 'POST', '/api/users/move', {
      user_ids: [ids['tos-pending@netfleet.test'], ids['email-as-username@netfleet.test']],
      company_id: company['Greenfield Farms'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: { moved: 2, company_id: company['Greenfield Farms'], company_name: 'Greenfield Farms' },
      message: 'Users moved successfully',
    });
    expect((await userRow('tos-pending@netfleet.test'))?.companyId).toBe(company['Greenfield Farms']);

    const logs = await apiGet(server.app, '/api/users/move-logs', as.admin);
    expect(logs.statusCode).toBe(200);
    const rows = v.parse(listResponseSchema(UserMoveLogRowSchema), logs.json()).data;
    expect(
      rows.map((row) => [row.user_email, row.from_company_name, row.to_company_name, row.moved_by_email]),
    ).toEqual(
      expect.arrayContaining([
        ['tos-pending@netfleet.test', 'Metro Transit Depot North', 'Greenfield Farms', 'admin@netfleet.test'],
        ['email-as-username@netfleet.test', 'Metro Transit', 'Greenfield Farms', 'admin@netfleet.test'],
      ]),
    );
    const ofCompany = await apiGet(
      server.app,
      `/api/users/move-logs?company_id=${company['Metro Transit']}`,
      as.admin,
    );
    // This move, and the demo's earlier one into Metro Transit (from its depot).
    expect(ofCompany.json().data.map((row: { user_email: string }) => row.user_email)).toEqual([
      'email-as-username@netfleet.test',
      'seasonal.driver@metro-transit.example',
    ]);
    // Baltic's advanced guest sees the log, but no move of Northwind's users.
    const baltic = await apiGet(server.app, '/api/users/move-logs', as.readonly_admin);
    expect(baltic.statusCode).toBe(200);
    expect(baltic.json().data).toEqual([]);
    expect((await apiGet(server.app, '/api/users/move-logs', as.end_user)).statusCode).toBe(403);
  });

  it('moves all or none: any user outside the scope, oneself or already there refuses the whole move', async () => {
    const before = await server.db.select().from(userMoveLogs);
    await expectUnchanged(server, async () => {
      const outside = await send('admin', 'POST', '/api/users/move', {
        user_ids: [ids['end_user@netfleet.test'], ids['read_only@netfleet.test']],
        company_id: company['Greenfield Farms'],
      });
      expect(outside.statusCode).toBe(404);
      expect(outside.json().errors[0].source).toBe('user_ids');
      const target = await send('admin', 'POST', '/api/users/move', {
        user_ids: [ids['end_user@netfleet.test']],
        company_id: company['Amber Energy'],
      });
      expect(target.statusCode).toBe(404);
      expect(target.json().errors[0].source).toBe('company_id');
      const own = await send('admin', 'POST', '/api/users/move', {
        user_ids: [ids['admin@netfleet.test']],
        company_id: company['Greenfield Farms'],
      });
      expect(own.statusCode).toBe(422);
      const already = await send('admin', 'POST', '/api/users/move', {
        user_ids: [ids['end_user@netfleet.test']],
        company_id: company['Harbor Logistics'],
      });
      expect(already.statusCode).toBe(422);
      expect(already.json().errors[0].message).toBe('end_user@netfleet.test is in Harbor Logistics already.');
      const twice = await send('admin', 'POST', '/api/users/move', {
        user_ids: [ids['end_user@netfleet.test'], ids['end_user@netfleet.test']],
        company_id: company['Greenfield Farms'],
      });
      expect(twice.statusCode).toBe(422);
      expect((await send('admin', 'POST', '/api/users/move', { user_ids: [] })).statusCode).toBe(422);
      const guest = await send('readonly_admin', 'POST', '/api/users/move', {
        user_ids: [ids['read_only@netfleet.test']],
        company_id: company['Riverside Retail'],
      });
      expect(guest.statusCode).toBe(403);
    });
    expect(await server.db.select().from(userMoveLogs)).toHaveLength(before.length);
  });
});
