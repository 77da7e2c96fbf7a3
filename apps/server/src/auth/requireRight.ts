import { ERROR_CODES } from '@netfleet/contracts';
import { can, type Permission } from '@netfleet/permissions';
import { ApiError } from '../http/ApiError.js';
import type { AuthContext } from './loadAuthContext.js';

/**
 * Throws 403 `FORBIDDEN` (`message` says what was refused) unless the user holds `permission`
 * (a name of the permissions package's role table, as `GET /api/user` lists them).
 *
 * @example
 * requireRight(auth, 'create_credits', 'Only system administrators add resources.');
 */
export function requireRight(auth: AuthContext, permission: Permission, message: string): void {
  if (!can(auth.permissions, permission)) throw ApiError.of(403, ERROR_CODES.FORBIDDEN, message);
}
