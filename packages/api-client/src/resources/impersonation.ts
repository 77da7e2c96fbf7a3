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
