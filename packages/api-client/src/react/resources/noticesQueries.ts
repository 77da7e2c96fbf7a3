import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import { listNotices } from '../../resources/notices.js';
import { queryKeys } from '../../resources/queryKeys.js';

/** The global notices in force, fresh for 5 minutes; a failure hides the widget (spec §8). */
export function noticesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.notices.list(),
    queryFn: () => listNotices(client),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
