import { ActivationResendResponseSchema, UserResponseSchema } from '@netfleet/contracts';
import { and, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailLog, users } from '../src/db/schema.js';
import type { NetfleetServer } from '../src/index.js';
import { apiGet, apiSend, errorCode, signIn, tokenCookies, unsafeHeaders } from './support/signIn.js';
import { createTestClock, ORIGIN, startTestServer } from './support/testServer.js';

const clock = createTestClock();
let server: NetfleetServer;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(() => server?.close());

const resend = (session: Awaited<ReturnType<typeof signIn>>) =>
  apiSend(server.app, 'POST', '/api/account/user/activation/resend', session);

describe('login blocks (the global error codes)', () => {
  it.each([
    ['unverified@netfleet.test', 'EMAIL_NOT_VERIFIED'],
    ['external@netfleet.test', 'NOT_INVITED_EXTERNAL_USER'],
    ['mfa-required@netfleet.test', 'MFA_MANDATORY'],
  ])('%s signs in but every API call answers 403 %s', async (email, code) => {
    const session = await signIn(server.app, email);
    for (const url of ['/api/user', '/api/devices', '/api/notifications', '/api/storage']) {
      const response = await apiGet(server.app, url, session);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ errors: [{ code, message: expect.any(String), source: null }] });
    }
    const write = await apiSend(server.app, 'POST', '/api/storage', session, { key: 'k', value: 'v' });
    expect(errorCode(write)).toBe(code);
    // Logging out still works.
    const revoke = await server.app.inject({
      method: 'POST',
      url: '/api/account/token/revoke',
      cookies: tokenCookies(session),
      headers: unsafeHeaders(session),
    });
    expect(revoke.statusCode).toBe(200);
  });

  it('lets an MFA-required user in once it has a method', async () => {
    await server.db
      .update(users)
      .set({ mfaType: 'totp' })
      .where(eq(users.email, 'mfa-required@netfleet.test'));
    const session = await signIn(server.app, 'mfa-required@netfleet.test');
    expect((await apiGet(server.app, '/api/user', session)).statusCode).toBe(200);
    await server.db.update(users).set({ mfaType: null }).where(eq(users.email, 'mfa-required@netfleet.test'));
    expect(errorCode(await apiGet(server.app, '/api/user', session))).toBe('MFA_MANDATORY');
  });
});

describe('POST /api/account/user/activation/resend', () => {
  it('writes an activation mail for an unverified user, then refuses with 429 for a minute', async () => {
    const session = await signIn(server.app, 'unverified@netfleet.test');
    const first = await resend(session);
    expect(first.statusCode).toBe(200);
    const { data } = v.parse(ActivationResendResponseSchema, first.json());
    expect(data.email).toBe('unverified@netfleet.test');

    const [mail] = await server.db
      .select()
      .from(mailLog)
      .where(and(eq(mailLog.toEmail, 'unverified@netfleet.test'), eq(mailLog.kind, 'activation')))
      .orderBy(desc(mailLog.id));
    expect(mail?.subject).toContain('Confirm your e-mail');
    expect(mail?.body).toMatch(/http:\/\/localhost\/auth\/verify-email\?token=[\w-]{43}/);

    clock.advance(30_000);
    const tooSoon = await resend(session);
    expect(tooSoon.statusCode).toBe(429);
    expect(errorCode(tooSoon)).toBe('TOO_MANY_REQUESTS');
    expect(tooSoon.json().errors[0].message).toContain('Try again in 30 seconds');
    expect(tooSoon.headers['retry-after']).toBe('30');

    clock.advance(31_000);
    expect((await resend(session)).statusCode).toBe(200);
    const mails = await server.db
      .select()
      .from(mailLog)
      .where(eq(mailLog.toEmail, 'unverified@netfleet.test'));
    expect(mails.length).toBe(2);
  });

  it('the link of the mail verifies the address once, and the user is let in', async () => {
    const email = 'unverified@netfleet.test';
    const [mail] = await server.db
      .select()
      .from(mailLog)
      .where(eq(mailLog.toEmail, email))
      .orderBy(desc(mailLog.id))
      .limit(1);
    const link = new URL(mail?.body.match(/http:\S+/)?.[0] ?? '');
    const wrong = await server.app.inject({ url: '/auth/verify-email?token=not-the-token' });
    expect(wrong.statusCode).toBe(400);
    const page = await server.app.inject({ url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('E-mail confirmed');
    const session = await signIn(server.app, email);
    expect((await apiGet(server.app, '/api/user', session)).statusCode).toBe(200);
    expect((await server.app.inject({ url: `${link.pathname}${link.search}` })).statusCode).toBe(400);

    const verified = await resend(session);
    expect(verified.statusCode).toBe(409);
    await server.db.update(users).set({ emailVerified: false }).where(eq(users.email, email));
  });

  it('counts the limit per user', async () => {
    await server.db
      .update(users)
      .set({ emailVerified: false })
      .where(eq(users.email, 'read_only@netfleet.test'));
    const other = await signIn(server.app, 'read_only@netfleet.test');
    expect((await resend(other)).statusCode).toBe(200);
    await server.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, 'read_only@netfleet.test'));
  });
});

describe('PUT /account/user (outside /api)', () => {
  const put = (session: Awaited<ReturnType<typeof signIn>> | null, body: unknown, headers = {}) =>
    server.app.inject({
      method: 'PUT',
      url: '/account/user',
      cookies: session ? { nf_session: session.access } : {},
      headers: { ...(session ? unsafeHeaders(session) : {}), 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    });

  it('stores tos_accepted, which GET /api/user then reports', async () => {
    const session = await signIn(server.app, 'tos-pending@netfleet.test');
    expect(
      v.parse(UserResponseSchema, (await apiGet(server.app, '/api/user', session)).json()).tos_accepted,
    ).toBe(false);
    const response = await put(session, { tos_accepted: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data.tos_accepted).toBe(true);
    expect((await apiGet(server.app, '/api/user', session)).json().tos_accepted).toBe(true);
  });

  it('has the API guard: 401 without a session, 403 without the XSRF token, 422 for other bodies', async () => {
    const unauthenticated = await put(
      null,
      { tos_accepted: true },
      { origin: ORIGIN, 'x-requested-with': 'XMLHttpRequest' },
    );
    expect(unauthenticated.statusCode).toBe(401);
    expect(errorCode(unauthenticated)).toBe('UNAUTHORIZED');
    const session = await signIn(server.app, 'end_user@netfleet.test');
    const forged = await put(session, { tos_accepted: true }, { 'x-xsrf-token': 'wrong' });
    expect(errorCode(forged)).toBe('XSRF_TOKEN_MISMATCH');
    const invalid = await put(session, { tos_accepted: false });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors[0].source).toBe('tos_accepted');
  });

  it('gives an account whose e-mail is its username a real address, once', async () => {
    const session = await signIn(server.app, 'email-as-username@netfleet.test');
    expect((await put(session, { email: 'not-an-address' })).statusCode).toBe(422);
    expect((await put(session, { email: 'Admin@Netfleet.test' })).statusCode).toBe(409);
    const saved = await put(session, { email: ' Ops.Desk@Metro-Transit.example ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      email: 'ops.desk@metro-transit.example',
      username: 'email-as-username@netfleet.test',
    });
    const body = (await apiGet(server.app, '/api/user', session)).json();
    expect(body.email).not.toBe(body.username);
    const [mail] = await server.db
      .select()
      .from(mailLog)
      .where(eq(mailLog.toEmail, 'ops.desk@metro-transit.example'));
    expect(mail?.kind).toBe('email_changed');
    // Now that it has an address, changing it takes the account settings (and the password).
    const again = await put(session, { email: 'someone.else@example.com' });
    expect(again.statusCode).toBe(403);
    expect(again.json().errors[0].source).toBe('email');
    expect((await put(session, {})).statusCode).toBe(422);
    await server.db
      .update(users)
      .set({ email: 'email-as-username@netfleet.test' })
      .where(eq(users.username, 'email-as-username@netfleet.test'));
  });

  it('does not take over the console page at GET /account', async () => {
    const page = await server.app.inject({ url: '/account' });
    expect(page.statusCode).toBe(503); // this server has no built console: the "build it" page
    expect(page.headers['content-type']).toContain('text/plain');
  });
});

describe('demo users for the console screens', () => {
  it('has a user whose e-mail is its username', async () => {
    const session = await signIn(server.app, 'email-as-username@netfleet.test');
    const body = (await apiGet(server.app, '/api/user', session)).json();
    expect(body.username).toBe(body.email);
  });
});

describe('maintenance mode', () => {
  it('answers every API call with 503 MAINTENANCE but lets the session end', async () => {
    const session = await signIn(server.app, 'admin@netfleet.test');
    server.setMaintenance(true);
    try {
      for (const response of [
        await apiGet(server.app, '/api/user', session),
        await apiGet(server.app, '/api/user'),
        await apiSend(server.app, 'POST', '/api/storage', session, { key: 'k', value: 'v' }),
      ]) {
        expect(response.statusCode).toBe(503);
        expect(errorCode(response)).toBe('MAINTENANCE');
      }
      const revoke = await server.app.inject({
        method: 'POST',
        url: '/api/account/token/revoke',
        cookies: tokenCookies(session),
        headers: unsafeHeaders(session),
      });
      expect(revoke.statusCode).toBe(200);
    } finally {
      server.setMaintenance(false);
    }
    expect((await apiGet(server.app, '/api/user', session)).statusCode).toBe(401);
  });
});
