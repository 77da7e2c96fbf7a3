import type { ThrottledKey } from '../auth/reserveAttempts.js';
import { SIGN_IN_ACCOUNT_POLICY, SIGN_IN_ADDRESS_POLICY } from '../auth/throttlePolicies.js';

/**
 * The counters a sign-in try (a password, or a second-factor code) is counted on: the
 * account, by the e-mail as typed (lower-cased, so unknown e-mails are throttled the same
 * way and the answer does not tell which exist), and the client address.
 */
export function signInThrottleKeys(
  email: string,
  address: string,
): { account: ThrottledKey; address: ThrottledKey } {
  return {
    account: {
      key: `sign-in-account:${email.trim().toLowerCase().slice(0, 320)}`,
      policy: SIGN_IN_ACCOUNT_POLICY,
    },
    address: { key: `sign-in-address:${address}`, policy: SIGN_IN_ADDRESS_POLICY },
  };
}

/** What the sign-in page says while the throttle refuses tries. */
export function tooManySignInsMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}`
      : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `Too many failed sign-in attempts. Sign-in is locked for now: try again in ${wait}.`;
}
