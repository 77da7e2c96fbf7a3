/**
 * Error codes that are not about one call but about the whole session: when the first
 * error of any response has one of them, the global error handler runs (spec §8) and
 * the app shows the matching full-page notice instead of the console.
 *
 * - `EMAIL_NOT_VERIFIED`, `NOT_INVITED_EXTERNAL_USER`, `MFA_MANDATORY`: login blocks (spec).
 * - `MAINTENANCE`: the server is in maintenance; the maintenance page.
 * - `TOS_NOT_ACCEPTED` is deliberately absent: terms are a modal inside the console.
 */
export const GLOBAL_ERROR_CODES = [
  'EMAIL_NOT_VERIFIED',
  'NOT_INVITED_EXTERNAL_USER',
  'MFA_MANDATORY',
  'MAINTENANCE',
] as const;

export type GlobalErrorCode = (typeof GLOBAL_ERROR_CODES)[number];

/** True when `code` is one of {@link GLOBAL_ERROR_CODES}. */
export function isGlobalErrorCode(code: string | undefined): code is GlobalErrorCode {
  return code !== undefined && (GLOBAL_ERROR_CODES as readonly string[]).includes(code);
}
