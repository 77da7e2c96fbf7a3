import * as v from 'valibot';
import { EMAIL_LOCAL_PART_MAX_LENGTH } from './forms/fields.js';

/**
 * `PUT /account/user` body (spec §7, base URL `/`): accepting the terms of service
 * (`tos_accepted: true`), or giving an e-mail address to an account whose e-mail equals its
 * username (spec §5, "Please enter your email address"). At least one of them.
 */
export const AccountUserUpdateSchema = v.pipe(
  v.object({
    tos_accepted: v.optional(v.literal(true)),
    email: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.toLowerCase(),
        v.maxLength(254),
        v.email('Enter a valid email address.'),
        v.check(
          (email) => email.slice(0, email.lastIndexOf('@')).length <= EMAIL_LOCAL_PART_MAX_LENGTH,
          `The part before @ must be at most ${EMAIL_LOCAL_PART_MAX_LENGTH} characters.`,
        ),
      ),
    ),
  }),
  v.check(
    (input) => input.tos_accepted !== undefined || input.email !== undefined,
    'Send tos_accepted or email.',
  ),
);
export type AccountUserUpdate = v.InferOutput<typeof AccountUserUpdateSchema>;

/** `POST /user/impersonation-access` body: grant support access for 1 hour to 30 days. */
export const ImpersonationAccessSchema = v.object({
  hours: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(720)),
});
export type ImpersonationAccessPayload = v.InferOutput<typeof ImpersonationAccessSchema>;

/** `POST /account/user/activation/resend` answer: where and when the mail went. */
export const ActivationResendResponseSchema = v.object({
  data: v.object({ email: v.string(), sent_at: v.string() }),
});
export type ActivationResendResponse = v.InferOutput<typeof ActivationResendResponseSchema>;
