import { idFilter } from './listFilters.js';
import { defineListSpec } from './listQuerySchema.js';

/** `GET /files`: the files of the caller's scope; `company_id` keeps one company's files. */
export const FILE_LIST = defineListSpec({
  fields: ['id', 'name', 'type', 'size', 'company_id', 'company_name', 'created_at'],
  searchFields: ['name', 'type'],
  defaultSearchFields: ['name'],
  sortFields: ['id', 'name', 'size', 'created_at'],
  defaultSort: 'name',
  defaultLimit: 25,
  maxLimit: 100,
  filters: { company_id: idFilter('company_id') },
});
