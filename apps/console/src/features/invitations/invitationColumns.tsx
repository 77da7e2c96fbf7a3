import type { InvitationRow } from '@netfleet/contracts';
import type { DataTableColumn } from '@netfleet/ui-kit';
import { DateTime } from '../../components/DateTime.js';
import { createListSearch } from '../../components/list/listSearch.js';
import type { Translate } from '../../i18n/useTexts.js';
import type { invitationsTexts } from './texts.js';

/** The Invitations page's URL: paging, sort (newest first by default) and search. */
export const invitationsSearch = createListSearch({
  sortable: ['email', 'created_at', 'expires_at'],
  defaultSort: '-created_at',
});

/** Columns of the Invitations table in the user's language. */
export function invitationColumns(
  t: Translate<(typeof invitationsTexts)['languages']['en']>,
): DataTableColumn<InvitationRow>[] {
  return [
    { id: 'email', header: t('columns.email'), sortable: true, rowHeader: true, cell: (row) => row.email },
    { id: 'company', header: t('columns.company'), cell: (row) => row.company_name },
    { id: 'role', header: t('columns.role'), cell: (row) => row.role_title },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (row) => (
        <span className={`status-badge status-badge--${row.status}`}>{t(`statuses.${row.status}`)}</span>
      ),
    },
    { id: 'invited_by', header: t('columns.invitedBy'), cell: (row) => row.invited_by_email ?? '—' },
    {
      id: 'created_at',
      header: t('columns.created'),
      sortable: true,
      cell: (row) => <DateTime value={row.created_at} />,
    },
    {
      id: 'expires_at',
      header: t('columns.expires'),
      sortable: true,
      cell: (row) => <DateTime value={row.expires_at} />,
    },
  ];
}
