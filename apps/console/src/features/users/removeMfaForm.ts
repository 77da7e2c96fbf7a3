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
  form: ({ t }) => ({
    fields: [emailField('email', t('email'))],
    url: '/admin/users/mfa',
    method: 'delete',
    payloadSchema: RemoveMfaSchema,
    schema: { successMsg: t('removeMfa.success') },
    submitText: t('removeMfa.submit'),
  }),
});
