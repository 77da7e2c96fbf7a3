import * as v from 'valibot';
import { requiredEmail } from './fields.js';

/** The admin forms (remove MFA, delete user, assign SSO admin, remove suppressed email): an email. */
export const AdminEmailSchema = v.object({ email: requiredEmail() });
export type AdminEmailPayload = v.InferOutput<typeof AdminEmailSchema>;

/** `DELETE /admin/users/mfa`. */
export const RemoveMfaSchema = AdminEmailSchema;
/** `DELETE /admin/users`. */
export const DeleteUserSchema = AdminEmailSchema;
/** `POST /admin/users/sso`. */
export const AssignSsoAdminSchema = AdminEmailSchema;
/** `DELETE /suppressed-emails/{email}`. */
export const RemoveSuppressedEmailSchema = AdminEmailSchema;
