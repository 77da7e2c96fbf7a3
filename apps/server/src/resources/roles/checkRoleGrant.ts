import { ERROR_CODES, type RoleForm } from '@netfleet/contracts';
import { isPermission, roleByName } from '@netfleet/permissions';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { ApiError } from '../../http/ApiError.js';
import { invitableRolesFor, scopeWithin } from './invitableRolesFor.js';

/**
 * Refuses a custom role that would give more than the caller has (no escalation):
 * - a name of a default role, or a permission name nobody knows (422);
 * - a permission the caller does not hold, a scope wider than the caller's, or a role to invite
 *   that the caller may not give to the company's users (`invitableRolesFor`): 403, on the field.
 */
export async function checkRoleGrant(db: Database, auth: AuthContext, form: RoleForm): Promise<void> {
  if (roleByName(form.name)) {
    throw ApiError.of(
      422,
      ERROR_CODES.VALIDATION_FAILED,
      `The name ${form.name} belongs to a default role: choose another.`,
      'name',
    );
  }
  const unknown = form.permissions.filter((name) => !isPermission(name));
  if (unknown.length > 0) {
    throw ApiError.of(
      422,
      ERROR_CODES.VALIDATION_FAILED,
      `Unknown permissions: ${unknown.join(', ')}.`,
      'permissions',
    );
  }
  const held = new Set(auth.permissions);
  const beyond = form.permissions.filter((name) => !held.has(name));
  if (beyond.length > 0) {
    throw ApiError.of(
      403,
      ERROR_CODES.FORBIDDEN,
      `You may not grant permissions you do not hold: ${beyond.join(', ')}.`,
      'permissions',
    );
  }
  if (!scopeWithin(form.scope, auth.role.scope)) {
    throw ApiError.of(
      403,
      ERROR_CODES.FORBIDDEN,
      'A role may not see more companies than your own role does.',
      'scope',
    );
  }
  if (form.can_invite_roles.length > 0) {
    const invitable = new Set((await invitableRolesFor(db, auth, form.company_id)).map((role) => role.name));
    const refused = form.can_invite_roles.filter((name) => !invitable.has(name));
    if (refused.length > 0) {
      throw ApiError.of(
        403,
        ERROR_CODES.FORBIDDEN,
        `You may not let this role invite: ${refused.join(', ')}.`,
        'can_invite_roles',
      );
    }
  }
}
