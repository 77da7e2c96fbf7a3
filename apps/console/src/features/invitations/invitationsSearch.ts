import { INVITATION_STATUSES, type InvitationStatus } from '@netfleet/contracts';
import { createListSearch } from '../../components/list/listSearch.js';

const isStatus = (value: unknown): value is InvitationStatus =>
  typeof value === 'string' && (INVITATION_STATUSES as readonly string[]).includes(value);

/** The Invitations page's URL: paging, sort (newest first by default), search and `?status=`. */
export const invitationsSearch = createListSearch({
  sortable: ['email', 'created_at', 'expires_at'],
  defaultSort: '-created_at',
  filterKeys: ['status'],
  filters: (raw): { status?: InvitationStatus } => (isStatus(raw.status) ? { status: raw.status } : {}),
});
