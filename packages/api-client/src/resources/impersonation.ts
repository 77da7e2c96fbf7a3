import {
  type ImpersonationAccessRequestInfo,
  ImpersonationAccessRequestInfoSchema,
} from '@netfleet/contracts';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

/** `POST /user/revoke-impersonation-access`: withdraws the impersonation access the user granted. */
export async function revokeImpersonationAccess(client: Pick<ApiClient, 'http'>): Promise<void> {
  await requestJson(client, {
    method: 'post',
    path: 'user/revoke-impersonation-access',
    schema: undefined,
    failure: 'Failed to revoke impersonation access',
  });
}

/**
 * Ends the impersonation: `POST /account/impersonation/cancel` puts the impersonator's
 * session back, then `POST /account/token/refresh` issues tokens without the `act` claim.
 * The caller reloads the page afterwards.
 */
export async function cancelImpersonation(client: Pick<ApiClient, 'http'>): Promise<void> {
  await requestJson(client, {
    method: 'post',
    path: 'account/impersonation/cancel',
    schema: undefined,
    failure: 'Failed to cancel impersonation',
  });
  try {
    await client.http.post('account/token/refresh');
  } catch {
    // The cancel already switched the session; the reload signs in again if needed.
  }
}

/**
 * `POST /users/{id}/impersonation-access-request` (impersonate_users): mails the user a link
 * to grant impersonation access for `hours` (1 to 720).
 */
export async function requestImpersonationAccess(
  client: Pick<ApiClient, 'http'>,
  userId: number,
  hours: number,
): Promise<void> {
  await requestJson(client, {
    method: 'post',
    path: `users/${userId}/impersonation-access-request`,
    json: { hours },
    schema: undefined,
    failure: 'Failed to send the access request',
  });
}

/** `POST /user/impersonation-access/request`: who asks the signed-in user for access by this link. */
export async function getImpersonationAccessRequest(
  client: Pick<ApiClient, 'http'>,
  token: string,
): Promise<ImpersonationAccessRequestInfo> {
  const body = await requestJson(client, {
    method: 'post',
    path: 'user/impersonation-access/request',
    json: { token },
    schema: ImpersonationAccessRequestInfoSchema,
    failure: 'Failed to get the access request',
  });
  return body.data;
}

/**
 * Answers an access request: `confirm` grants impersonation access for the hours asked
 * (`POST /user/impersonation-access/confirm`), `decline` spends the link.
 */
export async function answerImpersonationAccessRequest(
  client: Pick<ApiClient, 'http'>,
  token: string,
  answer: 'confirm' | 'decline',
): Promise<void> {
  await requestJson(client, {
    method: 'post',
    path: `user/impersonation-access/${answer}`,
    json: { token },
    schema: undefined,
    failure: answer === 'confirm' ? 'Failed to grant access' : 'Failed to decline the request',
  });
}

/**
 * Starts impersonating a user (impersonate_users; only while the user's access limit is in
 * the future): `POST /users/{id}/impersonate` switches the session, then
 * `POST /account/token/refresh` issues tokens with the `act` claim. The caller reloads the page.
 */
export async function startImpersonation(client: Pick<ApiClient, 'http'>, userId: number): Promise<void> {
  await requestJson(client, {
    method: 'post',
    path: `users/${userId}/impersonate`,
    schema: undefined,
    failure: 'Failed to start impersonation',
  });
  try {
    await client.http.post('account/token/refresh');
  } catch {
    // The session switched already; the reload refreshes the tokens if needed.
  }
}
