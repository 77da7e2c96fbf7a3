import type { InvitationRow } from '@netfleet/contracts';
import { truncateRoleName } from '@netfleet/permissions';
import type { DataTableColumn } from '@netfleet/ui-kit';
import type { ReactNode } from 'react';
import { DateTime } from '../../components/DateTime.js';
import type { Translate } from '../../i18n/useTexts.js';
import type { invitationsTexts } from './texts.js';

/** What {@link invitationColumns} shows besides the invitation's own facts. */
export interface InvitationColumnsOptions {
  /** The company column (not on a company's own tab). */
  showCompany: boolean;
  /** The actions cell of a row. */
  actions: (row: InvitationRow) => ReactNode;
  /** The role's title in the user's language (`useRoleLabels`); the server's title without it. */
  roleTitle?: (row: InvitationRow) => string;
}

/** Columns of the Invitations table in the user's language. */
export function invitationColumns(
  t: Translate<(typeof invitationsTexts)['languages']['en']>,
  { showCompany, actions, roleTitle = (row) => row.role_title }: InvitationColumnsOptions,
): DataTableColumn<InvitationRow>[] {
  const columns: (DataTableColumn<InvitationRow> | null)[] = [
    { id: 'email', header: t('columns.email'), sortable: true, rowHeader: true, cell: (row) => row.email },
    showCompany ? { id: 'company', header: t('columns.company'), cell: (row) => row.company_name } : null,
    {
      id: 'role',
      header: t('columns.role'),
      className: 'cell-label',
      cell: (row) => {
        const title = roleTitle(row);
        return <span title={title}>{truncateRoleName(title)}</span>;
      },
    },
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
      className: 'cell-label',
      // Sent once, or also when it was last sent again (Resend).
      cell: (row) => (
        <>
          <DateTime value={row.created_at} />
          {row.last_sent_at && row.last_sent_at !== row.created_at ? (
            <span className="invitation-resent">
              {t('lastSent')}: <DateTime value={row.last_sent_at} />
            </span>
          ) : null}
        </>
      ),
    },
    {
      id: 'expires_at',
      header: t('columns.expires'),
      sortable: true,
      className: 'cell-label',
      cell: (row) => <DateTime value={row.expires_at} />,
    },
    { id: 'actions', header: t('actionsColumn'), cell: actions, pinned: 'end' },
  ];
  return columns.filter((column): column is DataTableColumn<InvitationRow> => column !== null);
}
