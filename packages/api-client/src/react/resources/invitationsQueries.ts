import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import { type InvitationListParams, listInvitations } from '../../resources/invitations.js';
import { queryKeys } from '../../resources/queryKeys.js';

/** One page of user invitations; the previous page stays on screen while the next loads. */
export function invitationsQueryOptions(client: ApiClient, params: InvitationListParams) {
  return queryOptions({
    queryKey: queryKeys.invitations.list(params),
    queryFn: () => listInvitations(client, params),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
