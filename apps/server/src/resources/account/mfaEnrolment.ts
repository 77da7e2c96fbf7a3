import { createHash, randomBytes, randomInt } from 'node:crypto';
import { type EnrollableMfaMethod, ERROR_CODES, type MfaEnrolment } from '@netfleet/contracts';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { replaceRecoveryCodes } from '../../account/recoveryCodes.js';
import { secretsEqual } from '../../auth/tokens.js';
import type { Database } from '../../db/Database.js';
import { mfaChallenges, mfaEnrolments, pendingSignIns, users } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { writeMail } from '../../mail/writeMail.js';
import { openMfaSecret, type SecretBox, sealMfaSecret } from '../../stepUp/mfaSecrets.js';
import { base32Encode, matchTotp } from '../../stepUp/totp.js';

/** An enrolment works this long after it starts. */
export const ENROLMENT_TTL_MS = 10 * 60_000;
/** Wrong codes one enrolment takes; then it is spent and must start again. */
const MAX_ENROLMENT_ATTEMPTS = 5;
/** A new e-mail enrolment (another mail) at most this often. */
const EMAIL_RESEND_INTERVAL_MS = 30_000;

/** Who enrols: the signed-in user. */
interface Enrollee {
  id: number;
  email: string;
  username: string;
}

const emailCodeHash = (userId: number, code: string) =>
  createHash('sha256').update(`mfa-enrolment:${userId}:${code}`).digest('hex');

const invalidCode = () => ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, 'The code is not valid.', 'code');
const expired = () =>
  ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, 'The set-up has expired. Start again.', 'code');

/** The `otpauth://` URI of a secret (the QR code's content), as authenticator apps read it. */
export function otpauthUri(email: string, secret: string): string {
  const label = encodeURIComponent(`Netfleet:${email}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=Netfleet&algorithm=SHA1&digits=6&period=30`;
}

/**
 * Starts setting up `method` for the user, replacing an enrolment it had open: `totp` makes a
 * fresh 20-byte secret (stored sealed) and answers it with its URI; `email` mails a 6-digit
 * code (only its SHA-256 is kept), at most one mail per 30 s (429).
 */
export async function startEnrolment(
  db: Database,
  deps: { secrets: SecretBox; now: () => number },
  user: Enrollee,
  method: EnrollableMfaMethod,
): Promise<MfaEnrolment> {
  const at = deps.now();
  const expiresAt = new Date(at + ENROLMENT_TTL_MS);
  // Enrolments that ran out (of anyone) are of no use any more: the table stays small.
  await db.delete(mfaEnrolments).where(lt(mfaEnrolments.expiresAt, new Date(at - ENROLMENT_TTL_MS)));
  const [previous] = await db
    .select({ method: mfaEnrolments.method, createdAt: mfaEnrolments.createdAt })
    .from(mfaEnrolments)
    .where(eq(mfaEnrolments.userId, user.id))
    .limit(1);
  if (method === 'email' && previous?.method === 'email') {
    const since = at - previous.createdAt.getTime();
    if (since >= 0 && since < EMAIL_RESEND_INTERVAL_MS) {
      const wait = Math.max(1, Math.ceil((EMAIL_RESEND_INTERVAL_MS - since) / 1000));
      throw ApiError.of(
        429,
        API_ERROR_CODES.TOO_MANY_REQUESTS,
        `A code was sent less than ${EMAIL_RESEND_INTERVAL_MS / 1000} seconds ago. Try again in ${wait} seconds.`,
        null,
        { headers: { 'retry-after': String(wait) } },
      );
    }
  }
  let stored: string;
  let answer: MfaEnrolment;
  if (method === 'totp') {
    const secret = base32Encode(randomBytes(20));
    stored = sealMfaSecret(deps.secrets, secret);
    answer = {
      method,
      secret,
      otpauth_uri: otpauthUri(user.email, secret),
      expires_at: expiresAt.toISOString(),
    };
  } else {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    stored = emailCodeHash(user.id, code);
    await writeMail(
      db,
      {
        kind: 'mfa_enrolment_code',
        to: user.email,
        userId: user.id,
        subject: 'Your Netfleet set-up code',
        body: `Hello ${user.username},\n\nyour set-up code is ${code}.\nEnter it to receive your sign-in codes by e-mail. It works for ${ENROLMENT_TTL_MS / 60_000} minutes.\n\nIf you did not ask for it, change your password.\n`,
      },
      deps.now,
    );
    answer = { method, email: user.email, expires_at: expiresAt.toISOString() };
  }
  const row = { method, secret: stored, attempts: 0, createdAt: new Date(at), expiresAt };
  await db
    .insert(mfaEnrolments)
    .values({ userId: user.id, ...row })
    .onConflictDoUpdate({ target: mfaEnrolments.userId, set: row });
  return answer;
}

/**
 * Confirms the user's open enrolment with a code: each try is counted first (atomically, at
 * most {@link MAX_ENROLMENT_ATTEMPTS}); a right code makes the method the user's (`totp`: the
 * sealed secret, the code's step spent), ends the enrolment, drops open step-up challenges
 * and pending sign-ins of the old method, and answers a fresh set of recovery codes. Throws a
 * 422 on `code`: not valid, or the set-up expired (spent, run out, or none).
 */
export async function confirmEnrolment(
  db: Database,
  deps: { secrets: SecretBox; now: () => number },
  userId: number,
  code: string,
): Promise<{ method: EnrollableMfaMethod; recoveryCodes: string[] }> {
  const at = deps.now();
  const [enrolment] = await db
    .update(mfaEnrolments)
    .set({ attempts: sql`${mfaEnrolments.attempts} + 1` })
    .where(
      and(
        eq(mfaEnrolments.userId, userId),
        lt(mfaEnrolments.attempts, MAX_ENROLMENT_ATTEMPTS),
        gt(mfaEnrolments.expiresAt, new Date(at)),
      ),
    )
    .returning();
  if (!enrolment) throw expired();
  let step: number | null = null;
  if (enrolment.method === 'totp') {
    const secret = openMfaSecret(deps.secrets, enrolment.secret);
    step = secret === null ? null : matchTotp(secret, code, at);
    if (step === null) throw invalidCode();
  } else if (!secretsEqual(emailCodeHash(userId, code), enrolment.secret)) {
    throw invalidCode();
  }
  return db.transaction(async (tx) => {
    // Spent once, also against a parallel second confirmation with the same code.
    const spent = await tx
      .delete(mfaEnrolments)
      .where(and(eq(mfaEnrolments.userId, userId), eq(mfaEnrolments.createdAt, enrolment.createdAt)))
      .returning({ userId: mfaEnrolments.userId });
    if (spent.length === 0) throw expired();
    await tx
      .update(users)
      .set({
        mfaType: enrolment.method,
        mfaSecret: enrolment.method === 'totp' ? enrolment.secret : null,
        mfaLastStep: step,
      })
      .where(eq(users.id, userId));
    await tx.delete(mfaChallenges).where(and(eq(mfaChallenges.userId, userId), isNull(mfaChallenges.usedAt)));
    await tx.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId));
    const recoveryCodes = await replaceRecoveryCodes(tx, userId, at);
    return { method: enrolment.method, recoveryCodes };
  });
}
