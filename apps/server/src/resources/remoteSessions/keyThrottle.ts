import type { ThrottledKey } from '../../auth/reserveAttempts.js';
import type { ThrottlePolicy } from '../../auth/throttlePolicies.js';

const MINUTE = 60_000;

/**
 * Connect keys, per client address (`request.ip`): a key is 256 random bits, so guessing is
 * hopeless anyway, but a client trying key after key is up to something. 10 wrong keys are
 * free (a page reloaded after its key was spent, a link opened twice); the 11th to 19th make
 * the next try wait 1 s doubling; the 20th locks the address out of keys for 15 minutes.
 * A right key is not counted. Forgotten an hour after the last wrong one.
 */
export const REMOTE_KEY_ADDRESS_POLICY: ThrottlePolicy = {
  freeFailures: 10,
  backoffBaseMs: 1000,
  lockoutAfter: 20,
  lockoutMs: 15 * MINUTE,
  forgetAfterMs: 60 * MINUTE,
};

/** The counter a key try from `address` is counted on (the sign-in throttle's table). */
export function remoteKeyThrottleKey(address: string): ThrottledKey {
  return { key: `remote-key-address:${address}`, policy: REMOTE_KEY_ADDRESS_POLICY };
}

/** What a client hears while its address may not try keys. */
export function tooManyKeysMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}`
      : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `Too many links that were used or have expired. Try again in ${wait}.`;
}
