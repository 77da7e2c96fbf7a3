import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { createToken, hashToken, secretsEqual } from '../auth/tokens.js';
import type { Database } from '../db/Database.js';
import { pendingSignIns, users } from '../db/schema.js';
import { writeMail } from '../mail/writeMail.js';
import { openMfaSecret, type SecretBox } from '../stepUp/mfaSecrets.js';
import { matchTotp } from '../stepUp/totp.js';
import { normaliseRecoveryCode, useRecoveryCode } from './recoveryCodes.js';

/** A pending sign-in works this long: the e-mailed code too. */
export const PENDING_SIGN_IN_TTL_MS = 10 * 60_000;
/** Wrong codes one pending sign-in takes; then the password is needed again. */
const MAX_CODE_ATTEMPTS = 5;
/**
 * Pending sign-ins (and so code e-mails) a user may have open at once: the password alone
 * must not let anyone flood the user's inbox. A double click still gets its code.
 */
const MAX_OPEN_PENDING = 5;

/** A pending sign-in as stored. */
export type PendingSignIn = typeof pendingSignIns.$inferSelect;

/** What a code check found: right, wrong (tries left on this pending sign-in), or spent. */
type CodeCheck =
  | { result: 'ok' }
  | { result: 'wrong'; triesLeft: number; replayed: boolean }
  | { result: 'spent' };

const codeHash = (tokenHash: string, code: string) =>
  createHash('sha256').update(`${tokenHash}:${code}`).digest('hex');

/** A started pending sign-in (the raw token for the cookie), or how long until one may start. */
type PendingStart = { ok: true; token: string } | { ok: false; retryAfterSeconds: number };

/**
 * Starts the second step of a sign-in whose password was right: stores a pending sign-in
 * (only the SHA-256 of its token) and, for the `email` method, mails a 6-digit code. At most
 * {@link MAX_OPEN_PENDING} are open per user; then the answer says when the oldest runs out.
 */
export async function startPendingSignIn(
  db: Database,
  userId: number,
  now: () => number,
): Promise<PendingStart> {
  const token = createToken();
  const tokenHash = hashToken(token);
  const at = now();
  return db.transaction(async (tx): Promise<PendingStart> => {
    // The user's row lock serialises parallel sign-ins, so the cap below holds.
    const [user] = await tx
      .select({ email: users.email, username: users.username, mfaType: users.mfaType })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user?.mfaType) throw new Error('The user has no second factor');
    // Pending sign-ins that ran out are of no use any more: the table stays small.
    await tx.delete(pendingSignIns).where(lte(pendingSignIns.expiresAt, new Date(at)));
    const open = await tx
      .select({ expiresAt: pendingSignIns.expiresAt })
      .from(pendingSignIns)
      .where(eq(pendingSignIns.userId, userId))
      .orderBy(pendingSignIns.expiresAt);
    if (open.length >= MAX_OPEN_PENDING) {
      const waitMs = (open[0]?.expiresAt.getTime() ?? at) - at;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    }
    const code = user.mfaType === 'email' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null;
    await tx.insert(pendingSignIns).values({
      tokenHash,
      userId,
      method: user.mfaType,
      codeHash: code === null ? null : codeHash(tokenHash, code),
      createdAt: new Date(at),
      expiresAt: new Date(at + PENDING_SIGN_IN_TTL_MS),
    });
    if (code !== null) {
      await writeMail(
        tx,
        {
          kind: 'sign_in_code',
          to: user.email,
          userId,
          subject: 'Your Netfleet sign-in code',
          body: `Hello ${user.username},\n\nyour sign-in code is ${code}.\nIt works once, for ${PENDING_SIGN_IN_TTL_MS / 60_000} minutes.\n\nIf you did not just sign in, someone knows your password: change it.\n`,
        },
        () => at,
      );
    }
    return { ok: true, token };
  });
}

/** The unexpired pending sign-in of a cookie's token, or null. */
export async function findPendingSignIn(
  db: Database,
  token: string | undefined,
  now: () => number,
): Promise<PendingSignIn | null> {
  if (!token) return null;
  const [row] = await db
    .select()
    .from(pendingSignIns)
    .where(eq(pendingSignIns.tokenHash, hashToken(token)))
    .limit(1);
  return row && row.expiresAt.getTime() > now() && row.attempts < MAX_CODE_ATTEMPTS ? row : null;
}

/**
 * Checks a code (or one of the user's recovery codes) against a pending sign-in. Each check is counted first, atomically, so
 * parallel guesses cannot exceed the limit; a right code deletes the pending sign-in (single
 * use, also against a parallel second request) and a TOTP step is accepted once, as in step-up.
 */
export async function checkPendingCode(
  db: Database,
  pending: PendingSignIn,
  code: string,
  now: () => number,
  secrets: SecretBox,
): Promise<CodeCheck> {
  const [counted] = await db
    .update(pendingSignIns)
    .set({ attempts: sql`${pendingSignIns.attempts} + 1` })
    .where(and(eq(pendingSignIns.id, pending.id), lt(pendingSignIns.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ attempts: pendingSignIns.attempts });
  if (!counted) return { result: 'spent' };
  const wrong = (replayed = false): CodeCheck => {
    const triesLeft = MAX_CODE_ATTEMPTS - counted.attempts;
    return triesLeft > 0 ? { result: 'wrong', triesLeft, replayed } : { result: 'spent' };
  };
  const at = now();

  if (normaliseRecoveryCode(code) !== null) {
    // A recovery code instead of the method's code (the device is lost): spent once.
    if (!(await useRecoveryCode(db, pending.userId, code, at))) return wrong();
  } else if (pending.method === 'email') {
    if (pending.codeHash === null || !secretsEqual(codeHash(pending.tokenHash, code), pending.codeHash)) {
      return wrong();
    }
  } else {
    const [user] = await db
      .select({ secret: users.mfaSecret, lastStep: users.mfaLastStep })
      .from(users)
      .where(eq(users.id, pending.userId))
      .limit(1);
    const secret = openMfaSecret(secrets, user?.secret ?? null);
    if (!user || secret === null) return wrong();
    const step = matchTotp(secret, code, at, user.lastStep);
    if (step === null) return wrong(matchTotp(secret, code, at) !== null);
    // A step is accepted once, even by two requests racing with the same code.
    const advanced = await db
      .update(users)
      .set({ mfaLastStep: step })
      .where(and(eq(users.id, pending.userId), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
      .returning({ id: users.id });
    if (advanced.length === 0) return wrong(true);
  }
  const spent = await db
    .delete(pendingSignIns)
    .where(eq(pendingSignIns.id, pending.id))
    .returning({ id: pendingSignIns.id });
  return spent.length > 0 ? { result: 'ok' } : { result: 'spent' };
}

/** Ends a pending sign-in (too many wrong codes, or the user starts over). */
export async function dropPendingSignIn(db: Database, pendingId: number): Promise<void> {
  await db.delete(pendingSignIns).where(eq(pendingSignIns.id, pendingId));
}
