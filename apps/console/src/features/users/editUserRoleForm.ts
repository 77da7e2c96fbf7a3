import { isUnchangedValue, UpdateUserRoleSchema } from '@netfleet/contracts';
import { defineConsoleForm } from '../forms/defineConsoleForm.js';
import { userFormTexts } from './formTexts.js';
import { invitableRoleField } from './invitableRoleField.js';

/**
 * Edit role (update_users): the user of the route's id gets another role, chosen among the
 * roles the editor may give to a user of that company (`GET /roles?company_id=&invitable=1`,
 * in the spec's picker order, names truncated at 45 characters). The opener passes
 * `defaults: { email, company_id, role_id }`; an unchanged role is not sent ("Please input
 * different value to save changes."). `PUT /users/{id}` with `{ role_id }`; the users reload.
 */
export const editUserRoleForm = defineConsoleForm({
  name: 'edit-user-role',
  permission: 'update_users',
  texts: userFormTexts,
  title: 'editRole.title',
  form: ({ t, id, defaults }) => {
    const current = defaults?.role_id;
    const email = typeof defaults?.email === 'string' ? defaults.email : '';
    return {
      fields: [
        {
          key: 'role_id',
          label: t('editRole.role'),
          ...invitableRoleField(() => defaults?.company_id),
          subtext: email ? `${t('editRole.user')}: ${email}` : undefined,
        },
      ],
      url: `/users/${encodeURIComponent(id ?? '')}`,
      method: 'put',
      payloadSchema: UpdateUserRoleSchema,
      defaults: { role_id: typeof current === 'number' ? current : undefined },
      beforeSubmit: (payload) =>
        isUnchangedValue(String(current ?? ''), String(payload.role_id ?? ''))
          ? t('editRole.unchanged')
          : null,
      schema: { tableRef: 'users', successMsg: t('editRole.success') },
      submitText: t('editRole.submit'),
    };
  },
});
