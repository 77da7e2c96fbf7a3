import { UserResponseSchema } from '@netfleet/contracts';
import { ROLES } from '@netfleet/permissions';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS, type NetfleetServer } from '../src/index.js';
import { apiGet, postSignIn, signIn } from './support/signIn.js';
import { ORIGIN, startTestServer } from './support/testServer.js';

/** The five users named after their role; the others show special states (see the README). */
const ROLE_USERS = DEMO_USERS.filter((user) => user.email === `${user.role}@netfleet.test`);

let server: NetfleetServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /auth/sign-in', () => {
  it('shows a form with labelled inputs, a Sign in button and the continue_url', async () => {
    const response = await server.app.inject({ url: '/auth/sign-in?continue_url=%2Fcompanies%22%3E' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<label for="email">E-mail</label>');
    expect(html).toContain('<input id="email" name="email" type="email"');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('<input id="password" name="password" type="password"');
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain('<form method="post" action="/auth/sign-in"');
    // The value is escaped, never reflected raw.
    expect(html).toContain('name="continue_url" value="/companies&quot;&gt;"');
    expect(html).not.toMatch(/<script|style=/);
  });

  it('serves its stylesheet from the same origin', async () => {
    const response = await server.app.inject({ url: '/auth/assets/account.css' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/css');
  });
});

describe('POST /auth/sign-in', () => {
  it('signs in with the right password: 303, session cookies, readable XSRF cookie', async () => {
    const response = await postSignIn(server.app, { email: 'admin@netfleet.test', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/management/devices');
    const byName = new Map(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(byName.get('nf_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(byName.get('nf_session')?.secure).toBeFalsy();
    expect(byName.get('nf_refresh')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/account/token',
    });
    const xsrf = byName.get('XSRF-TOKEN');
    expect(xsrf?.value).toMatch(/^[\w-]{40,}$/);
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(xsrf).toMatchObject({ sameSite: 'Strict', path: '/' });
  });

  it("ends the browser's previous session when signing in again", async () => {
    const first = await signIn(server.app, 'admin@netfleet.test');
    const again = await server.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { nf_session: first.access },
      payload: new URLSearchParams({ email: 'admin@netfleet.test', password: DEMO_PASSWORD }).toString(),
    });
    expect(again.statusCode).toBe(303);
    expect((await apiGet(server.app, '/api/user', first)).statusCode).toBe(401);
  });

  it('matches the e-mail case-insensitively', async () => {
    const response = await postSignIn(server.app, {
      email: ' Admin@NetFleet.test ',
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(303);
  });

  it.each([
    ['a wrong password', 'admin@netfleet.test', 'wrong-password'],
    ['an unknown e-mail', 'nobody@netfleet.test', DEMO_PASSWORD],
    ['an empty password', 'admin@netfleet.test', ''],
  ])(
    'refuses %s with 401, the message and the e-mail kept, and no session',
    async (_what, email, password) => {
      const response = await postSignIn(server.app, { email, password });
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain('The e-mail or password is incorrect.');
      expect(response.body).toContain(`value="${email}"`);
      expect(response.headers['set-cookie']).toBeUndefined();
    },
  );

  it('refuses a form posted from another site or without an origin', async () => {
    const fields = { email: 'admin@netfleet.test', password: DEMO_PASSWORD };
    const refused: Record<string, string>[] = [
      { origin: 'http://evil.test' },
      { origin: 'null' },
      {},
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refused) {
      const response = await postSignIn(server.app, fields, headers);
      expect(response.statusCode).toBe(403);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const fetchMetadata = await postSignIn(server.app, fields, { 'sec-fetch-site': 'same-origin' });
    expect(fetchMetadata.statusCode).toBe(303);
  });

  it('refuses a body that is not a form', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'admin@netfleet.test', password: DEMO_PASSWORD }),
    });
    expect(response.statusCode).toBe(415);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('continue_url', () => {
  const signInTo = async (continueUrl: string) => {
    const response = await postSignIn(server.app, {
      email: 'end_user@netfleet.test',
      password: DEMO_PASSWORD,
      continue_url: continueUrl,
    });
    expect(response.statusCode).toBe(303);
    return response.headers.location;
  };

  it('is honoured on the same host', async () => {
    expect(await signInTo('/companies/4/devices?sort=-name')).toBe(
      'http://localhost/companies/4/devices?sort=-name',
    );
    expect(await signInTo('http://localhost/account')).toBe('http://localhost/account');
  });

  it.each([
    'http://evil.test/management/devices',
    '//evil.test',
    '/\\evil.test',
    'https://user@localhost/',
    'javascript:alert(document.cookie)',
    'http://localhost:8081/',
  ])('falls back to /management/devices for %s', async (continueUrl) => {
    expect(await signInTo(continueUrl)).toBe('/management/devices');
  });
});

describe('GET /api/user', () => {
  it('answers 401 in the error shape without a session', async () => {
    const jars: Record<string, string>[] = [{}, { nf_session: 'not-a-token' }];
    for (const cookies of jars) {
      const response = await server.app.inject({ url: '/api/user', cookies });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        errors: [{ code: 'UNAUTHORIZED', message: expect.any(String), source: null }],
      });
    }
  });

  it('has one demo user per role of ROLES', () => {
    expect(ROLE_USERS.map((user) => user.role).sort()).toEqual(ROLES.map((role) => role.name).sort());
  });

  it.each(ROLE_USERS.map((user) => [user.role, user] as const))(
    'describes the %s demo user',
    async (role, user) => {
      const session = await signIn(server.app, user.email);
      const response = await apiGet(server.app, '/api/user', session);
      expect(response.statusCode).toBe(200);
      const body = v.parse(UserResponseSchema, response.json());
      expect(Object.keys(response.json()).sort()).toEqual(Object.keys(UserResponseSchema.entries).sort());
      const definition = ROLES.find((r) => r.name === role);
      expect(body.role).toEqual({ id: definition?.id, name: role, title: definition?.title });
      expect([...body.permissions].sort()).toEqual([...(definition?.permissions ?? [])].sort());
      expect(body.email).toBe(user.email);
      expect(body.username).not.toBe(body.email);
      expect(body.token).toEqual({ act: null });
      expect(body.exp).toBeGreaterThan(Date.now() / 1000 + 800);
      expect(body.exp).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 900);
    },
  );

  it('places the demo users in the company tree', async () => {
    const levels: Record<string, number> = {};
    for (const user of ROLE_USERS) {
      const body = (await apiGet(server.app, '/api/user', await signIn(server.app, user.email))).json();
      levels[user.role] = body.company.level;
      if (body.company.level === 1) expect(body.company.parent_id).toBeNull();
    }
    expect(levels).toEqual({ super_admin: 1, admin: 2, readonly_admin: 2, end_user: 3, read_only: 3 });
  });
});
