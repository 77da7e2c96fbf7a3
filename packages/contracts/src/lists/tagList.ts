import { idFilter } from './listFilters.js';
import { defineListSpec } from './listQuerySchema.js';

/**
 * `GET /tags`: the tags of the caller's scope. `company_id` keeps one company's tags;
 * `device_company_id` keeps the tags a device of that company may carry, its own and its
 * parents' (none for a company outside the caller's scope): what the Add device form offers.
 */
export const TAG_LIST = defineListSpec({
  fields: ['id', 'name', 'color', 'description', 'company_id', 'company_name', 'created_at'],
  searchFields: ['name', 'description'],
  defaultSearchFields: ['name'],
  sortFields: ['id', 'name', 'company_name', 'created_at'],
  defaultSort: 'name',
  defaultLimit: 25,
  maxLimit: 100,
  filters: { company_id: idFilter('company_id'), device_company_id: idFilter('device_company_id') },
});
