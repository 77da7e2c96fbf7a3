import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NetfleetServer } from '../src/index.js';
import { apiGet, apiSend, errorCode, signIn, type TestSession } from './support/signIn.js';
import { startTestServer } from './support/testServer.js';

let server: NetfleetServer;
let guest: TestSession;
let admin: TestSession;
beforeAll(async () => {
  server = await startTestServer();
  guest = await signIn(server.app, 'read_only@netfleet.test');
  admin = await signIn(server.app, 'admin@netfleet.test');
});
afterAll(() => server?.close());

const permissionsOf = async (session: TestSession) =>
  (await apiGet(server.app, '/api/user', session)).json().permissions as string[];

describe('write permissions', () => {
  it('are listed in GET /api/user for the roles that hold them, not for a guest', async () => {
    const guestHolds = await permissionsOf(guest);
    expect(guestHolds).toContain('view_tags');
    expect(guestHolds).not.toContain('create_tags');
    expect(guestHolds).not.toContain('invite_users');
    const adminHolds = await permissionsOf(admin);
    expect(adminHolds).toEqual(expect.arrayContaining(['create_tags', 'invite_users', 'create_companies']));
    expect(adminHolds).not.toContain('move_companies');
  });

  it('refuse a guest creating a tag or inviting a user with 403 FORBIDDEN', async () => {
    const me = (await apiGet(server.app, '/api/user', guest)).json() as { company: { id: number } };
    const tag = await apiSend(server.app, 'POST', '/api/tags', guest, {
      company_id: me.company.id,
      name: 'Guest tag',
    });
    expect(tag.statusCode).toBe(403);
    expect(errorCode(tag)).toBe('FORBIDDEN');
    const invite = await apiSend(server.app, 'POST', '/api/users/invite', guest, {
      company_id: me.company.id,
      email: 'guest-invite@example.com',
    });
    expect(invite.statusCode).toBe(403);
    expect(errorCode(invite)).toBe('FORBIDDEN');
  });
});

describe('the route options, enforced by the API scope', () => {
  it('refuse the permission before looking at the input, so a refused caller learns no rules', async () => {
    const refused = await apiSend(server.app, 'POST', '/api/tags', guest, { name: 5 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      errors: [{ code: 'FORBIDDEN', message: 'You do not have permission to create tags.', source: null }],
    });
  });

  it('validate body, query and params with the contracts schemas, listing every failing field', async () => {
    const body = await apiSend(server.app, 'POST', '/api/tags', admin, {
      name: 'x'.repeat(256),
      color: 'red',
    });
    expect(body.statusCode).toBe(422);
    expect(
      body
        .json()
        .errors.map((error: { source: string }) => error.source)
        .sort(),
    ).toEqual(['color', 'company_id', 'name']);
    const query = await apiGet(server.app, '/api/tags?limit=0&sort=nope', admin);
    expect(query.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', source: 'limit' });
    const params = await apiGet(server.app, '/api/companies/12abc', admin);
    expect(params.json().errors).toEqual([
      { code: 'VALIDATION_FAILED', message: 'The company id must be a number', source: 'id' },
    ]);
    // A body that is not an object reads as an empty form.
    const array = await apiSend(server.app, 'POST', '/api/companies', admin, [1, 2]);
    expect(
      array
        .json()
        .errors.map((error: { source: string }) => error.source)
        .sort(),
    ).toEqual(['name', 'parent_id']);
  });
});
