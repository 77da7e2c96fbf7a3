import { MoveUsersSchema } from '@netfleet/contracts';
import * as v from 'valibot';
import { defineConsoleForm } from '../forms/defineConsoleForm.js';
import { companyField } from '../forms/pickListFields.js';
import { userFormTexts } from './formTexts.js';

/** The form's own values: the target company (the users come from the opener). */
const MoveTargetSchema = v.pick(MoveUsersSchema, ['company_id']);

const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];

/**
 * Move to company (move_users): the user the opener names (`defaults: { user_ids, email }`;
 * the server takes up to 100 at once) moves into the chosen company of the user's scope. `POST /users/move` with
 * `{ user_ids, company_id }`; the users and the move log reload.
 */
export const moveUsersForm = defineConsoleForm({
  name: 'move-users',
  permission: 'move_users',
  texts: userFormTexts,
  title: 'moveUsers.title',
  form: ({ t, defaults }) => {
    const userIds = idsOf(defaults?.user_ids);
    const email = typeof defaults?.email === 'string' ? defaults.email : '';
    return {
      fields: [
        {
          ...companyField('company_id', t('moveUsers.company')),
          subtext: t('moveUsers.movingUser', { email }),
        },
      ],
      url: '/users/move',
      payloadSchema: MoveTargetSchema,
      transform: (payload) => ({ user_ids: userIds, company_id: payload.company_id }),
      schema: { tableRef: 'users', successMsg: t('moveUsers.success') },
      submitText: t('moveUsers.submit'),
    };
  },
});
