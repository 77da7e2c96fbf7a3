import * as v from 'valibot';
import { FIELD_MESSAGES } from './forms/fieldMessages.js';

/** Shortest password a new or changed account may have. */
export const PASSWORD_MIN_LENGTH = 10;
/** Longest password (argon2 hashes any length; this bounds the work a form can ask for). */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * A new password (registration, password change): 10 to 256 characters with at least one
 * letter and one digit or symbol, never trimmed (a space may belong to it).
 */
export const NewPasswordSchema = v.pipe(
  v.string('Enter a password.'),
  v.minLength(1, 'Enter a password.'),
  v.minLength(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`),
  v.maxLength(PASSWORD_MAX_LENGTH, `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
  v.check((password) => /\p{L}/u.test(password) && /[^\p{L}\s]/u.test(password), FIELD_MESSAGES.password),
);

/**
 * What is wrong with a new password and its repetition, as one message; null when both are
 * fine. The first problem only: a form shows one line.
 *
 * @example
 * newPasswordProblem('short', 'short'); // 'The password must be at least 10 characters.'
 */
export function newPasswordProblem(password: string, repeated: string): string | null {
  const result = v.safeParse(NewPasswordSchema, password);
  if (!result.success) return result.issues[0].message;
  return password === repeated ? null : 'The passwords do not match.';
}
