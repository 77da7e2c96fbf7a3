import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import {
  type CompanyListParams,
  getCompany,
  getCompanyMetrics,
  getCompanyTree,
  listCompanies,
} from '../../resources/companies.js';
import { queryKeys } from '../../resources/queryKeys.js';

/** How long `GET /companies/{id}` is served from the cache (spec §7, §9: 10 s). */
export const COMPANY_STALE_TIME_MS = 10_000;

/** One page of companies; the previous page stays on screen while the next loads. */
export function companiesQueryOptions(client: ApiClient, params: CompanyListParams) {
  return queryOptions({
    queryKey: queryKeys.companies.list(params),
    queryFn: () => listCompanies(client, params),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** Every company of the scope, flat, for `/companies/tree`. */
export function companyTreeQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.companies.tree(),
    queryFn: () => getCompanyTree(client),
    staleTime: 10_000,
  });
}

/**
 * One company: the company page and the header's resource summary share it, fresh for
 * 10 s (spec §7 caches `GET /companies/{id}` for 10 s).
 */
export function companyQueryOptions(client: ApiClient, id: number) {
  return queryOptions({
    queryKey: queryKeys.companies.detail(id),
    queryFn: () => getCompany(client, id),
    staleTime: COMPANY_STALE_TIME_MS,
  });
}

/** A company's metrics tab: its fleet with its subsidiaries, and its own credits. */
export function companyMetricsQueryOptions(client: ApiClient, id: number) {
  return queryOptions({
    queryKey: queryKeys.companies.metrics(id),
    queryFn: () => getCompanyMetrics(client, id),
    staleTime: COMPANY_STALE_TIME_MS,
  });
}
