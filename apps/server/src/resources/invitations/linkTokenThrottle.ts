import type { ThrottledKey } from '../../auth/reserveAttempts.js';
import type { ThrottlePolicy } from '../../auth/throttlePolicies.js';

const MINUTE = 60_000;

/**
 * Wrong link tokens (invitation and impersonation access links), per client address and per
 * signed-in user: 10 are free (mistyped or stale links), the 11th to 19th wait from 1 s
 * doubling, the 20th locks for 15 minutes. A token is 256 random bits, so this is defence in
 * depth: it keeps a script from spending the database's time on guesses.
 */
const LINK_TOKEN_POLICY: ThrottlePolicy = {
  freeFailures: 10,
  backoffBaseMs: 1000,
  lockoutAfter: 20,
  lockoutMs: 15 * MINUTE,
  forgetAfterMs: 60 * MINUTE,
};

/**
 * The counters a link token try is counted on (`reserveAttempts` before the lookup,
 * `forgiveAttempts` when it was right): `link-token:<kind>:<who>` for each of `who`.
 */
export function linkTokenKeys(kind: 'invitation' | 'impersonation-access', who: string[]): ThrottledKey[] {
  return who.map((part) => ({ key: `link-token:${kind}:${part}`, policy: LINK_TOKEN_POLICY }));
}

/** What a refused try says. */
export function tooManyLinkTriesMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return retryAfterSeconds < 60
    ? `Too many links that are not valid. Try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.`
    : `Too many links that are not valid. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
