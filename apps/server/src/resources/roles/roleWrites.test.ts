import { ROLES } from '@netfleet/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiSend, signIn, type TestSession } from '../../../test/support/signIn.js';
import { signInEveryRole } from '../../../test/support/signInEveryRole.js';
import { startTestServer } from '../../../test/support/testServer.js';
import { rolePermissions, roles, users } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

let server: NetfleetServer;
let company: Record<string, number> = {};
let as: Record<string, TestSession> = {};

beforeAll(async () => {
  server = await startTestServer();
  ({ company, as } = await signInEveryRole(server));
});
afterAll(() => server?.close());

const harbor = () => company['Harbor Logistics'] as number;
const admin = () => as.admin as TestSession;
const superAdmin = () => as.super_admin as TestSession;
const role = (overrides: Record<string, unknown> = {}) => ({
  company_id: harbor(),
  name: 'fleet_viewer',
  title: 'Fleet viewer',
  description: 'Sees the devices and tags; adds tags',
  permissions: ['view_devices', 'view_tags', 'create_tags'],
  ...overrides,
});
const errorOf = (response: { json(): unknown }) =>
  (response.json() as { errors: { code: string; message: string; source: string | null }[] }).errors[0];

/** A user of `companyId` in role `roleId`, with the demo password (the admin's hash). */
async function addUser(email: string, companyId: number, roleId: number): Promise<void> {
  const [admin] = await server.db.select().from(users).where(eq(users.email, 'admin@netfleet.test'));
  await server.db.insert(users).values({
    email,
    username: email.split('@')[0] ?? email,
    passwordHash: admin?.passwordHash ?? '',
    companyId,
    roleId,
    tosAccepted: true,
  });
}

describe('POST, PUT and DELETE /api/roles', () => {
  it('creates a custom role in the scope, lists it, changes it and deletes it', async () => {
    const created = await apiSend(server.app, 'POST', '/api/roles', admin(), role());
    expect(created.statusCode).toBe(201);
    const { data } = created.json();
    expect(data).toMatchObject({
      name: 'fleet_viewer',
      title: 'Fleet viewer',
      company_id: harbor(),
      permissions: ['create_tags', 'view_devices', 'view_tags'],
      permissions_count: 3,
      is_default: false,
    });
    expect(data.id).toBeGreaterThanOrEqual(1000);

    const listed = await apiGet(
      server.app,
      `/api/roles?company_id=${harbor()}&fields=id,name,company_id,permissions`,
      admin(),
    );
    const rows = listed.json().data as { id: number; company_id: number | null; permissions: string[] }[];
    expect(rows[rows.length - 1]).toMatchObject({ id: data.id, permissions: data.permissions });
    expect(rows.filter((row) => row.company_id !== null)).toHaveLength(1);

    const updated = await apiSend(
      server.app,
      'PUT',
      `/api/roles/${data.id}`,
      admin(),
      role({ title: 'Fleet watcher', permissions: ['view_devices'], scope: 'own' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ title: 'Fleet watcher', permissions: ['view_devices'] });
    const stored = await server.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, data.id));
    expect(stored.map((row) => row.permission)).toEqual(['view_devices']);

    const deleted = await apiSend(server.app, 'DELETE', `/api/roles/${data.id}`, admin());
    expect(deleted.statusCode).toBe(200);
    expect(await server.db.select().from(roles).where(eq(roles.id, data.id))).toEqual([]);
    expect(await server.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, data.id))).toEqual(
      [],
    );
  });

  it('refuses guests, the end client, and anyone without manage_roles', async () => {
    for (const name of ['read_only', 'readonly_admin', 'end_user']) {
      const response = await apiSend(server.app, 'POST', '/api/roles', as[name] as TestSession, role());
      expect(response.statusCode, name).toBe(403);
    }
    expect(await server.db.select().from(roles).where(eq(roles.name, 'fleet_viewer'))).toEqual([]);
  });

  it('refuses escalation: permissions, scope or invitable roles beyond the caller, and a default name', async () => {
    const beyond = await apiSend(
      server.app,
      'POST',
      '/api/roles',
      admin(),
      role({ permissions: ['view_devices', 'update_email_settings', 'super_admin'] }),
    );
    expect(beyond.statusCode).toBe(403);
    expect(errorOf(beyond)).toMatchObject({
      source: 'permissions',
      message: 'You may not grant permissions you do not hold: update_email_settings, super_admin.',
    });
    const invites = await apiSend(
      server.app,
      'POST',
      '/api/roles',
      admin(),
      role({ can_invite_roles: ['support'] }),
    );
    expect(invites.statusCode).toBe(403);
    expect(errorOf(invites)?.source).toBe('can_invite_roles');
    const wide = await apiSend(server.app, 'POST', '/api/roles', admin(), role({ scope: 'all' }));
    expect(wide.statusCode).toBe(422);
    expect(errorOf(wide)?.source).toBe('scope');
    const unknown = await apiSend(server.app, 'POST', '/api/roles', admin(), role({ permissions: ['fly'] }));
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown)?.message).toBe('Unknown permissions: fly.');
    const named = await apiSend(server.app, 'POST', '/api/roles', admin(), role({ name: 'admin' }));
    expect(named.statusCode).toBe(422);
    expect(errorOf(named)?.source).toBe('name');
    expect(await server.db.select().from(roles).where(eq(roles.companyId, harbor()))).toEqual([]);
  });

  it('answers 404 outside the scope, 403 for default roles and 409 for a taken name', async () => {
    const amber = company['Amber Energy'] as number;
    expect(
      (await apiSend(server.app, 'POST', '/api/roles', admin(), role({ company_id: amber }))).statusCode,
    ).toBe(404);
    const foreign = await apiSend(
      server.app,
      'POST',
      '/api/roles',
      superAdmin(),
      role({ company_id: amber }),
    );
    expect(foreign.statusCode).toBe(201);
    const foreignId = foreign.json().data.id;
    expect(
      (await apiSend(server.app, 'PUT', `/api/roles/${foreignId}`, admin(), role({ company_id: amber })))
        .statusCode,
    ).toBe(404);
    expect((await apiSend(server.app, 'DELETE', `/api/roles/${foreignId}`, admin())).statusCode).toBe(404);

    const defaultChange = await apiSend(server.app, 'PUT', '/api/roles/4', admin(), role());
    expect(defaultChange.statusCode).toBe(403);
    expect(errorOf(defaultChange)?.message).toBe('Default roles cannot be changed or deleted.');
    expect((await apiSend(server.app, 'DELETE', '/api/roles/4', superAdmin())).statusCode).toBe(403);

    const first = await apiSend(server.app, 'POST', '/api/roles', admin(), role({ name: 'twin' }));
    expect(first.statusCode).toBe(201);
    const twin = await apiSend(server.app, 'POST', '/api/roles', admin(), role({ name: 'twin' }));
    expect(twin.statusCode).toBe(409);
    expect(errorOf(twin)).toMatchObject({
      source: 'name',
      message: 'The company has a role named twin already.',
    });
    expect(
      (await apiSend(server.app, 'DELETE', `/api/roles/${first.json().data.id}`, admin())).statusCode,
    ).toBe(200);
    // A role holding more than the admin (made by the system administrator) is not the admin's to change.
    const mighty = await apiSend(
      server.app,
      'POST',
      '/api/roles',
      superAdmin(),
      role({ name: 'mighty', permissions: ['view_devices', 'view_mail_logs'] }),
    );
    const mightyId = mighty.json().data.id;
    expect((await apiSend(server.app, 'DELETE', `/api/roles/${mightyId}`, admin())).statusCode).toBe(403);
    const invitable = await apiGet(
      server.app,
      `/api/roles?invitable=1&company_id=${harbor()}&fields=name`,
      admin(),
    );
    expect(invitable.json().data.map((row: { name: string }) => row.name)).not.toContain('mighty');
    await apiSend(server.app, 'DELETE', `/api/roles/${mightyId}`, superAdmin());
    await apiSend(server.app, 'DELETE', `/api/roles/${foreignId}`, superAdmin());
  });
});

describe('a user in a custom role', () => {
  it('is allowed exactly the role permissions, changes apply at once, and the role in use is not deleted', async () => {
    const metro = company['Metro Transit'] as number;
    const created = await apiSend(
      server.app,
      'POST',
      '/api/roles',
      admin(),
      role({ company_id: company['Northwind Networks'], name: 'tagger' }),
    );
    const roleId = created.json().data.id as number;
    // Offered when inviting into a subsidiary of the role's company.
    const invitable = await apiGet(
      server.app,
      `/api/roles?invitable=1&company_id=${metro}&fields=id,name`,
      admin(),
    );
    expect(invitable.json().data.map((row: { name: string }) => row.name)).toContain('tagger');
    const invited = await apiSend(server.app, 'POST', '/api/users/invite', admin(), {
      company_id: metro,
      email: 'tagger-invite@example.com',
      role_id: roleId,
    });
    expect(invited.statusCode).toBe(201);

    await addUser('tagger@netfleet.test', metro, roleId);
    const tagger = await signIn(server.app, 'tagger@netfleet.test');
    const me = (await apiGet(server.app, '/api/user', tagger)).json();
    expect([...me.permissions].sort()).toEqual(['create_tags', 'view_devices', 'view_tags']);
    expect((await apiGet(server.app, '/api/devices', tagger)).statusCode).toBe(200);
    expect((await apiGet(server.app, '/api/companies', tagger)).statusCode).toBe(403);
    expect((await apiGet(server.app, '/api/users', tagger)).statusCode).toBe(403);
    const tag = await apiSend(server.app, 'POST', '/api/tags', tagger, {
      company_id: metro,
      name: 'Night shift',
    });
    expect(tag.statusCode).toBe(201);

    // The role loses create_tags: the next request is refused.
    await apiSend(
      server.app,
      'PUT',
      `/api/roles/${roleId}`,
      admin(),
      role({
        company_id: company['Northwind Networks'],
        name: 'tagger',
        permissions: ['view_devices', 'view_tags'],
      }),
    );
    const refused = await apiSend(server.app, 'POST', '/api/tags', tagger, {
      company_id: metro,
      name: 'Day shift',
    });
    expect(refused.statusCode).toBe(403);

    const inUse = await apiSend(server.app, 'DELETE', `/api/roles/${roleId}`, admin());
    expect(inUse.statusCode).toBe(409);
    expect(errorOf(inUse)?.message).toBe('1 user holds the role Fleet viewer: give them another role first.');
    expect(await server.db.select().from(roles).where(eq(roles.id, roleId))).toHaveLength(1);
  });

  it('invites only as its own can_invite_roles, never the admin fallback, and gives nothing it lacks', async () => {
    const northwind = company['Northwind Networks'] as number;
    // Everything a Guest holds and more: only can_invite_roles decides whether it may invite Guests.
    const recruiterRole = (canInvite: string[]) =>
      role({
        company_id: northwind,
        name: 'recruiter',
        title: 'Recruiter',
        permissions: [
          ...(ROLES.find((r) => r.name === 'read_only')?.permissions ?? []),
          'view_roles',
          'invite_users',
          'manage_roles',
        ],
        can_invite_roles: canInvite,
      });
    const created = await apiSend(server.app, 'POST', '/api/roles', admin(), recruiterRole([]));
    expect(created.statusCode).toBe(201);
    const recruiterId = created.json().data.id as number;
    await addUser('recruiter@netfleet.test', northwind, recruiterId);
    const recruiter = await signIn(server.app, 'recruiter@netfleet.test');
    const offered = async () =>
      (await apiGet(server.app, `/api/roles?invitable=1&company_id=${northwind}&fields=name`, recruiter))
        .json()
        .data.map((row: { name: string }) => row.name);
    expect(await offered()).not.toContain('read_only');
    const invite = (roleId: number, email: string) =>
      apiSend(server.app, 'POST', '/api/users/invite', recruiter, {
        company_id: northwind,
        email,
        role_id: roleId,
      });
    expect((await invite(4, 'guest-one@example.com')).statusCode).toBe(403);
    expect((await invite(2, 'climber@example.com')).statusCode).toBe(403);

    await apiSend(server.app, 'PUT', `/api/roles/${recruiterId}`, admin(), recruiterRole(['read_only']));
    expect(await offered()).toContain('read_only');
    expect(await offered()).not.toContain('admin');
    expect((await invite(4, 'guest-two@example.com')).statusCode).toBe(201);

    const widen = await apiSend(
      server.app,
      'POST',
      '/api/roles',
      recruiter,
      role({ company_id: northwind, name: 'climber', permissions: ['view_devices', 'view_companies'] }),
    );
    expect(widen.statusCode).toBe(403);
    expect(errorOf(widen)?.message).toBe('You may not grant permissions you do not hold: view_companies.');
    const within = await apiSend(
      server.app,
      'POST',
      '/api/roles',
      recruiter,
      role({ company_id: northwind, name: 'viewer', title: 'Viewer', permissions: ['view_devices'] }),
    );
    expect(within.statusCode).toBe(201);
    expect(await offered()).toContain('viewer');
  });
});
