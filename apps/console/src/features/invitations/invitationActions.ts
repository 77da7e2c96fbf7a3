import type { InvitationRow } from '@netfleet/contracts';
import type { Permission } from '@netfleet/permissions';

/** What a user may do with an invitation row. */
export type InvitationAction = 'resend' | 'cancel';

/**
 * Resend and Cancel (invite_users), for invitations not yet accepted nor cancelled: a pending
 * or expired one can go out again with a new link, or be called off.
 */
export function invitationActions(
  row: Pick<InvitationRow, 'status'>,
  can: (permission: Permission) => boolean,
): InvitationAction[] {
  if (!can('invite_users')) return [];
  return row.status === 'pending' || row.status === 'expired' ? ['resend', 'cancel'] : [];
}
