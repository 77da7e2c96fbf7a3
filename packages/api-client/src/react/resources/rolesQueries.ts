import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import { queryKeys } from '../../resources/queryKeys.js';
import { listRoles, type RoleListParams } from '../../resources/roles.js';

/** The roles, in picker order; they change rarely, so they stay fresh for a minute. */
export function rolesQueryOptions(client: ApiClient, params: RoleListParams) {
  return queryOptions({
    queryKey: queryKeys.roles.list(params),
    queryFn: () => listRoles(client, params),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
