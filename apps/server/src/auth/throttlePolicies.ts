import { STEP_UP_LIMITS } from '../stepUp/stepUpLimits.js';

/** How a throttled kind of try is limited (see `reserveAttempt`). */
export interface ThrottlePolicy {
  /** Wrong tries that cost nothing. */
  freeFailures: number;
  /** The wait after the first wrong try beyond the free ones; each further one doubles it. */
  backoffBaseMs: number;
  /** The wrong try that locks: it and every later one (until forgotten) block for `lockoutMs`. */
  lockoutAfter: number;
  lockoutMs: number;
  /** Wrong tries are forgotten this long after the last one. */
  forgetAfterMs: number;
}

const MINUTE = 60_000;

/**
 * Sign-in, per account (the e-mail as typed, lower-cased, known or not): 5 wrong passwords
 * (or second-factor codes) are free; the 6th to 9th make the next try wait 1, 2, 4 and 8 s;
 * the 10th locks the account's sign-in for 15 minutes, and so does every wrong one after it.
 * A completed sign-in resets the count; otherwise it is forgotten an hour after the last
 * wrong try.
 */
export const SIGN_IN_ACCOUNT_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  backoffBaseMs: 1000,
  lockoutAfter: 10,
  lockoutMs: 15 * MINUTE,
  forgetAfterMs: 60 * MINUTE,
};

/**
 * Sign-in, per client address (`request.ip`, which honours `TRUST_PROXY`), over every account:
 * 20 wrong tries are free (an office behind one address mistypes too), the 21st to 29th wait
 * from 1 s doubling, the 30th locks the address for 15 minutes. A right password does not
 * reset it (one valid account must not wipe the record of guesses at others); a right try
 * is not counted. Forgotten an hour after the last wrong try.
 */
export const SIGN_IN_ADDRESS_POLICY: ThrottlePolicy = {
  freeFailures: 20,
  backoffBaseMs: 1000,
  lockoutAfter: 30,
  lockoutMs: 15 * MINUTE,
  forgetAfterMs: 60 * MINUTE,
};

/**
 * Password re-confirmation (`POST /password-confirmation`), per user and per session: the
 * 5th wrong password locks for 15 minutes; a right one resets.
 */
export const PASSWORD_CONFIRMATION_POLICY: ThrottlePolicy = {
  freeFailures: STEP_UP_LIMITS.maxPasswordFailures,
  backoffBaseMs: 1000,
  lockoutAfter: STEP_UP_LIMITS.maxPasswordFailures,
  lockoutMs: STEP_UP_LIMITS.passwordFailureWindowMs,
  forgetAfterMs: STEP_UP_LIMITS.passwordFailureWindowMs,
};
