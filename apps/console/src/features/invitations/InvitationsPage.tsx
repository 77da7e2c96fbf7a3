import { getRouteApi } from '@tanstack/react-router';
import { InvitationsView } from './InvitationsView.js';

const route = getRouteApi('/shell/users/invitations');

/**
 * `/users/invitations` (view_user_invitations): the invitations sent to the companies in
 * scope with their status, Resend and Cancel, and "Invite user" ({@link InvitationsView}).
 */
export function InvitationsPage() {
  return <InvitationsView rawSearch={route.useSearch()} />;
}
