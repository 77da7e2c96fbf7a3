import { ERROR_CODES } from '@netfleet/contracts';
import { can, type Permission } from '@netfleet/permissions';
import { ApiError } from '../http/ApiError.js';
import type { AuthContext } from './loadAuthContext.js';
import { hasServerRight, type ServerRight } from './serverRights.js';

/** A permission of the role table, or a {@link ServerRight}. */
export type Right = { permission: Permission } | { right: ServerRight };

/**
 * Throws 403 `FORBIDDEN` (`message` says what was refused) unless the user holds `right`.
 *
 * @example
 * requireRight(auth, { permission: 'super_admin' }, 'Only system administrators add resources.');
 */
export function requireRight(auth: AuthContext, right: Right, message: string): void {
  const held =
    'permission' in right ? can(auth.permissions, right.permission) : hasServerRight(auth, right.right);
  if (!held) throw ApiError.of(403, ERROR_CODES.FORBIDDEN, message);
}
