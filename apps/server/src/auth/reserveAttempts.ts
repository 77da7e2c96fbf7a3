import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { attemptThrottles } from '../db/schema.js';
import type { ThrottlePolicy } from './throttlePolicies.js';

/** One counter a try is counted on. */
export interface ThrottledKey {
  key: string;
  policy: ThrottlePolicy;
}

/** The answer of {@link reserveAttempts}: go on, or wait this many seconds (429 `Retry-After`). */
export type Reservation = { ok: true } | { ok: false; retryAfterSeconds: number };

// The existing row of ON CONFLICT DO UPDATE, named so that no reader wonders which row it is.
const FAILURES = sql.raw('"attempt_throttles"."failures"');
const LAST_FAILURE_AT = sql.raw('"attempt_throttles"."last_failure_at"');
const BLOCKED_UNTIL = sql.raw('"attempt_throttles"."blocked_until"');

/** Until when the `failures`-th wrong try blocks the next one (SQL), per the policy. */
function blockedUntil(failures: ReturnType<typeof sql>, policy: ThrottlePolicy, at: string) {
  return sql`CASE
    WHEN ${failures} >= ${policy.lockoutAfter}::int
      THEN ${at}::timestamptz + make_interval(secs => ${policy.lockoutMs / 1000}::float8)
    WHEN ${failures} > ${policy.freeFailures}::int
      THEN ${at}::timestamptz + make_interval(secs => ${policy.backoffBaseMs / 1000}::float8
        * power(2, ${failures} - ${policy.freeFailures}::int - 1))
    ELSE NULL END`;
}

/** Counts one try on `key` unless it is blocked; the seconds to wait when it is. */
async function reserveOne(db: Database, { key, policy }: ThrottledKey, at: number): Promise<Reservation> {
  const now = new Date(at).toISOString();
  const forgotten = new Date(at - policy.forgetAfterMs).toISOString();
  const next = sql`(CASE WHEN ${LAST_FAILURE_AT} <= ${forgotten}::timestamptz THEN 1 ELSE ${FAILURES} + 1 END)`;
  const reserved = await db
    .insert(attemptThrottles)
    .values({
      key,
      failures: 1,
      lastFailureAt: new Date(at),
      blockedUntil: sql`${blockedUntil(sql`1`, policy, now)}`,
    })
    .onConflictDoUpdate({
      target: attemptThrottles.key,
      set: { failures: next, lastFailureAt: new Date(at), blockedUntil: blockedUntil(next, policy, now) },
      // Blocked: nothing changes and nothing is returned. One statement, so two tries at once
      // are counted one after the other by the row lock and cannot both pass the limit.
      setWhere: sql`${BLOCKED_UNTIL} IS NULL OR ${BLOCKED_UNTIL} <= ${now}::timestamptz`,
    })
    .returning({ failures: attemptThrottles.failures });
  if (reserved.length > 0) return { ok: true };
  const [row] = await db
    .select({ blockedUntil: attemptThrottles.blockedUntil })
    .from(attemptThrottles)
    .where(eq(attemptThrottles.key, key))
    .limit(1);
  const waitMs = (row?.blockedUntil?.getTime() ?? at) - at;
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * Counts a try on every key before the secret is checked, atomically: while any key is
 * blocked (back-off or lockout) the try is refused and nothing stays counted. A try that
 * turns out right is given back with {@link forgiveAttempts} or wipes the count with
 * {@link resetAttempts}; a wrong one stays counted, and the policy's wait starts at once.
 * Counting first is what keeps 30 parallel wrong tries from all being checked.
 *
 * @example
 * const reservation = await reserveAttempts(db, [{ key: `confirm-user:${id}`, policy }], now());
 * if (!reservation.ok) reply.header('retry-after', String(reservation.retryAfterSeconds));
 */
export async function reserveAttempts(db: Database, keys: ThrottledKey[], at: number): Promise<Reservation> {
  const reserved: string[] = [];
  for (const key of keys) {
    const result = await reserveOne(db, key, at);
    if (!result.ok) {
      await forgiveAttempts(db, reserved);
      return result;
    }
    reserved.push(key.key);
  }
  return { ok: true };
}

/** Gives back a counted try on each key (it was right). A wait it started stays. */
export async function forgiveAttempts(db: Database, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(attemptThrottles)
    .set({ failures: sql`greatest(${attemptThrottles.failures} - 1, 0)` })
    .where(inArray(attemptThrottles.key, keys));
}

/** Forgets every wrong try on the keys (a completed sign-in, a confirmed password). */
export async function resetAttempts(db: Database, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(attemptThrottles).where(inArray(attemptThrottles.key, keys));
}

/** Wrong tries older than this, with no wait running, are dropped by {@link pruneAttempts}. */
const PRUNE_AFTER_MS = 24 * 60 * 60_000;

/**
 * Drops counters nobody has tried for a day (every policy forgets sooner), so that guesses at
 * made-up e-mails do not fill the table. Called after a completed sign-in: cheap (indexed).
 */
export async function pruneAttempts(db: Database, at: number): Promise<void> {
  await db
    .delete(attemptThrottles)
    .where(
      and(
        lt(attemptThrottles.lastFailureAt, new Date(at - PRUNE_AFTER_MS)),
        or(isNull(attemptThrottles.blockedUntil), lt(attemptThrottles.blockedUntil, new Date(at))),
      ),
    );
}
