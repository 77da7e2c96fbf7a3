import { UserResponseSchema } from '@netfleet/contracts';
import { and, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiSend, cookieOf, signIn, type TestSession } from '../../test/support/signIn.js';
import { signInEveryRole } from '../../test/support/signInEveryRole.js';
import { ORIGIN, startTestServer } from '../../test/support/testServer.js';
import { mailLog, notifications, userInvitations, users } from '../db/schema.js';
import type { NetfleetServer } from '../index.js';

let server: NetfleetServer;
let company: Record<string, number> = {};
let as: Record<string, TestSession> = {};

beforeAll(async () => {
  server = await startTestServer();
  ({ company, as } = await signInEveryRole(server));
});
afterAll(() => server?.close());

const PASSWORD = 'a good passw0rd';
const invite = async (email: string, roleId = 4) => {
  const response = await apiSend(server.app, 'POST', '/api/users/invite', as.admin as TestSession, {
    company_id: company['Harbor Logistics'],
    email,
    role_id: roleId,
  });
  expect(response.statusCode, response.body).toBe(201);
  const [mail] = await server.db
    .select()
    .from(mailLog)
    .where(eq(mailLog.toEmail, email))
    .orderBy(desc(mailLog.id))
    .limit(1);
  const token = /\/auth\/invitations\/([\w-]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation link mailed to ${email}`);
  return { id: response.json().data.id as number, token };
};
const register = (token: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: `/auth/invitations/${token}`,
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
const good = { name: 'Nina New', password: PASSWORD, password_repeat: PASSWORD, tos: '1' };

describe('the invitation registration page', () => {
  it('creates the account in the invitation’s company and role, signed in, and tells the inviter', async () => {
    const { id, token } = await invite('nina.new@example.com');
    const page = await server.app.inject({ url: `/auth/invitations/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Create your account</h1>');
    for (const label of ['Name', 'Password', 'Repeat password', 'I accept the terms of service']) {
      expect(page.body).toContain(label);
    }
    expect(page.body).toContain('Harbor Logistics');
    expect(page.body).toContain('<button type="submit">Create account</button>');

    const response = await register(token, good);
    expect(response.statusCode, response.body).toBe(303);
    expect(new URL(response.headers.location as string, ORIGIN).pathname).toBe('/');
    const access = cookieOf(response, 'nf_session');
    expect(access).toBeTruthy();
    const me = await apiGet(server.app, '/api/user', {
      access: access ?? '',
      refresh: cookieOf(response, 'nf_refresh') ?? '',
      xsrf: cookieOf(response, 'XSRF-TOKEN') ?? '',
    });
    expect(me.statusCode, me.body).toBe(200);
    const user = v.parse(UserResponseSchema, me.json());
    expect(user).toMatchObject({
      email: 'nina.new@example.com',
      username: 'Nina New',
      tos_accepted: true,
      role: { id: 4, name: 'read_only' },
      company: { id: company['Harbor Logistics'] },
    });

    const [row] = await server.db.select().from(users).where(eq(users.email, 'nina.new@example.com'));
    expect(row).toMatchObject({ emailVerified: true, tosAccepted: true });
    expect(row?.lastSignInAt).toBeInstanceOf(Date);
    const [invitation] = await server.db.select().from(userInvitations).where(eq(userInvitations.id, id));
    expect(invitation?.acceptedAt).toBeInstanceOf(Date);
    expect(invitation?.acceptedUserId).toBe(row?.id);
    // The new password signs in.
    await signIn(server.app, 'nina.new@example.com', PASSWORD);

    const [adminRow] = await server.db.select().from(users).where(eq(users.email, 'admin@netfleet.test'));
    const notified = await server.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, adminRow?.id ?? -1), eq(notifications.type, 'invitedUserRegistration')),
      );
    expect(notified.map((row) => row.summary)).toContain(
      'Nina New (nina.new@example.com) accepted your invitation to Harbor Logistics and created an account.',
    );

    // Used: the link shows its message and creates nothing more.
    const used = await server.app.inject({ url: `/auth/invitations/${token}` });
    expect(used.statusCode).toBe(410);
    expect(used.body).toContain('Invitation used already');
    expect((await register(token, good)).statusCode).toBe(410);
  });

  it('keeps the name and says what is wrong: missing name, weak or different passwords, terms not accepted', async () => {
    const { token } = await invite('kept.input@example.com');
    const cases: [Record<string, string>, string][] = [
      [{ ...good, name: '  ' }, 'Enter your name.'],
      [
        { ...good, password: 'short1', password_repeat: 'short1' },
        'The password must be at least 10 characters.',
      ],
      [{ ...good, password_repeat: 'something else 1' }, 'The passwords do not match.'],
      [{ name: 'Kim Kept', password: PASSWORD, password_repeat: PASSWORD }, 'Accept the terms of service'],
    ];
    for (const [fields, message] of cases) {
      const response = await register(token, fields);
      expect(response.statusCode).toBe(422);
      expect(response.body).toContain(message);
      expect(cookieOf(response, 'nf_session')).toBeUndefined();
    }
    expect((await register(token, { ...good, name: 'Kim Kept', tos: '' })).body).toContain(
      'value="Kim Kept"',
    );
    expect(await server.db.select().from(users).where(eq(users.email, 'kept.input@example.com'))).toEqual([]);
  });

  it('refuses a form from another site and a link nobody issued', async () => {
    const { token } = await invite('cross.site@example.com');
    const cross = await register(token, good, { origin: 'http://evil.test' });
    expect(cross.statusCode).toBe(403);
    expect(await server.db.select().from(users).where(eq(users.email, 'cross.site@example.com'))).toEqual([]);
    const unknown = await server.app.inject({ url: `/auth/invitations/${'x'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Invitation not valid');
  });

  it('throttles guessed tokens per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await server.app.inject({
        url: `/auth/invitations/guess-${i}`,
        remoteAddress: '203.0.113.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses).toContain(429);
  });
});
