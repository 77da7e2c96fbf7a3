import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import { queryKeys } from '../../resources/queryKeys.js';
import {
  getRemoteAccess,
  listRemoteAccess,
  type RemoteAccessListParams,
} from '../../resources/remoteAccess.js';

/**
 * One page of remote access entries (`device_id` for one device's); the previous page stays on
 * screen while the next loads.
 */
export function remoteAccessQueryOptions(client: ApiClient, params: RemoteAccessListParams) {
  return queryOptions({
    queryKey: queryKeys.remoteAccess.list(params),
    queryFn: () => listRemoteAccess(client, params),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** One remote access entry (`/remote/access/{id}`). */
export function remoteAccessEntryQueryOptions(client: ApiClient, id: number) {
  return queryOptions({
    queryKey: queryKeys.remoteAccess.detail(id),
    queryFn: () => getRemoteAccess(client, id),
    staleTime: 10_000,
  });
}
