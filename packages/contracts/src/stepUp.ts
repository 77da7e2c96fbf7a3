import * as v from 'valibot';

/** Step-up methods: the user's `mfa_type`. */
export const STEP_UP_METHODS = ['email', 'teltonika_id', 'totp'] as const;
export type StepUpMethod = (typeof STEP_UP_METHODS)[number];

/**
 * The fields a client adds to a sensitive request it resends after `MFA_REQUIRED`: the
 * code and the challenge's `session_id` and `session_uuid` from the error's `meta`.
 * Other keys pass through (the request's own payload).
 */
export const StepUpFieldsSchema = v.object({
  session_code: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim())),
  session_id: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
  session_uuid: v.optional(v.string()),
});
export type StepUpFields = v.InferOutput<typeof StepUpFieldsSchema>;

/** The `meta` of a 403 `MFA_REQUIRED` answer: which method, and the challenge to answer. */
export const MfaChallengeMetaSchema = v.object({
  mfa_type: v.picklist(STEP_UP_METHODS),
  session_id: v.number(),
  session_uuid: v.string(),
});
export type MfaChallengeMeta = v.InferOutput<typeof MfaChallengeMetaSchema>;

/** `POST /password-confirmation` after a 423: the user's password, sent as typed. */
export const PasswordConfirmationSchema = v.object({
  password: v.optional(
    v.pipe(v.string('Password is required'), v.nonEmpty('Password is required')),
    '' as never,
  ),
});
export type PasswordConfirmationPayload = v.InferOutput<typeof PasswordConfirmationSchema>;

/** `POST /password-confirmation` answer: until when sensitive requests pass without asking again. */
export const PasswordConfirmationResponseSchema = v.object({
  data: v.object({ confirmed_until: v.string() }),
  message: v.string(),
});
export type PasswordConfirmationResponse = v.InferOutput<typeof PasswordConfirmationResponseSchema>;
