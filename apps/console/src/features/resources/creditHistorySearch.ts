import type { CreditHistoryParams } from '@netfleet/api-client';
import { CREDIT_REASONS, type CreditReason } from '@netfleet/contracts';
import { dayParam, dayStart } from '../../components/list/dayParam.js';
import { createListSearch, positiveInteger } from '../../components/list/listSearch.js';

function isReason(value: unknown): value is CreditReason {
  return typeof value === 'string' && (CREDIT_REASONS as readonly string[]).includes(value);
}

/** The credit history's own filters in the URL. */
export interface CreditHistoryFilters {
  [key: string]: string | number | undefined;
  company_id?: number;
  /** A credit type id. */
  type?: number;
  reason?: CreditReason;
  /** First and last day, `YYYY-MM-DD`, in the browser's time zone. */
  from?: string;
  to?: string;
}

/**
 * The credit history's URL: paging, newest first, search (company, user, reference) and the
 * filters `company_id`, `type`, `reason`, `from` and `to` (days). Malformed values are dropped.
 */
export const creditHistorySearch = createListSearch({
  sortable: ['id', 'created_at'],
  defaultSort: '-id',
  filterKeys: ['company_id', 'type', 'reason', 'from', 'to'],
  filters: (raw): CreditHistoryFilters => {
    const filters: CreditHistoryFilters = {};
    const company = positiveInteger(raw.company_id);
    if (company !== undefined) filters.company_id = company;
    const type = positiveInteger(raw.type);
    if (type !== undefined) filters.type = type;
    if (isReason(raw.reason)) filters.reason = raw.reason;
    const from = dayParam(raw.from);
    if (from) filters.from = from;
    const to = dayParam(raw.to);
    if (to) filters.to = to;
    return filters;
  },
});

/** The list request of the URL: one reason as the API's list, the days as bounds (`to` includes its day). */
export function creditHistoryParams({
  reason,
  from,
  to,
  ...params
}: ReturnType<typeof creditHistorySearch.toParams>): CreditHistoryParams {
  return {
    ...params,
    ...(reason && { reason: [reason] }),
    ...(from && { created_after: dayStart(from) }),
    ...(to && { created_before: dayStart(to, 1) }),
  };
}
