import { listResponseSchema, RoleItemSchema, RoleRowSchema } from '@netfleet/contracts';
import { ROLES } from '@netfleet/permissions';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, type TestSession } from '../../../test/support/signIn.js';
import { signInEveryRole } from '../../../test/support/signInEveryRole.js';
import { startTestServer } from '../../../test/support/testServer.js';
import type { NetfleetServer } from '../../index.js';

let server: NetfleetServer;
let company: Record<string, number> = {};
let as: Record<string, TestSession> = {};

beforeAll(async () => {
  server = await startTestServer();
  ({ company, as } = await signInEveryRole(server));
});
afterAll(() => server?.close());

describe('GET /api/roles', () => {
  it('lists the default roles for pick-lists in picker order', async () => {
    const response = await apiGet(
      server.app,
      `/api/roles?company_id=${company['Harbor Logistics']}&limit=100&fields=id,name,title,company_id,permissions_count`,
      as.admin,
    );
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    const roles = v.parse(v.array(RoleItemSchema), data);
    expect(meta.total).toBe(ROLES.length);
    expect(roles.every((role) => role.company_id === null)).toBe(true);
    const counts = roles.map((role) => role.permissions_count);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    for (const role of roles) {
      expect(role.permissions_count).toBe(ROLES.find((r) => r.id === role.id)?.permissions.length);
    }
  });

  it('keeps the invitable ones with invitable=1, picks fields, and checks scope and permission', async () => {
    const invitable = (await apiGet(server.app, '/api/roles?invitable=1&fields=name', as.admin)).json();
    expect(invitable.data.map((role: { name: string }) => role.name).sort()).toEqual(
      ['admin', 'end_user', 'read_only', 'readonly_admin'].sort(),
    );
    expect(Object.keys(invitable.data[0]).sort()).toEqual(['id', 'name']);
    expect(
      (await apiGet(server.app, `/api/roles?company_id=${company['Amber Energy']}`, as.admin)).statusCode,
    ).toBe(404);
    expect((await apiGet(server.app, '/api/roles?fields=password', as.admin)).json().errors[0].source).toBe(
      'fields',
    );
    expect((await apiGet(server.app, '/api/roles', as.end_user)).statusCode).toBe(403);
  });
});

describe('GET /api/roles for the Roles page', () => {
  it('adds description, invitable roles, permission names and is_default when fields names them', async () => {
    const response = await apiGet(
      server.app,
      '/api/roles?fields=id,name,title,company_id,permissions_count,description,can_invite_roles,permissions,is_default',
      as.readonly_admin,
    );
    expect(response.statusCode).toBe(200);
    const { data } = v.parse(listResponseSchema(RoleRowSchema), response.json());
    expect(data).toHaveLength(ROLES.length);
    for (const row of data) {
      const role = ROLES.find((r) => r.id === row.id);
      expect(row.description).toBe(role?.description);
      expect(row.can_invite_roles).toEqual(role?.canInviteRoles);
      expect(row.permissions).toEqual([...(role?.permissions ?? [])].sort());
      expect(row.permissions).toHaveLength(row.permissions_count);
      expect(row.is_default).toBe(true);
    }
  });

  it('finds roles by title, sorts by name and refuses the guest without view_roles', async () => {
    const found = (await apiGet(server.app, '/api/roles?q=guest&fields=title', as.admin)).json();
    expect(found.data.map((role: { title: string }) => role.title).sort()).toEqual([
      'Advanced Guest',
      'Guest',
    ]);
    const sorted = (await apiGet(server.app, '/api/roles?sort=-name&fields=name', as.admin)).json();
    const names = sorted.data.map((role: { name: string }) => role.name);
    expect(names).toEqual([...names].sort().reverse());
    expect((await apiGet(server.app, '/api/roles', as.read_only)).statusCode).toBe(403);
  });
});
