import { idFilter } from './listFilters.js';
import { defineListSpec, listQuerySchema } from './listQuerySchema.js';

/**
 * `GET /users/move-logs`: the user moves from or to a company of the caller's scope, newest
 * first; `company_id` keeps the moves from or to that company, `user_id` one user's; `q`
 * matches the user's e-mail and both company names.
 */
export const USER_MOVE_LOG_LIST = defineListSpec({
  fields: [
    'id',
    'user_id',
    'user_email',
    'from_company_id',
    'from_company_name',
    'to_company_id',
    'to_company_name',
    'moved_by_email',
    'created_at',
  ],
  searchFields: ['user_email', 'from_company_name', 'to_company_name'],
  defaultSearchFields: ['user_email', 'from_company_name', 'to_company_name'],
  sortFields: ['id', 'created_at', 'user_email'],
  defaultSort: '-created_at',
  defaultLimit: 25,
  maxLimit: 100,
  filters: { company_id: idFilter('company_id'), user_id: idFilter('user_id') },
});

/** The query of `GET /users/move-logs`. */
export const UserMoveLogListQuerySchema = listQuerySchema(USER_MOVE_LOG_LIST);
