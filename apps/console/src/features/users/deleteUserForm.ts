import { DeleteUserSchema } from '@netfleet/contracts';
import { defineConsoleForm } from '../forms/defineConsoleForm.js';
import { emailField } from '../forms/pickListFields.js';
import { userFormTexts } from './formTexts.js';

/** Delete user (delete_users): the user's e-mail; `DELETE /admin/users` with `{ email }`. */
export const deleteUserForm = defineConsoleForm({
  name: 'delete-user',
  permission: 'delete_users',
  texts: userFormTexts,
  title: 'deleteUser.title',
  form: ({ t, defaults }) => ({
    fields: [emailField('email', t('email'))],
    // Opened from a user's row: that user's e-mail (`defaults.email`).
    defaults: { email: typeof defaults?.email === 'string' ? defaults.email : '' },
    url: '/admin/users',
    method: 'delete',
    payloadSchema: DeleteUserSchema,
    schema: { tableRef: 'users', successMsg: t('deleteUser.success') },
    submitText: t('deleteUser.submit'),
  }),
});
