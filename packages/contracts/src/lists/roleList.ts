import { flagFilter, idFilter } from './listFilters.js';
import { defineListSpec } from './listQuerySchema.js';

/**
 * `GET /roles`: the default roles, and a company's custom roles with `company_id`;
 * `invitable=1` keeps the roles the caller may invite. Sorted for pickers by default
 * (`picker`: default roles by permission count, then custom roles newest first).
 */
export const ROLE_LIST = defineListSpec({
  fields: [
    'id',
    'name',
    'title',
    'company_id',
    'permissions_count',
    'description',
    'can_invite_roles',
    'permissions',
    'is_default',
    'scope',
  ],
  defaultFields: ['id', 'name', 'title', 'company_id', 'permissions_count'],
  searchFields: ['name', 'title'],
  defaultSearchFields: ['name', 'title'],
  sortFields: ['picker', 'id', 'name', 'title', 'permissions_count'],
  defaultSort: 'picker',
  defaultLimit: 100,
  maxLimit: 100,
  filters: { company_id: idFilter('company_id'), invitable: flagFilter('invitable') },
});
