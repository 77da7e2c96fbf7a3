import { MfaChallengeMetaSchema, PasswordConfirmationResponseSchema } from '@netfleet/contracts';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companyCredits,
  mailLog,
  mfaChallenges,
  passwordConfirmations,
  users,
} from '../src/db/schema.js';
import { DEMO_TOTP_SECRET, type NetfleetServer } from '../src/index.js';
import { base32Decode, totpAt } from '../src/stepUp/totp.js';
import { challengeOf, expectUnchanged, latestMailedCode } from './support/forms.js';
import { apiSend, errorCode, signIn, type TestSession } from './support/signIn.js';
import { startTestServer } from './support/testServer.js';

// A clock the tests set and move: code expiry, the resend limit, TOTP time steps.
let at = Date.now();
const clock = {
  now: () => at,
  advance(ms: number) {
    at += ms;
  },
  set(ms: number) {
    at = ms;
  },
};
const MINUTE = 60_000;

let server: NetfleetServer;
const company: Record<string, number> = {};
let admin: TestSession;
let superAdmin: TestSession;
let nomfa: TestSession;

beforeAll(async () => {
  // Tokens that outlive the clock's trips: to RFC 6238's test times (up to the year 2603) and back.
  server = await startTestServer({ now: clock.now, accessTtlSeconds: 20_000_000_000 });
  for (const row of await server.db.select().from(companies)) company[row.name] = row.id;
  admin = await signIn(server.app, 'admin@netfleet.test');
  superAdmin = await signIn(server.app, 'super_admin@netfleet.test');
  nomfa = await signIn(server.app, 'nomfa@netfleet.test');
});
afterAll(() => server?.close());

const balance = async (name: string, type = 2) => {
  const [row] = await server.db
    .select({ left: companyCredits.creditsLeft })
    .from(companyCredits)
    .where(and(eq(companyCredits.companyId, company[name] ?? 0), eq(companyCredits.creditTypeId, type)));
  return row?.left ?? 0;
};
const move = (session: TestSession, amount: number, extra: Record<string, unknown> = {}) =>
  apiSend(server.app, 'POST', '/api/credits/move', session, {
    type: 2,
    source: company['Northwind Networks'],
    target: company['Harbor Logistics'],
    amount,
    ...extra,
  });
const withCode = (meta: { session_id: number; session_uuid: string }, code: string) => ({
  session_code: code,
  session_id: meta.session_id,
  session_uuid: meta.session_uuid,
});
const mailsTo = async (email: string) =>
  (await server.db.select().from(mailLog).where(eq(mailLog.toEmail, email))).filter(
    (m) => m.kind === 'mfa_code',
  );
const rfcSecret = base32Decode(DEMO_TOTP_SECRET);

describe('TOTP step-up (super_admin, RFC 6238)', () => {
  const createCode = (session: TestSession, extra: Record<string, unknown> = {}) =>
    apiSend(server.app, 'POST', '/api/credits/codes', session, {
      type: 2,
      amount: 1,
      company_id: company.Netfleet,
      ...extra,
    });

  // Runs first: the clock goes back to the RFC's test times, before any other challenge.
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('accepts the 6-digit code of the RFC test vector at %i s', async (seconds, code) => {
    clock.set(seconds * 1000);
    const meta = v.parse(MfaChallengeMetaSchema, challengeOf(await createCode(superAdmin)));
    expect(meta.mfa_type).toBe('totp');
    const wrong = await createCode(superAdmin, withCode(meta, code === '000000' ? '111111' : '000000'));
    expect(wrong.statusCode).toBe(422);
    expect(errorCode(wrong)).toBe('CONFIRMATION_FAILED');
    const confirmed = await createCode(superAdmin, withCode(meta, code));
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().data.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  });

  it('refuses a code of a time step already used, and one outside ±1 step', async () => {
    // Back to the present, 1 s into a time step: forget the far-future step and challenges
    // of the vectors.
    clock.set(Math.floor(Date.now() / 30_000) * 30_000 + 1000);
    const [me] = await server.db.select().from(users).where(eq(users.email, 'super_admin@netfleet.test'));
    await server.db
      .update(users)
      .set({ mfaLastStep: null })
      .where(eq(users.id, me?.id ?? 0));
    await server.db.delete(mfaChallenges).where(eq(mfaChallenges.userId, me?.id ?? 0));
    let meta = challengeOf(await createCode(superAdmin));
    const used = totpAt(rfcSecret, clock.now());
    expect((await createCode(superAdmin, withCode(meta, used))).statusCode).toBe(201);

    // The next step: the previous code is still inside the ±1 window, but its step is spent.
    clock.advance(31_000);
    meta = challengeOf(await createCode(superAdmin));
    const replay = await createCode(superAdmin, withCode(meta, used));
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors[0]).toMatchObject({ code: 'CONFIRMATION_FAILED', source: 'session_code' });
    expect(replay.json().errors[0].message).toContain('used already');
    const stale = totpAt(rfcSecret, clock.now() - 2 * 30_000);
    expect(errorCode(await createCode(superAdmin, withCode(meta, stale)))).toBe('CONFIRMATION_FAILED');
    const next = await createCode(superAdmin, withCode(meta, totpAt(rfcSecret, clock.now() + 30_000)));
    expect(next.statusCode).toBe(201);
  });

  it('checks the teltonika_id method the same way, with the code of the provider app', async () => {
    await server.db
      .update(users)
      .set({ mfaType: 'teltonika_id', mfaSecret: DEMO_TOTP_SECRET, mfaLastStep: null })
      .where(eq(users.email, 'nomfa@netfleet.test'));
    try {
      clock.advance(31_000);
      const first = await move(nomfa, 1);
      const meta = challengeOf(first);
      expect(meta.mfa_type).toBe('teltonika_id');
      expect(first.json().errors[0].message).toContain('Teltonika ID app');
      const done = await move(nomfa, 1, withCode(meta, totpAt(rfcSecret, clock.now())));
      expect(done.statusCode, done.body).toBe(200);
    } finally {
      await server.db
        .update(users)
        .set({ mfaType: null, mfaSecret: null, mfaLastStep: null })
        .where(eq(users.email, 'nomfa@netfleet.test'));
    }
  });
});

describe('e-mail step-up (admin)', () => {
  it('mails a code and accepts it once: the round trip the console makes', async () => {
    clock.advance(31_000);
    const before = await balance('Harbor Logistics');
    // Asking for a code writes the challenge and the mail, nothing else.
    const mailsBefore = (await mailsTo('admin@netfleet.test')).length;
    const first = await move(admin, 2);
    expect(first.statusCode).toBe(403);
    expect(first.json()).toEqual({
      errors: [
        {
          code: 'MFA_REQUIRED',
          message:
            'The verification code has been sent to admin@netfleet.test. Please check your inbox and complete authentication step.',
          source: null,
        },
      ],
      meta: { mfa_type: 'email', session_id: expect.any(Number), session_uuid: expect.any(String) },
    });
    expect((await mailsTo('admin@netfleet.test')).length).toBe(mailsBefore + 1);
    expect(await balance('Harbor Logistics')).toBe(before);

    const meta = challengeOf(first);
    const code = await latestMailedCode(server, 'admin@netfleet.test');
    const done = await move(admin, 2, withCode(meta, code));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Resources moved successfully');
    expect(await balance('Harbor Logistics')).toBe(before + 2);

    // Single use: the same code again does not move anything.
    clock.advance(31_000);
    const again = await move(admin, 2, withCode(meta, code));
    expect(again.statusCode).toBe(403);
    expect(again.json().errors[0].message).toMatch(/^That code has been used\. /);
    expect(challengeOf(again).session_id).not.toBe(meta.session_id);
    expect(await balance('Harbor Logistics')).toBe(before + 2);
  });

  it('answers a wrong code with CONFIRMATION_FAILED and keeps the challenge for the right one', async () => {
    clock.advance(31_000);
    const meta = challengeOf(await move(admin, 1));
    const code = await latestMailedCode(server, 'admin@netfleet.test');
    const wrong = await move(admin, 1, withCode(meta, code === '123456' ? '654321' : '123456'));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toEqual({
      code: 'CONFIRMATION_FAILED',
      message: 'The code is not valid. 4 tries left.',
      source: 'session_code',
    });
    expect((await move(admin, 1, withCode(meta, code))).statusCode).toBe(200);
  });

  it('needs a new code after 5 wrong ones, and sends one at most every 30 seconds', async () => {
    clock.advance(31_000);
    const meta = challengeOf(await move(admin, 1));
    const code = await latestMailedCode(server, 'admin@netfleet.test');
    const wrongCode = code === '000001' ? '000002' : '000001';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++)
      messages.push((await move(admin, 1, withCode(meta, wrongCode))).json().errors[0].message);
    expect(messages.at(-1)).toBe(
      'The code is not valid. That was the last try: confirm again for a new code.',
    );
    const before = await balance('Harbor Logistics');

    // The right code no longer works; a new challenge within 30 s of the last one is refused.
    const tooSoon = await move(admin, 1, withCode(meta, code));
    expect(tooSoon.statusCode).toBe(429);
    expect(errorCode(tooSoon)).toBe('TOO_MANY_REQUESTS');
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    clock.advance(31_000);
    const renewed = await move(admin, 1, withCode(meta, code));
    const next = challengeOf(renewed);
    expect(renewed.json().errors[0].message).toMatch(
      /^Too many wrong codes\. The verification code has been sent/,
    );
    expect(next.session_id).not.toBe(meta.session_id);
    expect(await balance('Harbor Logistics')).toBe(before);
    const fresh = await latestMailedCode(server, 'admin@netfleet.test');
    expect((await move(admin, 1, withCode(next, fresh))).statusCode).toBe(200);
    expect(await balance('Harbor Logistics')).toBe(before + 1);
  });

  it('lets a code expire after 10 minutes', async () => {
    clock.advance(31_000);
    let meta = challengeOf(await move(admin, 1));
    clock.advance(10 * MINUTE - 1000);
    expect(
      (await move(admin, 1, withCode(meta, await latestMailedCode(server, 'admin@netfleet.test'))))
        .statusCode,
    ).toBe(200);

    meta = challengeOf(await move(admin, 1));
    const code = await latestMailedCode(server, 'admin@netfleet.test');
    clock.advance(10 * MINUTE);
    const expired = await move(admin, 1, withCode(meta, code));
    expect(expired.json().errors[0].message).toMatch(/^The code has expired\. /);
    expect(challengeOf(expired).session_id).not.toBe(meta.session_id);
  });

  it('gives a resubmit within 30 s the same challenge and no second mail, another request 429', async () => {
    clock.advance(31_000);
    const mails = (await mailsTo('admin@netfleet.test')).length;
    const first = challengeOf(await move(admin, 3));
    clock.advance(10_000);
    expect(challengeOf(await move(admin, 3))).toEqual(first);
    expect((await mailsTo('admin@netfleet.test')).length).toBe(mails + 1);

    const other = await move(admin, 4);
    expect(other.statusCode).toBe(429);
    expect(other.headers['retry-after']).toBe('20');
    clock.advance(20_000);
    expect(challengeOf(await move(admin, 4)).session_id).not.toBe(first.session_id);
    expect((await mailsTo('admin@netfleet.test')).length).toBe(mails + 2);
  });

  it('confirms only the request it was asked for, in the session that asked', async () => {
    clock.advance(31_000);
    const meta = challengeOf(await move(admin, 1));
    const code = await latestMailedCode(server, 'admin@netfleet.test');
    const before = await balance('Harbor Logistics');
    // Another amount: the code was for moving 1 credit.
    clock.advance(31_000);
    const swapped = await move(admin, 5, withCode(meta, code));
    expect(swapped.json().errors[0].message).toMatch(/^The code was for another request\. /);
    // Another sign-in of the same user.
    clock.advance(31_000);
    const otherTab = await signIn(server.app, 'admin@netfleet.test');
    const stolen = await move(otherTab, 1, withCode(meta, code));
    expect(stolen.json().errors[0].message).toMatch(/^The verification has ended\. /);
    expect(await balance('Harbor Logistics')).toBe(before);
    const [row] = await server.db.select().from(mfaChallenges).where(eq(mfaChallenges.id, meta.session_id));
    expect(row?.usedAt).toBeNull();
  });

  it('does not take a password confirmation instead of the code', async () => {
    const confirmed = await apiSend(server.app, 'POST', '/api/password-confirmation', admin, {
      password: 'netfleet-demo',
    });
    expect(confirmed.statusCode).toBe(200);
    clock.advance(31_000);
    expect(errorCode(await move(admin, 1))).toBe('MFA_REQUIRED');
  });

  it("asks the impersonator's method while impersonating", async () => {
    await server.db
      .update(users)
      .set({ impersonationAccessLimit: new Date(clock.now() + 86_400_000) })
      .where(eq(users.email, 'nomfa@netfleet.test'));
    const [target] = await server.db.select().from(users).where(eq(users.email, 'nomfa@netfleet.test'));
    const session = await signIn(server.app, 'super_admin@netfleet.test');
    expect(
      (await apiSend(server.app, 'POST', `/api/users/${target?.id}/impersonate`, session)).statusCode,
    ).toBe(200);
    clock.advance(31_000);
    expect(challengeOf(await move(session, 1)).mfa_type).toBe('totp');
  });
});

describe('password re-confirmation (423) for users without MFA', () => {
  it('answers 423, takes the password, repeats, and asks again after 5 minutes', async () => {
    const before = await balance('Harbor Logistics');
    await expectUnchanged(server, async () => {
      const refused = await move(nomfa, 1);
      expect(refused.statusCode).toBe(423);
      expect(refused.json().errors[0]).toMatchObject({
        code: 'PASSWORD_CONFIRMATION_REQUIRED',
        source: null,
      });
    });

    const wrong = await apiSend(server.app, 'POST', '/api/password-confirmation', nomfa, {
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      errors: [{ code: 'CONFIRMATION_FAILED', message: 'The password is not correct.', source: 'password' }],
      message: 'The password is not correct.',
    });
    expect((await move(nomfa, 1)).statusCode).toBe(423);

    const blank = await apiSend(server.app, 'POST', '/api/password-confirmation', nomfa, {});
    expect(blank.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', source: 'password' });

    const ok = await apiSend(server.app, 'POST', '/api/password-confirmation', nomfa, {
      password: 'netfleet-demo',
    });
    expect(ok.statusCode).toBe(200);
    const body = v.parse(PasswordConfirmationResponseSchema, ok.json());
    expect(Date.parse(body.data.confirmed_until)).toBe(clock.now() + 5 * MINUTE);

    expect((await move(nomfa, 1)).statusCode).toBe(200);
    expect((await move(nomfa, 1)).statusCode).toBe(200);
    expect(await balance('Harbor Logistics')).toBe(before + 2);

    clock.advance(5 * MINUTE);
    expect((await move(nomfa, 1)).statusCode).toBe(423);
    // The confirmation belongs to the sign-in session, not to the user.
    await apiSend(server.app, 'POST', '/api/password-confirmation', nomfa, { password: 'netfleet-demo' });
    const otherTab = await signIn(server.app, 'nomfa@netfleet.test');
    expect((await move(otherTab, 1)).statusCode).toBe(423);
  });

  it('checks at most 5 of 30 parallel wrong passwords, for the user in every session', async () => {
    const session = await signIn(server.app, 'end_user@netfleet.test');
    const [user] = await server.db.select().from(users).where(eq(users.email, 'end_user@netfleet.test'));
    const checked = async () =>
      (await server.db.select().from(passwordConfirmations)).filter((row) => row.userId === user?.id).length;
    const before = await checked();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        apiSend(server.app, 'POST', '/api/password-confirmation', session, { password: `wrong-${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    expect((await checked()) - before).toBe(5);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The limit is the user's: another sign-in session of the same user is refused too.
    const otherTab = await signIn(server.app, 'end_user@netfleet.test');
    const elsewhere = await apiSend(server.app, 'POST', '/api/password-confirmation', otherTab, {
      password: 'netfleet-demo',
    });
    expect(elsewhere.statusCode).toBe(429);
    clock.advance(15 * MINUTE);
  });

  it('refuses the password for 15 minutes after 5 wrong ones', async () => {
    const session = await signIn(server.app, 'read_only@netfleet.test');
    const confirm = (password: string) =>
      apiSend(server.app, 'POST', '/api/password-confirmation', session, { password });
    for (let i = 0; i < 5; i++) expect((await confirm(`wrong-${i}`)).statusCode).toBe(422);
    const locked = await confirm('netfleet-demo');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toContain('Too many wrong passwords');
    clock.advance(15 * MINUTE);
    expect((await confirm('netfleet-demo')).statusCode).toBe(200);
  });
});
