import { InviteUserSchema } from '@netfleet/contracts';
import { defineConsoleForm } from '../forms/defineConsoleForm.js';
import { companyField, emailField } from '../forms/pickListFields.js';
import { userFormTexts } from './formTexts.js';

/**
 * Invite user (invite_users): company and email required, role optional, as
 * `InviteUserSchema` says; the roles are those of the chosen company
 * (`GET /roles?company_id=`). `POST /users/invite`; the invitations list reloads.
 */
export const inviteUserForm = defineConsoleForm({
  name: 'invite-user',
  permission: 'invite_users',
  texts: userFormTexts,
  title: 'inviteUser.title',
  form: ({ t }) => ({
    fields: [
      companyField('company_id', t('inviteUser.company')),
      emailField('email', t('email')),
      {
        key: 'role_id',
        label: t('inviteUser.role'),
        component: 'ItemSelect',
        source: {
          path: '/roles',
          fields: ['id', 'name', 'title', 'company_id', 'permissions_count'],
          labelKey: 'title',
          params: (values) => ({
            company_id:
              typeof values.company_id === 'number' || typeof values.company_id === 'string'
                ? values.company_id
                : undefined,
          }),
        },
      },
    ],
    url: '/users/invite',
    payloadSchema: InviteUserSchema,
    schema: { tableRef: 'invitations', successMsg: t('inviteUser.success') },
    submitText: t('inviteUser.submit'),
  }),
});
