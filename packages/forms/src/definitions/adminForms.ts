import {
  AssignSsoAdminSchema,
  DeleteUserSchema,
  RemoveMfaSchema,
  RemoveSuppressedEmailSchema,
} from '@netfleet/contracts';
import type { FormDefinition } from '../react/routes/formRegistry.js';
import { emailField } from './pickers.js';

/** Remove MFA: `DELETE /admin/users/mfa` with `{ email }`. */
export const removeMfaForm: FormDefinition = {
  title: 'Remove MFA',
  fields: [emailField()],
  url: '/admin/users/mfa',
  method: 'delete',
  payloadSchema: RemoveMfaSchema,
  schema: { successMsg: 'MFA removed successfully' },
  submitText: 'Remove',
};

/** Delete user: `DELETE /admin/users` with `{ email }`. */
export const deleteUserForm: FormDefinition = {
  title: 'Delete user',
  fields: [emailField()],
  url: '/admin/users',
  method: 'delete',
  payloadSchema: DeleteUserSchema,
  schema: { successMsg: 'User removed successfully' },
  submitText: 'Delete',
};

/** Assign SSO admin: `POST /admin/users/sso` with `{ email }`. */
export const assignSsoAdminForm: FormDefinition = {
  title: 'Assign SSO admin',
  fields: [emailField()],
  url: '/admin/users/sso',
  payloadSchema: AssignSsoAdminSchema,
  schema: { successMsg: 'SSO admin assigned successfully' },
  submitText: 'Assign',
};

/** Remove suppressed email: `DELETE /suppressed-emails/{email}`, no body. */
export const removeSuppressedEmailForm: FormDefinition = {
  title: 'Remove suppressed email',
  fields: [emailField()],
  url: (values) => `/suppressed-emails/${encodeURIComponent(String(values.email ?? ''))}`,
  method: 'delete',
  payloadSchema: RemoveSuppressedEmailSchema,
  transform: () => ({}),
  schema: { successMsg: 'Email removed from the suppression list' },
  submitText: 'Remove',
};
