import { idFilter } from './listFilters.js';
import { defineListSpec } from './listQuerySchema.js';

/**
 * `GET /users`: the users of the caller's scope; filters `company_id` and `role_id`; `q`
 * matches e-mail and username. `name` repeats the username: global search reads every
 * kind's `name`.
 */
export const USER_LIST = defineListSpec({
  fields: [
    'id',
    'email',
    'username',
    'name',
    'company_id',
    'company_name',
    'role_id',
    'role_name',
    'role_title',
    'mfa_type',
    'last_sign_in_at',
    'status',
    'impersonation_access_limit',
    'created_at',
  ],
  searchFields: ['email', 'username', 'name'],
  defaultSearchFields: ['email', 'username'],
  sortFields: [
    'id',
    'name',
    'username',
    'email',
    'company_name',
    'role_title',
    'last_sign_in_at',
    'created_at',
  ],
  defaultSort: 'email',
  defaultLimit: 25,
  maxLimit: 100,
  filters: { company_id: idFilter('company_id'), role_id: idFilter('role_id') },
});
