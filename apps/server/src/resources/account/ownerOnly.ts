import type { AuthContext } from '../../auth/loadAuthContext.js';
import { ApiError } from '../../http/ApiError.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';

/**
 * Refuses an impersonator (403): the user's password, sessions and second factor are the
 * user's own to change, never support's while acting as the user.
 */
export function ownerOnly(auth: AuthContext, what: string): void {
  if (auth.impersonator) {
    throw ApiError.of(403, API_ERROR_CODES.FORBIDDEN, `Only the user can ${what}, not an impersonator.`);
  }
}
