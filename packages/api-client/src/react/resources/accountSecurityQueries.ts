import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import { getMfaStatus, listAccountSessions } from '../../resources/accountSecurity.js';
import { queryKeys } from '../../resources/queryKeys.js';

/** The signed-in user's second factor (`GET /user/mfa`). */
export function mfaStatusQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.accountSecurity.mfa(),
    queryFn: ({ signal }) => getMfaStatus(client, signal),
  });
}

/** The signed-in user's open sessions (`GET /user/sessions`). */
export function accountSessionsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.accountSecurity.sessions(),
    queryFn: ({ signal }) => listAccountSessions(client, signal),
  });
}
