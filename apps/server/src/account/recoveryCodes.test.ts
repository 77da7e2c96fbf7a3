import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeOf } from '../../test/support/forms.js';
import {
  apiGet,
  apiSend,
  cookieOf,
  pendingSignIn,
  postSignInCode,
  sessionCookiesOf,
  signIn,
  type TestSession,
} from '../../test/support/signIn.js';
import { createTestClock, startTestServer } from '../../test/support/testServer.js';
import { mfaRecoveryCodes, users } from '../db/schema.js';
import type { NetfleetServer } from '../index.js';
import { base32Decode, totpAt } from '../stepUp/totp.js';
import { normaliseRecoveryCode } from './recoveryCodes.js';

// A user who lost its authenticator signs in with a recovery code on the code page instead:
// each code once, counted in the same limits as codes.

const clock = createTestClock();
let server: NetfleetServer;
let secret = '';
let codes: string[] = [];
let userId = 0;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now, signInSecondFactor: true });
  // end_user@ sets up an authenticator app (no method yet: the password alone signs it in).
  const session = await signIn(server.app, 'end_user@netfleet.test');
  const started = await apiSend(server.app, 'POST', '/api/user/mfa/enrolment', session, { method: 'totp' });
  secret = (started.json().data as { secret: string }).secret;
  const confirmed = await apiSend(server.app, 'POST', '/api/user/mfa/enrolment/confirm', session, {
    code: totpAt(base32Decode(secret), clock.now()),
  });
  codes = (confirmed.json().data as { recovery_codes: string[] }).recovery_codes;
  userId = (await apiGet(server.app, '/api/user', session)).json().id;
});
afterAll(() => server?.close());

const passwordStep = () => pendingSignIn(server.app, 'end_user@netfleet.test');
const postCode = (pending: string, code: string) => postSignInCode(server.app, pending, code);

/** The session a code sign-in opened. */
function sessionOf(response: LightMyRequestResponse): TestSession {
  expect(response.statusCode, response.body).toBe(303);
  return sessionCookiesOf(response) ?? { access: '', refresh: '', xsrf: '' };
}

describe('recovery codes on the sign-in code page', () => {
  it('the code page tells how to use one', async () => {
    const pending = await passwordStep();
    const page = await server.app.inject({ url: '/auth/sign-in/code', cookies: { nf_sign_in: pending } });
    expect(page.body).toContain('Lost your device? Enter one of your recovery codes instead.');
  });

  it('signs in with a recovery code typed in lower case with spaces, once only', async () => {
    const code = codes[0] ?? '';
    const typed = ` ${code.toLowerCase().replace('-', ' ')} `;
    const first = await postCode(await passwordStep(), typed);
    expect(first.statusCode, first.body).toBe(303);
    expect((await apiGet(server.app, '/api/user', sessionOf(first))).statusCode).toBe(200);
    const rows = await server.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    expect(rows.filter((row) => row.usedAt !== null)).toHaveLength(1);

    const again = await postCode(await passwordStep(), code);
    expect(again.statusCode).toBe(401);
    expect(again.body).toContain('The code is not valid. 4 tries left.');
    expect(cookieOf(again, 'nf_session')).toBeUndefined();
    // Another unused code works, without its dash.
    const other = await postCode(await passwordStep(), (codes[1] ?? '').replace('-', ''));
    expect(other.statusCode).toBe(303);
  });

  it('a made-up code counts as a wrong try', async () => {
    const pending = await passwordStep();
    const wrong = await postCode(pending, 'AAAAA-AAAAA');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('4 tries left.');
  });

  it('a new set (after step-up) replaces the old one', async () => {
    clock.advance(31_000);
    const session = sessionOf(
      await postCode(await passwordStep(), totpAt(base32Decode(secret), clock.now())),
    );
    const left = await apiGet(server.app, '/api/user/mfa', session);
    expect(left.json().data.recovery_codes_left).toBe(codes.length - 2);
    clock.advance(31_000);
    const meta = challengeOf(await apiSend(server.app, 'POST', '/api/user/mfa/recovery-codes', session, {}));
    const renewed = await apiSend(server.app, 'POST', '/api/user/mfa/recovery-codes', session, {
      session_code: totpAt(base32Decode(secret), clock.now()),
      session_id: meta.session_id,
      session_uuid: meta.session_uuid,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = (renewed.json().data as { recovery_codes: string[] }).recovery_codes;
    expect(fresh).toHaveLength(codes.length);
    expect((await apiGet(server.app, '/api/user/mfa', session)).json().data.recovery_codes_left).toBe(
      codes.length,
    );

    expect((await postCode(await passwordStep(), codes[2] ?? '')).statusCode).toBe(401);
    expect((await postCode(await passwordStep(), fresh[0] ?? '')).statusCode).toBe(303);
    const [user] = await server.db.select().from(users).where(eq(users.id, userId));
    expect(user?.mfaType).toBe('totp');
  });
});

describe('normaliseRecoveryCode', () => {
  it('ignores case, spaces and dashes, and refuses what is not ten base32 characters', () => {
    expect(normaliseRecoveryCode('abcde-fgh23')).toBe('ABCDEFGH23');
    expect(normaliseRecoveryCode(' ABC DE FGH 23 ')).toBe('ABCDEFGH23');
    for (const input of ['123456', 'ABCDE-FGH18', 'ABCDE-FGHIJK', ''])
      expect(normaliseRecoveryCode(input)).toBeNull();
  });
});
