import { idFilter } from './listFilters.js';
import { defineListSpec } from './listQuerySchema.js';

/** `GET /companies`: the companies of the caller's scope; `parent_id` keeps one company's subsidiaries. */
export const COMPANY_LIST = defineListSpec({
  fields: [
    'id',
    'name',
    'parent_id',
    'parent_name',
    'level',
    'devices_count',
    'users_count',
    'subsidiaries_count',
    'credits_left',
    'created_at',
  ],
  searchFields: ['name'],
  defaultSearchFields: ['name'],
  sortFields: ['id', 'name', 'level', 'devices_count', 'users_count', 'credits_left', 'created_at'],
  defaultSort: 'name',
  defaultLimit: 25,
  maxLimit: 100,
  filters: { parent_id: idFilter('parent_id') },
});
