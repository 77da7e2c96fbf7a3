import { RemoveMfaSchema } from '@netfleet/contracts';
import { defineConsoleForm } from '../forms/defineConsoleForm.js';
import { emailField } from '../forms/pickListFields.js';
import { userFormTexts } from './formTexts.js';

/** Remove MFA (remove_user_mfa): the user's e-mail; `DELETE /admin/users/mfa` with `{ email }`. */
export const removeMfaForm = defineConsoleForm({
  name: 'remove-mfa',
  permission: 'remove_user_mfa',
  texts: userFormTexts,
  title: 'removeMfa.title',
  form: ({ t, defaults }) => ({
    fields: [emailField('email', t('email'))],
    // Opened from a user's row: that user's e-mail (`defaults.email`).
    defaults: { email: typeof defaults?.email === 'string' ? defaults.email : '' },
    url: '/admin/users/mfa',
    method: 'delete',
    payloadSchema: RemoveMfaSchema,
    schema: { successMsg: t('removeMfa.success') },
    submitText: t('removeMfa.submit'),
  }),
});
