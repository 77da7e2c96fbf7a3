import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import { listAllNotices, type NoticeListParams } from '../../resources/noticesAdmin.js';
import { queryKeys } from '../../resources/queryKeys.js';

/**
 * A page of every notice (`/notices`), under the notices key beside the header widget's list:
 * invalidating `notices` after a change refreshes both.
 */
export function allNoticesQueryOptions(client: ApiClient, params: NoticeListParams) {
  return queryOptions({
    queryKey: queryKeys.notices.list({ scope: 'all', ...params }),
    queryFn: () => listAllNotices(client, params),
    placeholderData: keepPreviousData,
  });
}
