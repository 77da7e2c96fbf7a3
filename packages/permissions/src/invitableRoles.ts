import { roleByName } from './roles.js';

/** The admin's invitable roles: the list every other inviter falls back to. */
export const ADMIN_INVITABLE_ROLES: readonly string[] = ['admin', 'end_user', 'readonly_admin', 'read_only'];

/**
 * The roles an inviter may offer in the invite form, by the inviter's role name.
 * super_admin offers its own list (which adds `support`); every other role, known or
 * not, gets the admin's list, as the spec says. The server still checks each invite.
 *
 * @example
 * invitableRoles('super_admin'); // ['admin', 'end_user', 'readonly_admin', 'read_only', 'support']
 * invitableRoles('end_user');    // ['admin', 'end_user', 'readonly_admin', 'read_only']
 */
export function invitableRoles(inviterRoleName: string | null | undefined): readonly string[] {
  const own = inviterRoleName ? roleByName(inviterRoleName)?.canInviteRoles : undefined;
  return own !== undefined && own.length > 0 ? own : ADMIN_INVITABLE_ROLES;
}
