import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailLog, sessions, users } from '../src/db/schema.js';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, type NetfleetServer } from '../src/index.js';
import { base32Decode, totpAt } from '../src/stepUp/totp.js';
import { apiGet, cookieOf, postSignIn, postSignInCode } from './support/signIn.js';
import { createTestClock, startTestServer } from './support/testServer.js';

// Users with an MFA method give their code at sign-in, on a second page of the account
// site, before any session exists: admin@ (e-mail) and super_admin@ (TOTP, the demo secret).

const clock = createTestClock();
let server: NetfleetServer;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now, signInSecondFactor: true });
});
afterAll(() => server?.close());

const SESSION_COOKIES = ['nf_session', 'nf_refresh', 'XSRF-TOKEN'];

/** The password step: 303 to the code page with the pending cookie, and no session cookie. */
async function passwordStep(email: string): Promise<string> {
  const response = await postSignIn(server.app, {
    email,
    password: DEMO_PASSWORD,
    continue_url: '/companies',
  });
  expect(response.statusCode, response.body).toBe(303);
  expect(response.headers.location).toBe('/auth/sign-in/code?continue_url=%2Fcompanies');
  for (const name of SESSION_COOKIES) expect(cookieOf(response, name)).toBeUndefined();
  const pending = cookieOf(response, 'nf_sign_in');
  expect(pending).toBeTruthy();
  return pending ?? '';
}

const postCode = (pending: string, code: string) =>
  postSignInCode(server.app, pending, code, { continue_url: '/companies' });

const mailedCode = async (email: string) => {
  const [mail] = await server.db
    .select({ body: mailLog.body })
    .from(mailLog)
    .where(and(eq(mailLog.toEmail, email), eq(mailLog.kind, 'sign_in_code')))
    .orderBy(desc(mailLog.id))
    .limit(1);
  return /code is (\d{6})/.exec(mail?.body ?? '')?.[1] ?? '';
};

const sessionCount = async (email: string) => {
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return (await server.db.select().from(sessions)).filter((row) => row.userId === user?.id).length;
};

const expectSignedIn = async (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe('http://localhost/companies');
  const access = cookieOf(response, 'nf_session') ?? '';
  expect((await apiGet(server.app, '/api/user', { access, refresh: '', xsrf: '' })).statusCode).toBe(200);
};

describe('the second factor at sign-in', () => {
  it('asks admin@ for the e-mailed code; a wrong code opens no session, the mailed one does', async () => {
    const before = await sessionCount('admin@netfleet.test');
    const pending = await passwordStep('admin@netfleet.test');
    const page = await server.app.inject({
      url: '/auth/sign-in/code?continue_url=%2Fcompanies',
      cookies: { nf_sign_in: pending },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="code">Verification code</label>');
    expect(page.body).toContain('We have e-mailed you a 6-digit sign-in code.');
    const code = await mailedCode('admin@netfleet.test');
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await postCode(pending, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('The code is not valid. 4 tries left.');
    for (const name of SESSION_COOKIES) expect(cookieOf(wrong, name)).toBeUndefined();
    expect(await sessionCount('admin@netfleet.test')).toBe(before);

    const right = await postCode(pending, code);
    await expectSignedIn(right);
    expect(await sessionCount('admin@netfleet.test')).toBe(before + 1);
    // Single use: the pending sign-in is gone.
    expect((await postCode(pending, code)).statusCode).toBe(401);
  });

  it('asks super_admin@ for the authenticator code and accepts a time step once', async () => {
    const secret = base32Decode(DEMO_TOTP_SECRET);
    const pending = await passwordStep('super_admin@netfleet.test');
    const page = await server.app.inject({ url: '/auth/sign-in/code', cookies: { nf_sign_in: pending } });
    expect(page.body).toContain('authenticator app');
    const code = totpAt(secret, clock.now());
    await expectSignedIn(await postCode(pending, code));

    // The same code again, on a new sign-in: a replay.
    const again = await passwordStep('super_admin@netfleet.test');
    const replay = await postCode(again, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.body).toContain('This code has been used already.');
    clock.advance(30_000);
    await expectSignedIn(await postCode(again, totpAt(secret, clock.now())));
  });

  it('lets a pending sign-in expire after 10 minutes', async () => {
    const pending = await passwordStep('admin@netfleet.test');
    const code = await mailedCode('admin@netfleet.test');
    clock.advance(10 * 60_000);
    const late = await postCode(pending, code);
    expect(late.statusCode).toBe(401);
    expect(late.body).toContain('The sign-in has expired. Sign in again.');
    expect(cookieOf(late, 'nf_session')).toBeUndefined();
    // The code page sends the browser back to the password.
    const page = await server.app.inject({ url: '/auth/sign-in/code', cookies: { nf_sign_in: pending } });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/auth/sign-in');
  });

  it('spends a pending sign-in after 5 wrong codes, and counts wrong codes on the account throttle', async () => {
    const pending = await passwordStep('admin@netfleet.test');
    const code = await mailedCode('admin@netfleet.test');
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 4; i++) expect((await postCode(pending, wrongCode)).statusCode).toBe(401);
    const last = await postCode(pending, wrongCode);
    expect(last.body).toContain('Too many wrong codes');
    // Even the right code does not open a session now.
    const spent = await postCode(pending, code);
    expect(spent.statusCode).toBe(401);
    expect(cookieOf(spent, 'nf_session')).toBeUndefined();

    // A new password step gives 5 more tries at most in total before the account throttle
    // (10 wrong tries lock it): knowing the password does not buy endless guesses.
    const next = await passwordStep('admin@netfleet.test');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await postCode(next, wrongCode)).statusCode);
    expect(statuses).toContain(429);
    clock.advance(60 * 60_000);
  });

  it('mails at most 5 codes at once: the password alone cannot flood the inbox', async () => {
    const mails = async () =>
      (await server.db.select().from(mailLog)).filter(
        (row) => row.toEmail === 'admin@netfleet.test' && row.kind === 'sign_in_code',
      ).length;
    const before = await mails();
    for (let i = 0; i < 5; i++) await passwordStep('admin@netfleet.test');
    const refused = await postSignIn(server.app, { email: 'admin@netfleet.test', password: DEMO_PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(9 * 60);
    expect(refused.body).toContain('Too many sign-ins are waiting for a code.');
    expect(cookieOf(refused, 'nf_sign_in')).toBeUndefined();
    expect((await mails()) - before).toBe(5);
    // Once they have run out, the next sign-in gets its code.
    clock.advance(10 * 60_000);
    await passwordStep('admin@netfleet.test');
  });

  it('keeps a user without an MFA method on the password alone', async () => {
    const response = await postSignIn(server.app, { email: 'nomfa@netfleet.test', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(303);
    expect(cookieOf(response, 'nf_session')).toBeTruthy();
  });
});
