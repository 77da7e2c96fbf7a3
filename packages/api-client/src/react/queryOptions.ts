import type { ListParams } from '@netfleet/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../createApiClient.js';

/** Query keys of the client's data, one factory per entity so invalidation stays precise. */
export const queryKeys = {
  currentUser: ['user'] as const,
  devices: (params: ListParams) => ['devices', params] as const,
  allDevices: ['devices'] as const,
};

/**
 * The signed-in user. Loaded once at start-up; it never goes stale by itself: the
 * session layer invalidates it after a token refresh.
 */
export function currentUserQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.currentUser,
    queryFn: () => client.getUser(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** One page of devices; the previous page stays on screen while the next loads. */
export function devicesQueryOptions(client: ApiClient, params: ListParams) {
  return queryOptions({
    queryKey: queryKeys.devices(params),
    queryFn: () => client.listDevices(params),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
