import * as v from 'valibot';
import { requiredEmail } from './fields.js';

/** The admin forms (remove MFA, delete user, assign SSO admin, remove suppressed email): an email. */
export const AdminEmailSchema = v.object({ email: requiredEmail() });
export type AdminEmailPayload = v.InferOutput<typeof AdminEmailSchema>;

/**
 * `DELETE /admin/users/mfa`.
 * @alias
 */
export const RemoveMfaSchema = AdminEmailSchema;
/**
 * `DELETE /admin/users`.
 * @alias
 */
export const DeleteUserSchema = AdminEmailSchema;
/**
 * `POST /admin/users/sso`.
 * @alias
 */
export const AssignSsoAdminSchema = AdminEmailSchema;
/**
 * `DELETE /suppressed-emails/{email}`.
 * @alias
 */
export const RemoveSuppressedEmailSchema = AdminEmailSchema;
