import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import { getImpersonationAccessRequest } from '../../resources/impersonation.js';
import { queryKeys } from '../../resources/queryKeys.js';
import {
  type ImpersonationLogListParams,
  listImpersonationLogs,
  listUserMoveLogs,
  listUsers,
  type UserListParams,
  type UserMoveLogListParams,
} from '../../resources/users.js';

/** One page of users; the previous page stays on screen while the next loads. */
export function usersQueryOptions(client: ApiClient, params: UserListParams) {
  return queryOptions({
    queryKey: queryKeys.users.list(params),
    queryFn: () => listUsers(client, params),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** One page of the user move log. */
export function userMoveLogsQueryOptions(client: ApiClient, params: UserMoveLogListParams) {
  return queryOptions({
    queryKey: queryKeys.users.moveLogs(params),
    queryFn: () => listUserMoveLogs(client, params),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** One page of the impersonation log. */
export function impersonationLogsQueryOptions(client: ApiClient, params: ImpersonationLogListParams) {
  return queryOptions({
    queryKey: queryKeys.users.impersonationLogs(params),
    queryFn: () => listImpersonationLogs(client, params),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/**
 * Who asks the signed-in user for impersonation access by the link's `token`. Looked up once
 * (each lookup counts against the server's throttle of wrong links): no retry, never stale.
 */
export function impersonationAccessRequestQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: queryKeys.users.accessRequest(token),
    queryFn: () => getImpersonationAccessRequest(client, token),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
