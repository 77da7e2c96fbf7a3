import { flagFilter, idFilter } from './listFilters.js';
import { defineListSpec } from './listQuerySchema.js';

/**
 * `GET /credits/codes`: the codes whose credits come from a company of the caller's scope,
 * newest first; `q` matches the code, the comment and the company; filters `company_id`, `used`.
 */
export const CREDIT_CODE_LIST = defineListSpec({
  fields: [
    'id',
    'code',
    'type',
    'type_name',
    'amount',
    'comment',
    'company_id',
    'company_name',
    'created_at',
    'used',
    'state',
    'used_at',
    'used_company_id',
    'used_company_name',
  ],
  searchFields: ['code', 'comment', 'company_name'],
  defaultSearchFields: ['code', 'comment', 'company_name'],
  sortFields: ['id', 'created_at', 'amount', 'used_at'],
  defaultSort: '-created_at',
  defaultLimit: 25,
  maxLimit: 100,
  filters: { company_id: idFilter('company_id'), used: flagFilter('used') },
});
