import { RemoveSuppressedEmailSchema } from '@netfleet/contracts';
import { defineConsoleForm } from '../forms/defineConsoleForm.js';
import { emailField } from '../forms/pickListFields.js';
import { userFormTexts } from './formTexts.js';

/**
 * Remove suppressed email (remove_suppressed_emails): the address;
 * `DELETE /suppressed-emails/{email}` (encoded), no body.
 */
export const removeSuppressedEmailForm = defineConsoleForm({
  name: 'remove-suppressed-email',
  permission: 'remove_suppressed_emails',
  texts: userFormTexts,
  title: 'removeSuppressedEmail.title',
  form: ({ t }) => ({
    fields: [emailField('email', t('email'))],
    url: (values) => `/suppressed-emails/${encodeURIComponent(String(values.email ?? ''))}`,
    method: 'delete',
    payloadSchema: RemoveSuppressedEmailSchema,
    transform: () => ({}),
    schema: { successMsg: t('removeSuppressedEmail.success') },
    submitText: t('removeSuppressedEmail.submit'),
  }),
});
