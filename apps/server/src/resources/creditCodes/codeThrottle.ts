import type { ThrottledKey } from '../../auth/reserveAttempts.js';
import type { ThrottlePolicy } from '../../auth/throttlePolicies.js';

const MINUTE = 60_000;

/**
 * Codes that do not exist, per user: a code is about 59 random bits, so guessing one is
 * hopeless, but a user trying code after code is up to something. 10 unknown codes are free
 * (typos), the 11th to 19th make the next try wait 1 s doubling, the 20th locks the user out
 * of activating for 15 minutes. A real code (used or not) is not counted.
 */
const USER_POLICY: ThrottlePolicy = {
  freeFailures: 10,
  backoffBaseMs: 1000,
  lockoutAfter: 20,
  lockoutMs: 15 * MINUTE,
  forgetAfterMs: 60 * MINUTE,
};

/** The same per client address, looser: an office behind one address has several users. */
const ADDRESS_POLICY: ThrottlePolicy = { ...USER_POLICY, freeFailures: 30, lockoutAfter: 60 };

/** The counters an activation try is counted on (the sign-in throttle's table). */
export function codeThrottleKeys(userId: number, address: string): ThrottledKey[] {
  return [
    { key: `credit-code:user:${userId}`, policy: USER_POLICY },
    { key: `credit-code:address:${address}`, policy: ADDRESS_POLICY },
  ];
}

/** What a refused try says. */
export function tooManyCodesMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return retryAfterSeconds < 60
    ? `Too many codes that do not exist. Try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.`
    : `Too many codes that do not exist. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
