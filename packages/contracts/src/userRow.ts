import * as v from 'valibot';

/**
 * What a user's account state is: `not_verified` until the e-mail address is confirmed,
 * `blocked` for an external (SSO) user nobody invited, `mfa_required` while the user must set
 * up a second factor and has none yet, else `active`.
 */
export const USER_STATUSES = ['active', 'not_verified', 'blocked', 'mfa_required'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A user of `GET /users` (the Users table), in the caller's scope. */
export const UserRowSchema = v.object({
  id: v.number(),
  email: v.string(),
  username: v.string(),
  company_id: v.number(),
  company_name: v.string(),
  role_id: v.number(),
  role_name: v.string(),
  role_title: v.string(),
  /** `email`, `totp`, `teltonika_id`, or null without a method. */
  mfa_type: v.nullable(v.string()),
  /** ISO time of the last sign-in; null when the user never signed in. */
  last_sign_in_at: v.nullable(v.string()),
  status: v.picklist(USER_STATUSES),
  /**
   * ISO time until which the user lets support impersonate them; null when not granted. The
   * access counts only while it is in the future (spec §4).
   */
  impersonation_access_limit: v.nullable(v.string()),
  created_at: v.string(),
});
export type UserRow = v.InferOutput<typeof UserRowSchema>;
