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

/**
 * `POST /users/invitations/{id}/resend` (invite_users): a new link, 7 more days, the mail
 * again. Refused (409) for an accepted or cancelled invitation.
 */
export async function resendInvitation(client: Pick<ApiClient, 'http'>, id: number): Promise<void> {
  await requestJson(client, {
    method: 'post',
    path: `users/invitations/${id}/resend`,
    schema: undefined,
    failure: 'Failed to resend the invitation',
  });
}

/** `POST /users/invitations/{id}/cancel` (invite_users): the invitation's link stops working. */
export async function cancelInvitation(client: Pick<ApiClient, 'http'>, id: number): Promise<void> {
  await requestJson(client, {
    method: 'post',
    path: `users/invitations/${id}/cancel`,
    schema: undefined,
    failure: 'Failed to cancel the invitation',
  });
}
