import { DEVICE_SORT_FIELDS } from '../device.js';
import { flagFilter, idFilter } from './listFilters.js';
import { defineListSpec } from './listQuerySchema.js';

/**
 * `GET /devices`: the devices of the caller's scope. `company_id` keeps one company's devices,
 * with `subsidiaries=1` also those of its subsidiaries.
 */
export const DEVICE_LIST = defineListSpec({
  fields: [
    'id',
    'name',
    'serial',
    'mac',
    'model',
    'original_model',
    'firmware',
    'status',
    'company_id',
    'company_name',
    'esim',
    'created_at',
    'last_seen_at',
  ],
  searchFields: ['name', 'serial', 'mac', 'model', 'original_model'],
  defaultSearchFields: ['name', 'serial', 'mac', 'model', 'original_model'],
  sortFields: DEVICE_SORT_FIELDS,
  defaultSort: 'id',
  defaultLimit: 25,
  maxLimit: 1000,
  filters: { company_id: idFilter('company_id'), subsidiaries: flagFilter('subsidiaries') },
});
