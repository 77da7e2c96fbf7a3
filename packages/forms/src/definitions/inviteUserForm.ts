import { InviteUserSchema } from '@netfleet/contracts';
import type { FormDefinition } from '../react/routes/formRegistry.js';
import { companyField, emailField } from './pickers.js';

/**
 * Invite user: company and email required, role optional (the roles of the chosen company,
 * `GET /roles?company_id=`); `POST /users/invite`.
 */
export const inviteUserForm: FormDefinition = {
  title: 'Invite user',
  fields: [
    companyField('company_id', 'Company'),
    emailField(),
    {
      key: 'role_id',
      label: 'Role',
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
  schema: { tableRef: 'invitations', successMsg: 'Invitation sent successfully' },
  submitText: 'Invite',
};
