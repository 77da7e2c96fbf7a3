/** The limits of step-up authentication (sensitive requests). */
export const STEP_UP_LIMITS = {
  /** An e-mailed code, and any challenge, works for 10 minutes. */
  challengeTtlMs: 10 * 60_000,
  /** Wrong codes a challenge takes; then a new code is needed. */
  maxAttempts: 5,
  /** At most one new challenge (and code e-mail) per user in this time. */
  resendIntervalMs: 30_000,
  /** After `POST /password-confirmation`, sensitive requests pass for this long (users without MFA). */
  passwordWindowMs: 5 * 60_000,
  /** The wrong password (per user, and per session) that locks re-confirmation for {@link STEP_UP_LIMITS.passwordFailureWindowMs}. */
  maxPasswordFailures: 5,
  passwordFailureWindowMs: 15 * 60_000,
} as const;
