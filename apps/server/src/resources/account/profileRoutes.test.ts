import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiSend, postSignIn, signIn } from '../../../test/support/signIn.js';
import { startTestServer } from '../../../test/support/testServer.js';
import { DEMO_PASSWORD, type NetfleetServer } from '../../index.js';

let server: NetfleetServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const errorOf = (body: { errors: { code: string; message: string; source: string | null }[] }) =>
  body.errors[0];

describe('PUT /api/user/profile', () => {
  it('renames the user, and GET /user shows the new name at once', async () => {
    const session = await signIn(server.app, 'end_user@netfleet.test');
    const before = await apiGet(server.app, '/api/user', session);
    expect(before.json().username).toBe('Eli Client');
    const response = await apiSend(server.app, 'PUT', '/api/user/profile', session, {
      username: '  Eli Renamed  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { username: 'Eli Renamed' } });
    expect((await apiGet(server.app, '/api/user', session)).json().username).toBe('Eli Renamed');
  });

  it('refuses an empty name and one over 100 characters on username', async () => {
    const session = await signIn(server.app, 'end_user@netfleet.test');
    for (const username of ['   ', 'x'.repeat(101)]) {
      const response = await apiSend(server.app, 'PUT', '/api/user/profile', session, { username });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response.json())?.source).toBe('username');
    }
  });
});

describe('PUT /api/user/password', () => {
  it('refuses a wrong current password with 422 on current_password and changes nothing', async () => {
    const session = await signIn(server.app, 'readonly_admin@netfleet.test');
    const response = await apiSend(server.app, 'PUT', '/api/user/password', session, {
      current_password: 'not-the-password',
      new_password: 'a-new-password-1',
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response.json())).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The current password is not correct.',
      source: 'current_password',
    });
    // The old password still signs in.
    await signIn(server.app, 'readonly_admin@netfleet.test');
  });

  it('changes the password, signs every other session out and keeps this one', async () => {
    const here = await signIn(server.app, 'end_user@netfleet.test');
    const elsewhere = await signIn(server.app, 'end_user@netfleet.test');
    const third = await signIn(server.app, 'end_user@netfleet.test');
    const response = await apiSend(server.app, 'PUT', '/api/user/password', here, {
      current_password: DEMO_PASSWORD,
      new_password: 'brand new password 7',
    });
    expect(response.statusCode, response.body).toBe(200);
    // The sessions of the earlier tests in this file count too: at least the two made here.
    const { signed_out } = response.json().data as { signed_out: number };
    expect(signed_out).toBeGreaterThanOrEqual(2);
    expect((await apiGet(server.app, '/api/user', here)).statusCode).toBe(200);
    expect((await apiGet(server.app, '/api/user', elsewhere)).statusCode).toBe(401);
    expect((await apiGet(server.app, '/api/user', third)).statusCode).toBe(401);

    expect(
      (await postSignIn(server.app, { email: 'end_user@netfleet.test', password: DEMO_PASSWORD })).statusCode,
    ).toBe(401);
    const again = await signIn(server.app, 'end_user@netfleet.test', 'brand new password 7');
    expect((await apiGet(server.app, '/api/user', again)).statusCode).toBe(200);
  });

  it('refuses a new password the rules do not allow', async () => {
    const session = await signIn(server.app, 'readonly_admin@netfleet.test');
    const response = await apiSend(server.app, 'PUT', '/api/user/password', session, {
      current_password: DEMO_PASSWORD,
      new_password: 'short',
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response.json())?.source).toBe('new_password');
  });

  it('locks after 5 wrong current passwords: 429 with Retry-After, even for the right one', async () => {
    const session = await signIn(server.app, 'read_only@netfleet.test');
    const guess = (current_password: string) =>
      apiSend(server.app, 'PUT', '/api/user/password', session, {
        current_password,
        new_password: 'another-password-9',
      });
    for (let index = 0; index < 5; index++) expect((await guess(`wrong-${index}`)).statusCode).toBe(422);
    const locked = await guess(DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorOf(locked.json())?.code).toBe('TOO_MANY_REQUESTS');
    // Nothing changed: the demo password still signs in.
    await signIn(server.app, 'read_only@netfleet.test');
  });
});
