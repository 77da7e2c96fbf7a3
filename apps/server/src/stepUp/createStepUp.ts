import { createHash, randomInt, randomUUID } from 'node:crypto';
import { ERROR_CODES, type StepUpFields, StepUpFieldsSchema, type StepUpMethod } from '@netfleet/contracts';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { AuthContext } from '../auth/loadAuthContext.js';
import { secretsEqual } from '../auth/tokens.js';
import type { Database } from '../db/Database.js';
import { mfaChallenges, users } from '../db/schema.js';
import { ApiError } from '../http/ApiError.js';
import { API_ERROR_CODES } from '../http/apiErrorCodes.js';
import { writeMail } from '../mail/writeMail.js';
import { openMfaSecret, type SecretBox } from './mfaSecrets.js';
import { payloadHash } from './payloadHash.js';
import { STEP_UP_LIMITS } from './stepUpLimits.js';
import { matchTotp } from './totp.js';

/** A sensitive request to confirm. */
interface SensitiveRequest {
  auth: AuthContext;
  /** What is confirmed, `DELETE /api/admin/users`: a challenge confirms only this action… */
  action: string;
  /** …with this validated payload. */
  payload: unknown;
  /** The raw body: `session_code`, `session_id`, `session_uuid` of a resent request. */
  body: unknown;
  /** What the code confirms, for the e-mail: "delete the user x@y.test". */
  description: string;
}

/** A confirmed request: `consume` spends the confirmation in the action's own transaction. */
interface StepUpPass {
  consume(tx: Database): Promise<void>;
}

/** Step-up authentication of sensitive requests (see {@link createStepUp}). */
export interface StepUp {
  /** Resolves when the request is confirmed; otherwise throws the {@link ApiError} to answer. */
  require(request: SensitiveRequest): Promise<StepUpPass>;
}

type Actor = {
  id: number;
  email: string;
  username: string;
  mfaType: StepUpMethod | null;
  mfaSecret: string | null;
  mfaLastStep: number | null;
};
type Challenge = typeof mfaChallenges.$inferSelect;

const NO_PASS: StepUpPass = { consume: async () => {} };

const codeHash = (uuid: string, code: string) => createHash('sha256').update(`${uuid}:${code}`).digest('hex');

/** What the verification modal says for each method (the e-mail text is the spec's). */
function challengeMessage(method: StepUpMethod, email: string): string {
  switch (method) {
    case 'email':
      return `The verification code has been sent to ${email}. Please check your inbox and complete authentication step.`;
    case 'totp':
      return 'Enter the code of your authenticator app to confirm this action.';
    case 'teltonika_id':
      return 'Enter the code shown in your Teltonika ID app to confirm this action.';
  }
}

function confirmationFailed(message: string): ApiError {
  return ApiError.of(422, ERROR_CODES.CONFIRMATION_FAILED, message, 'session_code');
}

/**
 * Creates the step-up gate of sensitive requests (delete user, remove MFA, move resources,
 * create code). Who confirms is the person at the keyboard: the impersonator while
 * impersonating, else the user. By their `mfa_type`:
 *
 * - **none**: 423 `PASSWORD_CONFIRMATION_REQUIRED` unless this sign-in session re-entered the
 *   password (`POST /password-confirmation`) within the last 5 minutes;
 * - **email, totp, teltonika_id**: 403 `MFA_REQUIRED` with `meta: { mfa_type, session_id,
 *   session_uuid }` (a new challenge; for `email` a 6-digit code goes to the mail log). The
 *   client resends the request with `session_code`, `session_id`, `session_uuid`; a wrong
 *   code answers 422 `CONFIRMATION_FAILED`. A challenge confirms one action with one payload
 *   in one session, works 10 minutes, takes 5 wrong codes, and is spent by the action's
 *   transaction. `totp` codes are RFC 6238 (SHA-1, 30 s, 6 digits, ±1 step) and a step is
 *   accepted once; `teltonika_id` checks the provider app's code the same way (the server
 *   stands in for the provider). A resubmit without a code within 30 s of the challenge gets
 *   the same challenge back; otherwise at most one new challenge per 30 s (429).
 */
export function createStepUp(deps: { db: Database; now: () => number; secrets: SecretBox }): StepUp {
  const { db, now, secrets } = deps;

  const loadActor = async (auth: AuthContext): Promise<Actor> => {
    const [actor] = await db
      .select({
        id: users.id,
        email: users.email,
        username: users.username,
        mfaType: users.mfaType,
        mfaSecret: users.mfaSecret,
        mfaLastStep: users.mfaLastStep,
      })
      .from(users)
      .where(eq(users.id, auth.impersonator?.id ?? auth.user.id))
      .limit(1);
    if (!actor) throw ApiError.of(401, ERROR_CODES.UNAUTHORIZED, 'Sign in to continue.');
    return actor;
  };

  const findChallenge = async (fields: StepUpFields, actor: Actor, auth: AuthContext) => {
    if (fields.session_id === undefined || fields.session_uuid === undefined) return null;
    if (!/^\d{1,9}$/.test(fields.session_id)) return null;
    const [challenge] = await db
      .select()
      .from(mfaChallenges)
      .where(
        and(
          eq(mfaChallenges.id, Number(fields.session_id)),
          eq(mfaChallenges.uuid, fields.session_uuid),
          eq(mfaChallenges.userId, actor.id),
          eq(mfaChallenges.sessionId, auth.session.id),
        ),
      )
      .limit(1);
    return challenge ?? null;
  };

  /** Why a challenge cannot confirm this request, or null when it can. */
  const unusable = (challenge: Challenge, actor: Actor, hash: string): string | null => {
    if (challenge.usedAt !== null) return 'That code has been used.';
    if (challenge.expiresAt.getTime() <= now()) return 'The code has expired.';
    if (challenge.attempts >= STEP_UP_LIMITS.maxAttempts) return 'Too many wrong codes.';
    if (challenge.method !== actor.mfaType || challenge.payloadHash !== hash) {
      return 'The code was for another request.';
    }
    return null;
  };

  /** Throws 403 MFA_REQUIRED with a challenge: the recent one, or a new one (429 when too soon). */
  const challenge = async (
    request: SensitiveRequest,
    actor: Actor,
    method: StepUpMethod,
    hash: string,
    reason: string | null,
  ): Promise<never> => {
    const { auth } = request;
    const at = now();
    const answer = (row: { id: number; uuid: string }, prefix: string | null) =>
      ApiError.of(
        403,
        ERROR_CODES.MFA_REQUIRED,
        `${prefix ? `${prefix} ` : ''}${challengeMessage(method, actor.email)}`,
        null,
        { meta: { mfa_type: method, session_id: row.id, session_uuid: row.uuid } },
      );

    const issued = await db.transaction(async (tx) => {
      // The user's row lock serialises concurrent requests, so only one can pass the limit.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
      const [latest] = await tx
        .select()
        .from(mfaChallenges)
        .where(eq(mfaChallenges.userId, actor.id))
        .orderBy(desc(mfaChallenges.createdAt), desc(mfaChallenges.id))
        .limit(1);
      const sinceLatest = latest ? at - latest.createdAt.getTime() : Number.POSITIVE_INFINITY;
      if (latest && sinceLatest < STEP_UP_LIMITS.resendIntervalMs) {
        // A resubmit (no code) of the same request gets the challenge it was just sent.
        if (
          reason === null &&
          latest.sessionId === auth.session.id &&
          unusable(latest, actor, hash) === null
        ) {
          return { row: latest, fresh: false };
        }
        const wait = Math.max(1, Math.ceil((STEP_UP_LIMITS.resendIntervalMs - sinceLatest) / 1000));
        throw ApiError.of(
          429,
          API_ERROR_CODES.TOO_MANY_REQUESTS,
          `${reason ? `${reason} ` : ''}A verification was started less than ${STEP_UP_LIMITS.resendIntervalMs / 1000} seconds ago. Try again in ${wait} seconds.`,
          null,
          { headers: { 'retry-after': String(wait) } },
        );
      }
      // Challenges expired for a while are of no use any more: the table stays small.
      await tx
        .delete(mfaChallenges)
        .where(
          and(
            eq(mfaChallenges.userId, actor.id),
            lt(mfaChallenges.expiresAt, new Date(at - STEP_UP_LIMITS.challengeTtlMs)),
          ),
        );
      const uuid = randomUUID();
      const code = method === 'email' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null;
      const [row] = await tx
        .insert(mfaChallenges)
        .values({
          uuid,
          userId: actor.id,
          sessionId: auth.session.id,
          method,
          action: request.action,
          payloadHash: hash,
          codeHash: code === null ? null : codeHash(uuid, code),
          createdAt: new Date(at),
          expiresAt: new Date(at + STEP_UP_LIMITS.challengeTtlMs),
        })
        .returning();
      if (!row) throw new Error('The challenge was not stored');
      if (code !== null) {
        await writeMail(
          tx,
          {
            kind: 'mfa_code',
            to: actor.email,
            userId: actor.id,
            subject: 'Your Netfleet verification code',
            body: `Hello ${actor.username},\n\nyour verification code is ${code}.\nIt confirms: ${request.description}.\nIt works once, for ${STEP_UP_LIMITS.challengeTtlMs / 60_000} minutes.\n\nIf you did not ask for it, change your password.\n`,
          },
          now,
        );
      }
      return { row, fresh: true };
    });
    throw answer(issued.row, issued.fresh ? reason : null);
  };

  /** Counts a try (atomically, so parallel guesses cannot exceed the limit); null when spent. */
  const reserveAttempt = async (row: Challenge): Promise<number | null> => {
    const [updated] = await db
      .update(mfaChallenges)
      .set({ attempts: sql`${mfaChallenges.attempts} + 1` })
      .where(
        and(
          eq(mfaChallenges.id, row.id),
          isNull(mfaChallenges.usedAt),
          lt(mfaChallenges.attempts, STEP_UP_LIMITS.maxAttempts),
        ),
      )
      .returning({ attempts: mfaChallenges.attempts });
    return updated?.attempts ?? null;
  };

  const verify = async (row: Challenge, actor: Actor, code: string): Promise<StepUpPass> => {
    const tries = await reserveAttempt(row);
    if (tries === null) throw confirmationFailed('Too many wrong codes. Confirm again for a new code.');
    let step: number | null = null;
    let replayed = false;
    if (row.method === 'email') {
      if (row.codeHash !== null && secretsEqual(codeHash(row.uuid, code), row.codeHash)) step = 0;
    } else {
      // The secret is sealed at rest (`mfaSecrets.ts`); one that cannot be opened matches nothing.
      const secret = openMfaSecret(secrets, actor.mfaSecret);
      if (secret !== null) {
        step = matchTotp(secret, code, now(), actor.mfaLastStep);
        replayed = step === null && matchTotp(secret, code, now()) !== null;
      }
    }
    if (step === null) {
      const left = STEP_UP_LIMITS.maxAttempts - tries;
      const what = replayed
        ? 'This code has been used already. Wait for the next code of your app.'
        : 'The code is not valid.';
      throw confirmationFailed(
        left > 0
          ? `${what} ${left} ${left === 1 ? 'try' : 'tries'} left.`
          : `${what} That was the last try: confirm again for a new code.`,
      );
    }
    const matchedStep = step;
    return {
      async consume(tx) {
        // Spent, and the right code gives its try back: `attempts` counts wrong codes only.
        const spent = await tx
          .update(mfaChallenges)
          .set({ usedAt: new Date(now()), attempts: sql`${mfaChallenges.attempts} - 1` })
          .where(and(eq(mfaChallenges.id, row.id), isNull(mfaChallenges.usedAt)))
          .returning({ id: mfaChallenges.id });
        if (spent.length === 0) throw confirmationFailed('That code has been used.');
        if (row.method === 'email') return;
        // A step is accepted once, even by two requests racing with the same code.
        const advanced = await tx
          .update(users)
          .set({ mfaLastStep: matchedStep })
          .where(
            and(eq(users.id, actor.id), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, matchedStep))),
          )
          .returning({ id: users.id });
        if (advanced.length === 0) {
          throw confirmationFailed('This code has been used already. Wait for the next code of your app.');
        }
      },
    };
  };

  return {
    async require(request) {
      const { auth } = request;
      const actor = await loadActor(auth);
      if (actor.mfaType === null) {
        const confirmedAt = auth.session.passwordConfirmedAt?.getTime();
        if (confirmedAt !== undefined && now() - confirmedAt < STEP_UP_LIMITS.passwordWindowMs)
          return NO_PASS;
        throw ApiError.of(
          423,
          API_ERROR_CODES.PASSWORD_CONFIRMATION_REQUIRED,
          'Confirm your password to continue.',
        );
      }
      const parsed = v.safeParse(StepUpFieldsSchema, request.body ?? {});
      const fields: StepUpFields = parsed.success ? parsed.output : {};
      const hash = payloadHash(request.action, request.payload);
      const row = await findChallenge(fields, actor, auth);
      const code = fields.session_code;
      if (code === undefined || code === '') return challenge(request, actor, actor.mfaType, hash, null);
      if (!row) return challenge(request, actor, actor.mfaType, hash, 'The verification has ended.');
      const problem = unusable(row, actor, hash);
      if (problem !== null) return challenge(request, actor, actor.mfaType, hash, problem);
      return verify(row, actor, code);
    },
  };
}
