import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import { listMailLogs, type MailLogListParams } from '../../resources/mailLogs.js';
import { queryKeys } from '../../resources/queryKeys.js';

/** One page of the mail log; the previous page stays on screen while the next loads. */
export function mailLogsQueryOptions(client: ApiClient, params: MailLogListParams) {
  return queryOptions({
    queryKey: queryKeys.mailLogs.list(params),
    queryFn: () => listMailLogs(client, params),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
