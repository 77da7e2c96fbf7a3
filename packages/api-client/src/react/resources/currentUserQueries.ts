import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import { queryKeys } from '../../resources/queryKeys.js';

/**
 * The signed-in user. Loaded once at start-up; it never goes stale by itself: the
 * session layer invalidates it after a token refresh.
 */
export function currentUserQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.currentUser.all,
    queryFn: () => client.getUser(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
