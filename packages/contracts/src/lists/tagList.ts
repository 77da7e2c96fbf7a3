import { idFilter } from './listFilters.js';
import { defineListSpec } from './listQuerySchema.js';

/** `GET /tags`: the tags of the caller's scope; `company_id` keeps one company's tags. */
export const TAG_LIST = defineListSpec({
  fields: ['id', 'name', 'color', 'description', 'company_id', 'company_name', 'created_at'],
  searchFields: ['name', 'description'],
  defaultSearchFields: ['name'],
  sortFields: ['id', 'name', 'company_name', 'created_at'],
  defaultSort: 'name',
  defaultLimit: 25,
  maxLimit: 100,
  filters: { company_id: idFilter('company_id') },
});
