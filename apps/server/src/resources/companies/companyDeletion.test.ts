import { CompanyDeletionImpactResponseSchema } from '@netfleet/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectUnchanged } from '../../../test/support/forms.js';
import { apiGet, apiSend, errorCode, signIn, type TestSession } from '../../../test/support/signIn.js';
import { signInEveryRole } from '../../../test/support/signInEveryRole.js';
import { startTestServer } from '../../../test/support/testServer.js';
import {
  companies,
  companyCredits,
  creditTransactions,
  devices,
  files,
  roles,
  sessions,
  tags,
  userInvitations,
  users,
} from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

let server: NetfleetServer;
let company: Record<string, number> = {};
let as: Record<string, TestSession> = {};

beforeAll(async () => {
  server = await startTestServer();
  ({ company, as } = await signInEveryRole(server));
});
afterAll(() => server?.close());

const send = (role: string, method: 'POST' | 'DELETE', url: string, body?: unknown) =>
  apiSend(server.app, method, url, as[role] as TestSession, body);
const impactOf = async (role: string, id: number) => {
  const response = await apiGet(server.app, `/api/companies/${id}/deletion-impact`, as[role]);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(CompanyDeletionImpactResponseSchema, response.json()).data;
};

/**
 * A subsidiary of Harbor Logistics holding something of everything deletion touches: three
 * of Harbor's devices, 7 Free Credits, a signed-in user, a pending invitation, a custom role,
 * a tag and a file.
 */
async function companyWithEverything(name: string) {
  const harbor = company['Harbor Logistics'] ?? 0;
  const created = await send('admin', 'POST', '/api/companies', { name, parent_id: harbor });
  expect(created.statusCode, created.body).toBe(201);
  const id: number = created.json().data.id;
  const db = server.db;
  const moved = await db
    .update(devices)
    .set({ companyId: id })
    .where(
      sql`${devices.id} in (select ${devices.id} from ${devices} where ${devices.companyId} = ${harbor} order by ${devices.id} limit 3)`,
    )
    .returning({ id: devices.id });
  await db.insert(companyCredits).values({ companyId: id, creditTypeId: 1, creditsLeft: 7 });
  const [role] = await db
    .insert(roles)
    .values({
      id: sql`nextval('custom_role_ids')`,
      name: `${name} operators`,
      title: 'Operators',
      scope: 'own',
      companyId: id,
    })
    .returning({ id: roles.id });
  const [template] = await db.select().from(users).where(eq(users.email, 'end_user@netfleet.test'));
  const email = `${name.toLowerCase().replaceAll(' ', '-')}@netfleet.test`;
  await db.insert(users).values({
    email,
    username: email,
    passwordHash: template?.passwordHash ?? '',
    companyId: id,
    roleId: role?.id ?? 0,
    tosAccepted: true,
  });
  const member = await signIn(server.app, email);
  const now = Date.now();
  await db.insert(userInvitations).values({
    companyId: id,
    email: `invited-${email}`,
    roleId: role?.id ?? 0,
    tokenHash: `hash-${email}`,
    createdAt: new Date(now),
    expiresAt: new Date(now + 86_400_000),
  });
  await db.insert(tags).values({ companyId: id, name: 'Cold chain', color: '#112233' });
  await db.insert(files).values({ companyId: id, name: 'backup.tar.gz', type: 'backup', size: 2048 });
  return { id, harbor, deviceIds: moved.map((row) => row.id), member, email };
}

describe('GET /api/companies/:id/deletion-impact', () => {
  it('says what deleting would move and remove', async () => {
    const fixture = await companyWithEverything('Harbor Annex');
    const impact = await impactOf('admin', fixture.id);
    expect(impact).toMatchObject({
      id: fixture.id,
      name: 'Harbor Annex',
      parent_id: fixture.harbor,
      parent_name: 'Harbor Logistics',
      blocked_by: null,
      subsidiaries_count: 0,
      devices_count: 3,
      users_count: 1,
      pending_invitations_count: 1,
      custom_roles_count: 1,
      tags_count: 1,
      files_count: 1,
    });
    expect(impact.sessions_count).toBeGreaterThanOrEqual(1);
    expect(impact.credits).toEqual([
      { credit_type_id: 1, credit_type_name: expect.any(String), credits_left: 7 },
    ]);
  });

  it('names why the own company, the root and a company with subsidiaries cannot go', async () => {
    expect((await impactOf('admin', company['Northwind Networks'] ?? 0)).blocked_by).toBe('own_company');
    expect((await impactOf('super_admin', company.Netfleet ?? 0)).blocked_by).toBe('own_company');
    expect((await impactOf('admin', company['Metro Transit'] ?? 0)).blocked_by).toBe('subsidiaries');
    expect((await impactOf('readonly_admin', company['Amber Energy'] ?? 0)).blocked_by).toBeNull();
  });

  it('answers 404 outside the scope, 403 without view_companies and 422 for a malformed id', async () => {
    const outside = await apiGet(
      server.app,
      `/api/companies/${company['Amber Energy']}/deletion-impact`,
      as.admin,
    );
    expect(outside.statusCode).toBe(404);
    const forbidden = await apiGet(
      server.app,
      `/api/companies/${company['Harbor Logistics']}/deletion-impact`,
      as.end_user,
    );
    expect(forbidden.statusCode).toBe(403);
    expect((await apiGet(server.app, '/api/companies/x1/deletion-impact', as.admin)).statusCode).toBe(422);
  });
});

describe('DELETE /api/companies/:id', () => {
  it('moves the devices and credits to the parent and removes the users, whose sessions end', async () => {
    const fixture = await companyWithEverything('Harbor Overflow');
    expect((await apiGet(server.app, '/api/user', fixture.member)).statusCode).toBe(200);
    const [before] = await server.db
      .select({ left: companyCredits.creditsLeft })
      .from(companyCredits)
      .where(and(eq(companyCredits.companyId, fixture.harbor), eq(companyCredits.creditTypeId, 1)));

    const deleted = await send('admin', 'DELETE', `/api/companies/${fixture.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const body = v.parse(CompanyDeletionImpactResponseSchema, deleted.json());
    expect(body.message).toBe('Company deleted successfully');
    expect(body.data).toMatchObject({ devices_count: 3, users_count: 1 });

    const db = server.db;
    expect(await db.select().from(companies).where(eq(companies.id, fixture.id))).toEqual([]);
    const owners = await db
      .select({ companyId: devices.companyId })
      .from(devices)
      .where(inArray(devices.id, fixture.deviceIds));
    expect(owners).toEqual(fixture.deviceIds.map(() => ({ companyId: fixture.harbor })));
    const [after] = await db
      .select({ left: companyCredits.creditsLeft })
      .from(companyCredits)
      .where(and(eq(companyCredits.companyId, fixture.harbor), eq(companyCredits.creditTypeId, 1)));
    expect(after?.left).toBe((before?.left ?? 0) + 7);
    const ledger = await db
      .select()
      .from(creditTransactions)
      .where(
        and(
          eq(creditTransactions.companyId, fixture.harbor),
          eq(creditTransactions.reference, String(fixture.id)),
        ),
      );
    expect(ledger).toMatchObject([{ delta: 7, reason: 'moved_in', creditTypeId: 1 }]);
    expect(await db.select().from(users).where(eq(users.email, fixture.email))).toEqual([]);
    expect(await db.select().from(userInvitations).where(eq(userInvitations.companyId, fixture.id))).toEqual(
      [],
    );
    expect(await db.select().from(roles).where(eq(roles.companyId, fixture.id))).toEqual([]);
    expect(await db.select().from(tags).where(eq(tags.companyId, fixture.id))).toEqual([]);
    // The member's session is gone: its cookie no longer signs anything in.
    expect((await apiGet(server.app, '/api/user', fixture.member)).statusCode).toBe(401);
    expect((await send('admin', 'DELETE', `/api/companies/${fixture.id}`)).statusCode).toBe(404);
  });

  it('refuses the own company, the root and a company with subsidiaries with 409, changing nothing', async () => {
    await expectUnchanged(server, async () => {
      const own = await send('admin', 'DELETE', `/api/companies/${company['Northwind Networks']}`);
      expect(own.statusCode).toBe(409);
      expect(own.json().errors[0]).toMatchObject({
        code: 'CONFLICT',
        message: 'You cannot delete your own company.',
      });
      const root = await send('super_admin', 'DELETE', `/api/companies/${company.Netfleet}`);
      expect(root.statusCode).toBe(409);
      const parent = await send('admin', 'DELETE', `/api/companies/${company['Metro Transit']}`);
      expect(parent.statusCode).toBe(409);
      expect(parent.json().errors[0].message).toBe(
        'Metro Transit has 1 subsidiary: move or delete it first.',
      );
    });
  });

  it('refuses a company whose custom role a user of another company holds', async () => {
    const fixture = await companyWithEverything('Harbor Lent Role');
    const [role] = await server.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.companyId, fixture.id));
    await server.db
      .update(users)
      .set({ roleId: role?.id ?? 0 })
      .where(eq(users.email, 'unverified@netfleet.test'));
    expect((await impactOf('admin', fixture.id)).blocked_by).toBe('roles_in_use');
    const refused = await send('admin', 'DELETE', `/api/companies/${fixture.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe(
      '1 users of other companies hold a role of Harbor Lent Role: change their role first.',
    );
  });

  it('is refused to roles without delete_companies, outside the scope, and for a malformed id', async () => {
    const harbor = company['Harbor Logistics'];
    await expectUnchanged(server, async () => {
      for (const role of ['readonly_admin', 'end_user', 'read_only']) {
        const refused = await send(role, 'DELETE', `/api/companies/${harbor}`);
        expect(refused.statusCode, role).toBe(403);
        expect(errorCode(refused)).toBe('FORBIDDEN');
      }
      expect((await send('admin', 'DELETE', `/api/companies/${company['Amber Energy']}`)).statusCode).toBe(
        404,
      );
      const malformed = await send('admin', 'DELETE', '/api/companies/12abc');
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', source: 'id' });
    });
  });

  it('lets a system administrator delete a company anywhere, its sessions included', async () => {
    const amber = company['Amber Energy'] ?? 0;
    const guest = await signIn(server.app, 'read_only@netfleet.test');
    const open = await server.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.companyId, amber));
    expect(open.length).toBeGreaterThan(0);
    const deleted = await send('super_admin', 'DELETE', `/api/companies/${amber}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await apiGet(server.app, '/api/user', guest)).statusCode).toBe(401);
  });
});
