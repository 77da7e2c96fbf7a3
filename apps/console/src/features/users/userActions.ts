import type { UserRow } from '@netfleet/contracts';
import type { Permission } from '@netfleet/permissions';

/** What a user may do with a row of the Users table, in the order the row shows them. */
export type UserAction = 'editRole' | 'move' | 'impersonate' | 'requestAccess' | 'removeMfa' | 'delete';

/** True while the user's impersonation access limit is in the future (spec §4). */
function hasImpersonationAccess(user: Pick<UserRow, 'impersonation_access_limit'>, now: number): boolean {
  const limit = user.impersonation_access_limit;
  return limit !== null && Date.parse(limit) > now;
}

/**
 * The actions a row offers, by the permissions the server checks for each, never on one's own
 * row (the server refuses those): Edit role (update_users), Move (move_users), Impersonate
 * while the user's access lasts, else Request access (impersonate_users), Remove MFA
 * (remove_user_mfa, when the user has a method), Delete (delete_users).
 *
 * @example
 * userActions(row, me.id, (p) => me.permissions.includes(p), Date.now()); // ['editRole', 'move', …]
 */
export function userActions(
  user: Pick<UserRow, 'id' | 'mfa_type' | 'impersonation_access_limit'>,
  ownId: number,
  can: (permission: Permission) => boolean,
  now: number,
): UserAction[] {
  if (user.id === ownId) return [];
  const actions: UserAction[] = [];
  if (can('update_users')) actions.push('editRole');
  if (can('move_users')) actions.push('move');
  if (can('impersonate_users'))
    actions.push(hasImpersonationAccess(user, now) ? 'impersonate' : 'requestAccess');
  if (can('remove_user_mfa') && user.mfa_type !== null) actions.push('removeMfa');
  if (can('delete_users')) actions.push('delete');
  return actions;
}
