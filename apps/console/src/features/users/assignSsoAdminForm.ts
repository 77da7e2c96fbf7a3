import { AssignSsoAdminSchema } from '@netfleet/contracts';
import { defineConsoleForm } from '../forms/defineConsoleForm.js';
import { emailField } from '../forms/pickListFields.js';
import { userFormTexts } from './formTexts.js';

/** Assign SSO admin (assign_sso_admin): the user's e-mail; `POST /admin/users/sso` with `{ email }`. */
export const assignSsoAdminForm = defineConsoleForm({
  name: 'assign-sso-admin',
  permission: 'assign_sso_admin',
  texts: userFormTexts,
  title: 'assignSsoAdmin.title',
  form: ({ t }) => ({
    fields: [emailField('email', t('email'))],
    url: '/admin/users/sso',
    payloadSchema: AssignSsoAdminSchema,
    schema: { successMsg: t('assignSsoAdmin.success') },
    submitText: t('assignSsoAdmin.submit'),
  }),
});
