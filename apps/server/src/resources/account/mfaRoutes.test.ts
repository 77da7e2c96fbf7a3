import { randomBytes } from 'node:crypto';
import {
  MfaEnrolmentResponseSchema,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
  RecoveryCodesResponseSchema,
} from '@netfleet/contracts';
import { and, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeOf, sendWithMfa } from '../../../test/support/forms.js';
import {
  apiGet,
  apiSend,
  pendingSignIn,
  postSignInCode,
  sessionCookiesOf,
  signIn,
  type TestSession,
} from '../../../test/support/signIn.js';
import { createTestClock, startTestServer } from '../../../test/support/testServer.js';
import { mailLog, mfaEnrolments, users } from '../../db/schema.js';
import { DEMO_TOTP_SECRET, type NetfleetServer } from '../../index.js';
import { createCredentialBox } from '../../remote/credentialBox.js';
import { sealPlainMfaSecrets } from '../../stepUp/mfaSecrets.js';
import { base32Decode, totpAt } from '../../stepUp/totp.js';

// The second factor at sign-in is on here: a user who sets one up must give its code.
const clock = createTestClock();
let server: NetfleetServer;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now, signInSecondFactor: true });
});
afterAll(() => server?.close());

const codeOf = (secret: string) => totpAt(base32Decode(secret), clock.now());

/** Signs in with the password and a TOTP code of `secret` on the account site's code page. */
async function signInWithTotp(email: string, secret: string): Promise<TestSession> {
  const pending = await pendingSignIn(server.app, email);
  clock.advance(30_000);
  const response = await postSignInCode(server.app, pending, codeOf(secret));
  expect(response.statusCode, response.body).toBe(303);
  return sessionCookiesOf(response) ?? { access: '', refresh: '', xsrf: '' };
}

const mailedEnrolmentCode = async (email: string) => {
  const [mail] = await server.db
    .select({ body: mailLog.body })
    .from(mailLog)
    .where(and(eq(mailLog.toEmail, email), eq(mailLog.kind, 'mfa_enrolment_code')))
    .orderBy(desc(mailLog.id))
    .limit(1);
  return /set-up code is (\d{6})/.exec(mail?.body ?? '')?.[1] ?? '';
};

const userRow = async (email: string) => {
  const [row] = await server.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
};

describe('setting up an authenticator app', () => {
  it('enrols with a code of the new secret, seals it, and the next sign-in asks for the app’s code', async () => {
    const session = await signIn(server.app, 'end_user@netfleet.test');
    const status = await apiGet(server.app, '/api/user/mfa', session);
    expect(status.json()).toEqual({ data: { method: null, required: false, recovery_codes_left: 0 } });

    const started = await apiSend(server.app, 'POST', '/api/user/mfa/enrolment', session, { method: 'totp' });
    expect(started.statusCode, started.body).toBe(200);
    const enrolment = v.parse(MfaEnrolmentResponseSchema, started.json()).data;
    if (enrolment.method !== 'totp') throw new Error('not a totp enrolment');
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauth_uri).toBe(
      `otpauth://totp/Netfleet%3Aend_user%40netfleet.test?secret=${enrolment.secret}&issuer=Netfleet&algorithm=SHA1&digits=6&period=30`,
    );
    const [stored] = await server.db.select().from(mfaEnrolments);
    expect(stored?.secret.startsWith('v1.')).toBe(true);
    expect(stored?.secret).not.toContain(enrolment.secret);

    const wrong = await apiSend(server.app, 'POST', '/api/user/mfa/enrolment/confirm', session, {
      code: codeOf(enrolment.secret) === '000000' ? '000001' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({ message: 'The code is not valid.', source: 'code' });

    const confirmed = await apiSend(server.app, 'POST', '/api/user/mfa/enrolment/confirm', session, {
      code: codeOf(enrolment.secret),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { data } = v.parse(RecoveryCodesResponseSchema, confirmed.json());
    expect(data.method).toBe('totp');
    expect(data.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of data.recovery_codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);

    // In use at once, sealed at rest, the enrolment gone.
    expect((await apiGet(server.app, '/api/user', session)).json().mfa_type).toBe('totp');
    expect((await apiGet(server.app, '/api/user/mfa', session)).json().data).toEqual({
      method: 'totp',
      required: false,
      recovery_codes_left: RECOVERY_CODE_COUNT,
    });
    const row = await userRow('end_user@netfleet.test');
    expect(row.mfaSecret?.startsWith('v1.')).toBe(true);
    expect(row.mfaSecret).not.toContain(enrolment.secret);
    expect(await server.db.select().from(mfaEnrolments)).toHaveLength(0);
    // The code it was confirmed with is spent.
    const replay = await apiSend(server.app, 'POST', '/api/user/mfa/enrolment/confirm', session, {
      code: codeOf(enrolment.secret),
    });
    expect(replay.json().errors[0].message).toBe('The set-up has expired. Start again.');

    const signedIn = await signInWithTotp('end_user@netfleet.test', enrolment.secret);
    expect((await apiGet(server.app, '/api/user', signedIn)).statusCode).toBe(200);
  });

  it('spends an enrolment after 5 wrong codes and after 10 minutes', async () => {
    const session = await signIn(server.app, 'readonly_admin@netfleet.test');
    const start = async () => {
      const response = await apiSend(server.app, 'POST', '/api/user/mfa/enrolment', session, {
        method: 'totp',
      });
      const data = v.parse(MfaEnrolmentResponseSchema, response.json()).data;
      return data.method === 'totp' ? data.secret : '';
    };
    const confirm = (code: string) =>
      apiSend(server.app, 'POST', '/api/user/mfa/enrolment/confirm', session, { code });
    let secret = await start();
    const wrong = codeOf(secret) === '111111' ? '111112' : '111111';
    for (let index = 0; index < 5; index++) {
      expect((await confirm(wrong)).json().errors[0].message).toBe('The code is not valid.');
    }
    const spent = await confirm(codeOf(secret));
    expect(spent.statusCode).toBe(422);
    expect(spent.json().errors[0]).toMatchObject({
      message: 'The set-up has expired. Start again.',
      source: 'code',
    });

    secret = await start();
    clock.advance(10 * 60_000 + 1);
    expect((await confirm(codeOf(secret))).json().errors[0].message).toBe(
      'The set-up has expired. Start again.',
    );
    expect((await userRow('readonly_admin@netfleet.test')).mfaType).toBeNull();
  });
});

describe('setting up e-mail codes', () => {
  it('mails a code, keeps only its hash, and takes it', async () => {
    const session = await signIn(server.app, 'read_only@netfleet.test');
    const started = await apiSend(server.app, 'POST', '/api/user/mfa/enrolment', session, {
      method: 'email',
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ method: 'email', email: 'read_only@netfleet.test' });
    const code = await mailedEnrolmentCode('read_only@netfleet.test');
    expect(code).toMatch(/^\d{6}$/);
    const { id } = await userRow('read_only@netfleet.test');
    const [stored] = await server.db.select().from(mfaEnrolments).where(eq(mfaEnrolments.userId, id));
    expect(stored?.secret).toMatch(/^[0-9a-f]{64}$/);
    // Another mail at once is refused: the address is not to be flooded.
    const again = await apiSend(server.app, 'POST', '/api/user/mfa/enrolment', session, { method: 'email' });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();

    const confirmed = await apiSend(server.app, 'POST', '/api/user/mfa/enrolment/confirm', session, { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.method).toBe('email');
    expect((await apiGet(server.app, '/api/user', session)).json().mfa_type).toBe('email');
    expect((await userRow('read_only@netfleet.test')).mfaSecret).toBeNull();
  });
});

describe('replacing and removing a method', () => {
  it('asks the super_admin for its current TOTP code before a new method is set up', async () => {
    const session = await signInWithTotp('super_admin@netfleet.test', DEMO_TOTP_SECRET);
    clock.advance(31_000);
    const first = await apiSend(server.app, 'POST', '/api/user/mfa/enrolment', session, { method: 'email' });
    expect(challengeOf(first).mfa_type).toBe('totp');
    const started = await sendWithMfa(server, clock, session, 'POST', '/api/user/mfa/enrolment', {
      method: 'email',
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.method).toBe('email');
    // Until the new method is confirmed, the old one stays.
    expect((await userRow('super_admin@netfleet.test')).mfaType).toBe('totp');
  });

  it('removes a method after step-up, with its recovery codes', async () => {
    const secretOf = async () => {
      const session = await signIn(server.app, 'nomfa@netfleet.test');
      const started = await apiSend(server.app, 'POST', '/api/user/mfa/enrolment', session, {
        method: 'totp',
      });
      const data = started.json().data as { secret: string };
      const confirmed = await apiSend(server.app, 'POST', '/api/user/mfa/enrolment/confirm', session, {
        code: codeOf(data.secret),
      });
      expect(confirmed.statusCode).toBe(200);
      return { session, secret: data.secret };
    };
    const { session, secret } = await secretOf();
    clock.advance(31_000);
    const meta = challengeOf(await apiSend(server.app, 'DELETE', '/api/user/mfa', session, {}));
    const removed = await apiSend(server.app, 'DELETE', '/api/user/mfa', session, {
      session_code: codeOf(secret),
      session_id: meta.session_id,
      session_uuid: meta.session_uuid,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ data: { method: null, required: false, recovery_codes_left: 0 } });
    expect((await userRow('nomfa@netfleet.test')).mfaSecret).toBeNull();
    // Without a method there is nothing to remove.
    expect((await apiSend(server.app, 'DELETE', '/api/user/mfa', session, {})).statusCode).toBe(409);
  });
});

describe('a user whose company requires a second factor', () => {
  it('enrols while blocked by MFA_MANDATORY, then uses the API; removing the method is refused', async () => {
    const session = await signIn(server.app, 'mfa-required@netfleet.test');
    const blocked = await apiGet(server.app, '/api/user', session);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().errors[0].code).toBe('MFA_MANDATORY');
    expect((await apiGet(server.app, '/api/user/mfa', session)).json().data).toEqual({
      method: null,
      required: true,
      recovery_codes_left: 0,
    });
    // Only the enrolment is open to it.
    expect((await apiGet(server.app, '/api/user/sessions', session)).statusCode).toBe(403);

    const started = await apiSend(server.app, 'POST', '/api/user/mfa/enrolment', session, { method: 'totp' });
    expect(started.statusCode, started.body).toBe(200);
    const { secret } = started.json().data as { secret: string };
    const confirmed = await apiSend(server.app, 'POST', '/api/user/mfa/enrolment/confirm', session, {
      code: codeOf(secret),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const user = await apiGet(server.app, '/api/user', session);
    expect(user.statusCode).toBe(200);
    expect(user.json().mfa_type).toBe('totp');

    const refused = await apiSend(server.app, 'DELETE', '/api/user/mfa', session, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe('Your company requires multi-factor authentication.');
    expect((await userRow('mfa-required@netfleet.test')).mfaType).toBe('totp');
  });

  it('a user blocked for another reason cannot enrol', async () => {
    const session = await signIn(server.app, 'unverified@netfleet.test');
    const response = await apiSend(server.app, 'POST', '/api/user/mfa/enrolment', session, {
      method: 'totp',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('EMAIL_NOT_VERIFIED');
  });
});

describe('TOTP secrets at rest', () => {
  it('the demo super_admin’s secret is sealed, not its base32', async () => {
    const row = await userRow('super_admin@netfleet.test');
    expect(row.mfaSecret?.startsWith('v1.')).toBe(true);
    expect(row.mfaSecret).not.toContain(DEMO_TOTP_SECRET);
  });

  it('plain base32 secrets of an earlier version are sealed, sealed ones left alone', async () => {
    const box = createCredentialBox(randomBytes(32));
    const before = await userRow('super_admin@netfleet.test');
    await server.db.update(users).set({ mfaSecret: DEMO_TOTP_SECRET }).where(eq(users.id, before.id));
    try {
      expect(await sealPlainMfaSecrets(server.db, box)).toBe(1);
      const sealed = (await userRow('super_admin@netfleet.test')).mfaSecret ?? '';
      expect(sealed.startsWith('v1.')).toBe(true);
      expect(box.openText(sealed)).toBe(DEMO_TOTP_SECRET);
      expect(await sealPlainMfaSecrets(server.db, box)).toBe(0);
    } finally {
      await server.db.update(users).set({ mfaSecret: before.mfaSecret }).where(eq(users.id, before.id));
    }
  });
});
