import { CREDIT_REASONS } from '../creditLedger.js';
import { choiceListFilter, idFilter, timestampFilter } from './listFilters.js';
import { defineListSpec, listQuerySchema } from './listQuerySchema.js';

/**
 * `GET /credits/history` (view_credits): every movement of the credits of the caller's
 * companies, newest first; `q` matches the company, the user and the reference; filters
 * `company_id`, `type`, `reason` (a comma list) and the time range `created_after`,
 * `created_before`.
 */
export const CREDIT_TRANSACTION_LIST = defineListSpec({
  fields: [
    'id',
    'company_id',
    'company_name',
    'type',
    'type_name',
    'delta',
    'reason',
    'user_id',
    'user_email',
    'reference',
    'price',
    'proforma_number',
    'created_at',
  ],
  searchFields: ['company_name', 'user_email', 'reference'],
  defaultSearchFields: ['company_name', 'user_email', 'reference'],
  sortFields: ['id', 'created_at'],
  defaultSort: '-id',
  defaultLimit: 25,
  maxLimit: 100,
  filters: {
    company_id: idFilter('company_id'),
    type: idFilter('type'),
    reason: choiceListFilter('reason', CREDIT_REASONS),
    created_after: timestampFilter('created_after'),
    created_before: timestampFilter('created_before'),
  },
});

/** The query of `GET /credits/history`. */
export const CreditTransactionListQuerySchema = listQuerySchema(CREDIT_TRANSACTION_LIST);
