import type { ListParams } from '@netfleet/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import { listApprovedDevices } from '../../resources/approvedDevices.js';
import { queryKeys } from '../../resources/queryKeys.js';

/** One page of approved devices; the previous page stays on screen while the next loads. */
export function approvedDevicesQueryOptions(client: ApiClient, params: ListParams) {
  return queryOptions({
    queryKey: queryKeys.approvedDevices.list(params),
    queryFn: () => listApprovedDevices(client, params),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
