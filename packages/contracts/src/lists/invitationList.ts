import { INVITATION_STATUSES } from '../invitationRow.js';
import { choiceFilter, idFilter } from './listFilters.js';
import { defineListSpec } from './listQuerySchema.js';

/**
 * `GET /users/invitations`: the user invitations into companies of the caller's scope, newest
 * first; filters `company_id` and `status`; `q` matches the e-mail and the company.
 */
export const INVITATION_LIST = defineListSpec({
  fields: [
    'id',
    'email',
    'company_id',
    'company_name',
    'role_id',
    'role_title',
    'invited_by_email',
    'status',
    'created_at',
    'expires_at',
    'accepted_at',
    'last_sent_at',
  ],
  searchFields: ['email', 'company_name'],
  defaultSearchFields: ['email', 'company_name'],
  sortFields: ['id', 'email', 'created_at', 'expires_at'],
  defaultSort: '-created_at',
  defaultLimit: 25,
  maxLimit: 100,
  filters: { company_id: idFilter('company_id'), status: choiceFilter('status', INVITATION_STATUSES) },
});
