import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import { queryKeys } from '../../resources/queryKeys.js';
import { listUsers, type UserListParams } from '../../resources/users.js';

/** One page of users; the previous page stays on screen while the next loads. */
export function usersQueryOptions(client: ApiClient, params: UserListParams) {
  return queryOptions({
    queryKey: queryKeys.users.list(params),
    queryFn: () => listUsers(client, params),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
