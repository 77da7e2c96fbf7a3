import type { ApiClient } from '@netfleet/api-client';
import { toRequestError } from './toRequestError.js';

/** `POST /user/revoke-impersonation-access`: withdraws the impersonation access the user granted. */
export async function revokeImpersonationAccess(client: ApiClient): Promise<void> {
  try {
    await client.http.post('user/revoke-impersonation-access');
  } catch (error) {
    throw toRequestError(error, 'Failed to revoke impersonation access');
  }
}

/**
 * Ends the impersonation: `POST /account/impersonation/cancel` puts the impersonator's
 * session back, then `POST /account/token/refresh` issues tokens without the `act` claim.
 * The caller reloads the page afterwards.
 */
export async function cancelImpersonation(client: ApiClient): Promise<void> {
  try {
    await client.http.post('account/impersonation/cancel');
  } catch (error) {
    throw toRequestError(error, 'Failed to cancel impersonation');
  }
  try {
    await client.http.post('account/token/refresh');
  } catch {
    // The cancel already switched the session; the reload signs in again if needed.
  }
}
