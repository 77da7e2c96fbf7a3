import {
  type InvitationRow,
  InvitationRowSchema,
  type InvitationStatus,
  type ListParams,
  type ListResponse,
  listResponseSchema,
} from '@netfleet/contracts';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

/** `GET /users/invitations` query. */
export interface InvitationListParams extends ListParams {
  company_id?: number;
  status?: InvitationStatus;
}

const InvitationPageSchema = listResponseSchema(InvitationRowSchema);

/** `GET /users/invitations`: a page of the user invitations in the user's scope. */
export function listInvitations(
  client: Pick<ApiClient, 'http'>,
  params: InvitationListParams,
): Promise<ListResponse<InvitationRow>> {
  return requestJson(client, {
    path: 'users/invitations',
    query: { ...params },
    schema: InvitationPageSchema,
    failure: 'Failed to get invitations',
  });
}
