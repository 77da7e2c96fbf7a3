import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import { getCreditSummary } from '../../resources/creditSummary.js';
import { queryKeys } from '../../resources/queryKeys.js';

/** The credits the user's company has left, fresh for 10 s (spec §7, §9). */
export function creditSummaryQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.creditSummary.all,
    queryFn: () => getCreditSummary(client),
    staleTime: 10_000,
    retry: false,
  });
}
