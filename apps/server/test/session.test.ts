import { TokenRefreshResponseSchema, TokenRevokeResponseSchema } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens.js';
import { retiredRefreshTokens, sessions } from '../src/db/schema.js';
import type { NetfleetServer } from '../src/index.js';
import { apiGet, cookieOf, signIn, type TestSession, tokenCookies, unsafeHeaders } from './support/signIn.js';
import { createTestClock, ORIGIN, startTestServer } from './support/testServer.js';

const clock = createTestClock();
let server: NetfleetServer;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now, accessTtlSeconds: 900, refreshTtlSeconds: 3600 });
});
afterAll(() => server?.close());

const refresh = (session: TestSession, headers: Record<string, string> = unsafeHeaders(session)) =>
  server.app.inject({
    method: 'POST',
    url: '/api/account/token/refresh',
    cookies: tokenCookies(session),
    headers,
  });

/** The session after a refresh: new access and refresh cookies, the same XSRF token. */
const rotated = (before: TestSession, response: Awaited<ReturnType<typeof refresh>>): TestSession => ({
  access: cookieOf(response, 'nf_session') ?? '',
  refresh: cookieOf(response, 'nf_refresh') ?? '',
  xsrf: cookieOf(response, 'XSRF-TOKEN') ?? before.xsrf,
});

const expectXsrfRefusal = (response: Awaited<ReturnType<typeof refresh>>) => {
  expect(response.statusCode).toBe(403);
  expect(response.json().errors[0].code).toBe('XSRF_TOKEN_MISMATCH');
};

describe('XSRF protection of unsafe API requests', () => {
  it('refuses a request without the X-XSRF-TOKEN header', async () => {
    const session = await signIn(server.app, 'admin@netfleet.test');
    const { 'x-xsrf-token': _, ...headers } = unsafeHeaders(session);
    expectXsrfRefusal(await refresh(session, headers));
  });

  it('refuses a wrong token', async () => {
    const session = await signIn(server.app, 'admin@netfleet.test');
    expectXsrfRefusal(
      await refresh(session, { ...unsafeHeaders(session), 'x-xsrf-token': `${session.xsrf}x` }),
    );
    expectXsrfRefusal(await refresh(session, { ...unsafeHeaders(session), 'x-xsrf-token': '' }));
  });

  it('refuses the token of another session, even when the XSRF cookie carries the same value', async () => {
    const mine = await signIn(server.app, 'admin@netfleet.test');
    const other = await signIn(server.app, 'admin@netfleet.test');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/account/token/refresh',
      cookies: { ...tokenCookies(mine), 'XSRF-TOKEN': other.xsrf },
      headers: { ...unsafeHeaders(mine), 'x-xsrf-token': other.xsrf },
    });
    expectXsrfRefusal(response);
  });

  it('refuses a request without X-Requested-With', async () => {
    const session = await signIn(server.app, 'admin@netfleet.test');
    const { 'x-requested-with': _, ...headers } = unsafeHeaders(session);
    expectXsrfRefusal(await refresh(session, headers));
  });

  it('refuses a foreign, opaque or missing origin', async () => {
    const session = await signIn(server.app, 'admin@netfleet.test');
    expectXsrfRefusal(await refresh(session, { ...unsafeHeaders(session), origin: 'http://evil.test' }));
    expectXsrfRefusal(await refresh(session, { ...unsafeHeaders(session), origin: 'http://localhost:8080' }));
    expectXsrfRefusal(await refresh(session, { ...unsafeHeaders(session), origin: 'null' }));
    const { origin: _, ...noOrigin } = unsafeHeaders(session);
    expectXsrfRefusal(await refresh(session, noOrigin));
    expectXsrfRefusal(await refresh(session, { ...noOrigin, 'sec-fetch-site': 'same-site' }));
  });

  it('passes with everything right, also with Sec-Fetch-Site instead of Origin', async () => {
    const session = await signIn(server.app, 'admin@netfleet.test');
    const first = await refresh(session);
    expect(first.statusCode).toBe(200);
    const next = rotated(session, first);
    const { origin: _, ...noOrigin } = unsafeHeaders(next);
    const second = await refresh(next, { ...noOrigin, 'sec-fetch-site': 'same-origin' });
    expect(second.statusCode).toBe(200);
  });

  it('refuses unsafe bodies that are not JSON or multipart with 415', async () => {
    const session = await signIn(server.app, 'admin@netfleet.test');
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/account/token/revoke',
        cookies: tokenCookies(session),
        headers: { ...unsafeHeaders(session), 'content-type': contentType },
        payload: 'client_id=x',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().errors[0].code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect((await apiGet(server.app, '/api/user', session)).statusCode).toBe(200);
  });
});

describe('POST /api/account/token/refresh', () => {
  it('rotates the tokens and keeps the XSRF token', async () => {
    const session = await signIn(server.app, 'end_user@netfleet.test');
    clock.advance(60_000);
    const response = await refresh(session);
    expect(response.statusCode).toBe(200);
    const { exp } = v.parse(TokenRefreshResponseSchema, response.json());
    expect(exp).toBe(Math.floor(clock.now() / 1000) + 900);
    const next = rotated(session, response);
    expect(next.access).not.toBe(session.access);
    expect(next.refresh).not.toBe(session.refresh);
    expect(next.xsrf).toBe(session.xsrf);
    expect((await apiGet(server.app, '/api/user', next)).json().exp).toBe(exp);
    // The old access token stops working with the rotation.
    expect((await apiGet(server.app, '/api/user', session)).statusCode).toBe(401);
  });

  it('treats reuse of an old refresh token after the grace window as theft: 401 and the whole session revoked', async () => {
    const session = await signIn(server.app, 'end_user@netfleet.test');
    const first = await refresh(session);
    expect(first.statusCode).toBe(200);
    const next = rotated(session, first);

    clock.advance(10_000);
    const reuse = await refresh(session);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().errors[0].code).toBe('REFRESH_FAILED');
    // The newest tokens of the family are dead too.
    expect((await apiGet(server.app, '/api/user', next)).statusCode).toBe(401);
    expect((await refresh(next)).statusCode).toBe(401);
    const [row] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.accessTokenHash, hashToken(next.access)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it('lets two refreshes of the same token at once both succeed with the same new tokens', async () => {
    const session = await signIn(server.app, 'end_user@netfleet.test');
    const [a, b] = await Promise.all([refresh(session), refresh(session)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const fromA = rotated(session, a);
    const fromB = rotated(session, b);
    expect(fromB).toEqual(fromA);
    expect(fromA.refresh).not.toBe(session.refresh);
    expect((await apiGet(server.app, '/api/user', fromA)).statusCode).toBe(200);

    // A late duplicate within the 10 s grace window gets the same tokens too…
    clock.advance(9_000);
    const late = await refresh(session);
    expect(late.statusCode).toBe(200);
    expect(rotated(session, late)).toEqual(fromA);
    // …and the session goes on normally from there.
    const onward = await refresh(fromA);
    expect(onward.statusCode).toBe(200);
    expect((await apiGet(server.app, '/api/user', rotated(fromA, onward))).statusCode).toBe(200);
  });

  it('keeps the successor tokens encrypted: the stored rows do not contain them', async () => {
    const session = await signIn(server.app, 'end_user@netfleet.test');
    const next = rotated(session, await refresh(session));
    const stored = JSON.stringify(await server.db.select().from(retiredRefreshTokens));
    expect(stored).not.toContain(next.access);
    expect(stored).not.toContain(next.refresh);
  });

  it('answers 401 without a refresh cookie or with an unknown one', async () => {
    const headers = { origin: ORIGIN, 'x-requested-with': 'XMLHttpRequest' };
    const none = await server.app.inject({ method: 'POST', url: '/api/account/token/refresh', headers });
    expect(none.statusCode).toBe(401);
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/api/account/token/refresh',
      headers,
      cookies: { nf_refresh: 'made-up' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({
      errors: [{ code: 'REFRESH_FAILED', message: expect.any(String), source: null }],
    });
  });

  it('lets an expired access token be renewed, but not an expired refresh token', async () => {
    const session = await signIn(server.app, 'read_only@netfleet.test');
    clock.advance(901_000);
    expect((await apiGet(server.app, '/api/user', session)).statusCode).toBe(401);
    const renewed = await refresh(session);
    expect(renewed.statusCode).toBe(200);
    const next = rotated(session, renewed);
    expect((await apiGet(server.app, '/api/user', next)).statusCode).toBe(200);

    clock.advance(3_601_000);
    expect((await refresh(next)).statusCode).toBe(401);
  });

  it('stores only hashes of the tokens', async () => {
    const session = await signIn(server.app, 'read_only@netfleet.test');
    const rows = await server.db.select().from(sessions);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(session.access);
    expect(stored).not.toContain(session.refresh);
    expect(rows.some((row) => row.accessTokenHash === hashToken(session.access))).toBe(true);
  });
});

describe('POST /api/account/token/revoke', () => {
  const revoke = (cookies: Record<string, string>, headers: Record<string, string>, payload?: unknown) =>
    server.app.inject({
      method: 'POST',
      url: '/api/account/token/revoke',
      cookies,
      headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });

  it('ends the session, clears the cookies and points at the sign-in page', async () => {
    const session = await signIn(server.app, 'admin@netfleet.test');
    const response = await revoke(tokenCookies(session), unsafeHeaders(session), {
      client_id: 'console',
      redirect_uri: 'http://localhost/management/devices',
    });
    expect(response.statusCode).toBe(200);
    expect(v.parse(TokenRevokeResponseSchema, response.json())).toEqual({
      location: `/auth/sign-in?continue_url=${encodeURIComponent('http://localhost/management/devices')}`,
    });
    const cleared = new Map(response.cookies.map((cookie) => [cookie.name, cookie]));
    for (const name of ['nf_session', 'nf_refresh', 'XSRF-TOKEN']) {
      expect(cleared.get(name)?.value).toBe('');
    }
    expect(cleared.get('nf_refresh')?.path).toBe('/api/account/token');
    expect((await apiGet(server.app, '/api/user', session)).statusCode).toBe(401);
    expect((await refresh(session)).statusCode).toBe(401);
  });

  it('works without a session, so a signed-out console finds the sign-in page', async () => {
    const response = await revoke({}, { origin: ORIGIN, 'x-requested-with': 'XMLHttpRequest' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ location: '/auth/sign-in' });
    const emptyJson = await server.app.inject({
      method: 'POST',
      url: '/api/account/token/revoke',
      headers: { origin: ORIGIN, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    });
    expect(emptyJson.statusCode).toBe(200);
  });

  it('drops a foreign redirect_uri and validates the body', async () => {
    const headers = { origin: ORIGIN, 'x-requested-with': 'XMLHttpRequest' };
    expect((await revoke({}, headers, { redirect_uri: 'https://evil.test/' })).json()).toEqual({
      location: '/auth/sign-in',
    });
    const invalid = await revoke({}, headers, { client_id: 42 });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', source: 'client_id' });
  });

  it('ends the session even when the body is malformed, and answers the bad body with a 4xx', async () => {
    const notJson = await signIn(server.app, 'admin@netfleet.test');
    const broken = await server.app.inject({
      method: 'POST',
      url: '/api/account/token/revoke',
      cookies: tokenCookies(notJson),
      headers: { ...unsafeHeaders(notJson), 'content-type': 'application/json' },
      payload: '{"client_id":',
    });
    expect(broken.statusCode).toBe(400);
    expect((await apiGet(server.app, '/api/user', notJson)).statusCode).toBe(401);
    expect((await refresh(notJson)).statusCode).toBe(401);
    expect(broken.cookies.find((cookie) => cookie.name === 'nf_session')?.value).toBe('');

    const wrongShape = await signIn(server.app, 'admin@netfleet.test');
    const invalid = await revoke(tokenCookies(wrongShape), unsafeHeaders(wrongShape), { client_id: 42 });
    expect(invalid.statusCode).toBe(422);
    expect((await apiGet(server.app, '/api/user', wrongShape)).statusCode).toBe(401);
    expect((await refresh(wrongShape)).statusCode).toBe(401);
  });

  it('needs the XSRF token while a session exists', async () => {
    const session = await signIn(server.app, 'admin@netfleet.test');
    const response = await revoke(tokenCookies(session), {
      origin: ORIGIN,
      'x-requested-with': 'XMLHttpRequest',
    });
    expectXsrfRefusal(response);
    expect((await apiGet(server.app, '/api/user', session)).statusCode).toBe(200);
  });
});
