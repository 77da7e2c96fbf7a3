import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import {
  type CreditHistoryParams,
  getCompanyCredits,
  getCreditForecast,
  listCreditHistory,
} from '../../resources/credits.js';
import { queryKeys } from '../../resources/queryKeys.js';

/** A company's balances (the user's own company without an id), fresh for 10 s like the summary. */
export function companyCreditsQueryOptions(client: ApiClient, companyId?: number) {
  return queryOptions({
    queryKey: queryKeys.credits.balances(companyId),
    queryFn: () => getCompanyCredits(client, companyId),
    staleTime: 10_000,
  });
}

/** A company's burn-down forecast, fresh for 10 s. */
export function creditForecastQueryOptions(client: ApiClient, companyId?: number) {
  return queryOptions({
    queryKey: queryKeys.credits.forecast(companyId),
    queryFn: () => getCreditForecast(client, companyId),
    staleTime: 10_000,
  });
}

/** One page of the credit ledger; the previous page stays on screen while the next loads. */
export function creditHistoryQueryOptions(client: ApiClient, params: CreditHistoryParams) {
  return queryOptions({
    queryKey: queryKeys.credits.list(params),
    queryFn: () => listCreditHistory(client, params),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
