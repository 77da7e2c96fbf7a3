import * as v from 'valibot';
import { NewPasswordSchema } from './password.js';

/**
 * The signed-in user's own account (`/account`): name, password, sessions, second factor and
 * avatar. Every call acts on the caller only (`access: 'own'`); none takes a user id.
 */

/** Longest name a user may give itself (the users table shows it; registration uses the same). */
export const ACCOUNT_NAME_MAX_LENGTH = 100;

/** `PUT /user/profile`: the user's own name. */
export const AccountProfileSchema = v.object({
  username: v.pipe(
    v.string('Enter your name.'),
    v.trim(),
    v.minLength(1, 'Enter your name.'),
    v.maxLength(ACCOUNT_NAME_MAX_LENGTH, `The name must be at most ${ACCOUNT_NAME_MAX_LENGTH} characters.`),
  ),
});
export type AccountProfilePayload = v.InferOutput<typeof AccountProfileSchema>;

/** `PUT /user/profile` answer. */
export const AccountProfileResponseSchema = v.object({ data: v.object({ username: v.string() }) });

/**
 * `PUT /user/password`: the current password proves the person at the keyboard; the new one
 * follows {@link NewPasswordSchema}. Every other session of the user is signed out.
 */
export const ChangePasswordSchema = v.object({
  current_password: v.pipe(
    v.string('Enter your current password.'),
    v.minLength(1, 'Enter your current password.'),
    v.maxLength(1024, 'Enter your current password.'),
  ),
  new_password: NewPasswordSchema,
});
export type ChangePasswordPayload = v.InferOutput<typeof ChangePasswordSchema>;

/** `PUT /user/password` and `DELETE /user/sessions/others` answer: how many sessions ended. */
export const SignedOutResponseSchema = v.object({ data: v.object({ signed_out: v.number() }) });
export type SignedOutResponse = v.InferOutput<typeof SignedOutResponseSchema>;

/** One open session of the user (`GET /user/sessions`): where and when it signed in. */
export const AccountSessionSchema = v.object({
  id: v.number(),
  /** The session this request came with. */
  current: v.boolean(),
  user_agent: v.nullable(v.string()),
  ip_address: v.nullable(v.string()),
  created_at: v.string(),
  last_seen_at: v.nullable(v.string()),
});
export type AccountSession = v.InferOutput<typeof AccountSessionSchema>;

/** `GET /user/sessions` answer: the unrevoked, unexpired sessions, the current first, then newest. */
export const AccountSessionsResponseSchema = v.object({ data: v.array(AccountSessionSchema) });

/** Second-factor methods a user can set up itself (Teltonika ID is set up at its provider). */
export const ENROLLABLE_MFA_METHODS = ['totp', 'email'] as const;
export type EnrollableMfaMethod = (typeof ENROLLABLE_MFA_METHODS)[number];

/** How many recovery codes a set has. */
export const RECOVERY_CODE_COUNT = 10;

/** `GET /user/mfa`: the user's second factor. */
export const MfaStatusSchema = v.object({
  /** The method in use, or null. */
  method: v.nullable(v.picklist(['email', 'totp', 'teltonika_id'])),
  /** The company requires a second factor: it cannot be removed, only changed. */
  required: v.boolean(),
  /** Unused recovery codes left. */
  recovery_codes_left: v.number(),
});
export type MfaStatus = v.InferOutput<typeof MfaStatusSchema>;
export const MfaStatusResponseSchema = v.object({ data: MfaStatusSchema });

/**
 * `POST /user/mfa/enrolment`: start setting up a method. Replacing a method the user has asks
 * for step-up with that method first (`MFA_REQUIRED`).
 */
export const StartMfaEnrolmentSchema = v.object({
  method: v.picklist(ENROLLABLE_MFA_METHODS, 'Choose an authenticator app or e-mail codes.'),
});
export type StartMfaEnrolmentPayload = v.InferOutput<typeof StartMfaEnrolmentSchema>;

/**
 * `POST /user/mfa/enrolment` answer. `totp`: the base32 secret and its `otpauth://` URI (the
 * QR code's content); `email`: where the code went. Either way the enrolment works until
 * `expires_at`.
 */
export const MfaEnrolmentSchema = v.variant('method', [
  v.object({
    method: v.literal('totp'),
    secret: v.string(),
    otpauth_uri: v.string(),
    expires_at: v.string(),
  }),
  v.object({ method: v.literal('email'), email: v.string(), expires_at: v.string() }),
]);
export type MfaEnrolment = v.InferOutput<typeof MfaEnrolmentSchema>;
export const MfaEnrolmentResponseSchema = v.object({ data: MfaEnrolmentSchema });

/** A 6-digit code of an authenticator app or of the mail. */
export const MfaCodeSchema = v.pipe(
  v.string('Enter the 6-digit code.'),
  v.trim(),
  v.regex(/^\d{6}$/, 'Enter the 6-digit code.'),
);

/** `POST /user/mfa/enrolment/confirm`: the code that proves the new method works. */
export const ConfirmMfaEnrolmentSchema = v.object({ code: MfaCodeSchema });
export type ConfirmMfaEnrolmentPayload = v.InferOutput<typeof ConfirmMfaEnrolmentSchema>;

/**
 * `POST /user/mfa/enrolment/confirm` and `POST /user/mfa/recovery-codes` answer: the method now
 * in use and a fresh set of {@link RECOVERY_CODE_COUNT} recovery codes, shown this once (only
 * their hashes are kept; the previous set stops working).
 */
export const RecoveryCodesResponseSchema = v.object({
  data: v.object({
    method: v.picklist(['email', 'totp', 'teltonika_id']),
    recovery_codes: v.array(v.string()),
  }),
});
export type RecoveryCodesResponse = v.InferOutput<typeof RecoveryCodesResponseSchema>;

/** A recovery code as shown: two groups of five base32 characters, `ABCDE-FGHIJ`. */
export const RECOVERY_CODE_PATTERN = /^[A-Z2-7]{5}-[A-Z2-7]{5}$/;

/** Avatar images the server takes, and their largest size (the header shows them at 26 px). */
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 256 * 1024;

/** `PUT /user/avatar`: the picture as a `data:` URL of one of {@link AVATAR_CONTENT_TYPES}. */
export const AvatarUploadSchema = v.object({
  data_url: v.pipe(
    v.string('Choose a PNG, JPEG or WebP image.'),
    v.regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/, 'Choose a PNG, JPEG or WebP image.'),
    v.maxLength(
      Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 32,
      `The image must be at most ${AVATAR_MAX_BYTES / 1024} KB.`,
    ),
  ),
});
export type AvatarUploadPayload = v.InferOutput<typeof AvatarUploadSchema>;

/** `PUT /user/avatar` answer: the new `avatar_url` (GET /user carries it too). */
export const AvatarResponseSchema = v.object({ data: v.object({ avatar_url: v.nullable(v.string()) }) });
