import { InviteUserSchema } from '@netfleet/contracts';
import { defineConsoleForm } from '../forms/defineConsoleForm.js';
import { companyField, emailField } from '../forms/pickListFields.js';
import { userFormTexts } from './formTexts.js';
import { invitableRoleField } from './invitableRoleField.js';

/**
 * Invite user (invite_users): company and email required, role optional, as
 * `InviteUserSchema` says; the roles are those the inviter may give to someone of the chosen
 * company (`invitableRoleField`). `POST /users/invite`; the invitations list reloads.
 */
export const inviteUserForm = defineConsoleForm({
  name: 'invite-user',
  permission: 'invite_users',
  texts: userFormTexts,
  title: 'inviteUser.title',
  form: ({ t, defaults }) => ({
    // Opened from a company's users or invitations tab: that company (`defaults.company_id`).
    defaults: typeof defaults?.company_id === 'number' ? { company_id: defaults.company_id } : {},
    fields: [
      companyField('company_id', t('inviteUser.company')),
      emailField('email', t('email')),
      { key: 'role_id', label: t('inviteUser.role'), ...invitableRoleField((values) => values.company_id) },
    ],
    url: '/users/invite',
    payloadSchema: InviteUserSchema,
    schema: { tableRef: 'invitations', successMsg: t('inviteUser.success') },
    submitText: t('inviteUser.submit'),
  }),
});
