import { idFilter } from './listFilters.js';
import { defineListSpec, listQuerySchema } from './listQuerySchema.js';

/**
 * `GET /users/impersonation-logs`: impersonations of users of the caller's scope, newest
 * first; `company_id` keeps those of one company's users, `user_id` one user's; `q` matches
 * both e-mails.
 */
export const IMPERSONATION_LOG_LIST = defineListSpec({
  fields: [
    'id',
    'impersonator_id',
    'impersonator_name',
    'impersonator_email',
    'user_id',
    'user_name',
    'user_email',
    'company_id',
    'company_name',
    'started_at',
    'ended_at',
    'end_reason',
  ],
  searchFields: ['user_email', 'impersonator_email'],
  defaultSearchFields: ['user_email', 'impersonator_email'],
  sortFields: ['id', 'started_at', 'user_email'],
  defaultSort: '-started_at',
  defaultLimit: 25,
  maxLimit: 100,
  filters: { company_id: idFilter('company_id'), user_id: idFilter('user_id') },
});

/** The query of `GET /users/impersonation-logs`. */
export const ImpersonationLogListQuerySchema = listQuerySchema(IMPERSONATION_LOG_LIST);
