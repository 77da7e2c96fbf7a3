import type { UserRow } from '@netfleet/contracts';
import { hrefFor, truncateRoleName } from '@netfleet/permissions';
import type { DataTableColumn } from '@netfleet/ui-kit';
import type { ReactNode } from 'react';
import { DateTime } from '../../components/DateTime.js';
import { HrefLink } from '../../components/HrefLink.js';
import type { Translate } from '../../i18n/useTexts.js';
import type { usersTexts } from './texts.js';

type UsersTranslate = Translate<(typeof usersTexts)['languages']['en']>;

const MFA_TYPES = ['email', 'totp', 'teltonika_id'] as const;

/** What {@link userColumns} shows besides the user's own facts. */
export interface UserColumnsOptions {
  /** The company links to its page (view_companies). */
  canOpenCompanies: boolean;
  /** The company column (not on a company's own users tab). */
  showCompany: boolean;
  /** The actions cell of a row (`UserRowActions`). */
  actions: (user: UserRow) => ReactNode;
  /** The role's title in the user's language (`useRoleLabels`); the server's title without it. */
  roleTitle?: (user: UserRow) => string;
  /** A box per row to choose users for a move of several; none without it. */
  select?: {
    isSelected: (user: UserRow) => boolean;
    canSelect: (user: UserRow) => boolean;
    toggle: (user: UserRow, on: boolean) => void;
  };
}

function mfaLabel(t: UsersTranslate, type: string | null): string {
  const known = MFA_TYPES.find((name) => name === type);
  return known ? t(`mfa.${known}`) : type === null ? t('mfa.none') : type;
}

/**
 * Columns of the Users table in the user's language: e-mail, name, company (linked when
 * allowed), role (truncated at 45 characters), MFA method, last sign-in, status, actions.
 */
export function userColumns(
  t: UsersTranslate,
  {
    canOpenCompanies,
    showCompany,
    actions,
    select,
    roleTitle = (user) => user.role_title,
  }: UserColumnsOptions,
): DataTableColumn<UserRow>[] {
  const columns: (DataTableColumn<UserRow> | null)[] = [
    select
      ? {
          id: 'select',
          header: t('selectColumn'),
          cell: (user) =>
            select.canSelect(user) ? (
              <input
                type="checkbox"
                aria-label={t('selectUser', { email: user.email })}
                checked={select.isSelected(user)}
                onChange={(event) => select.toggle(user, event.currentTarget.checked)}
              />
            ) : null,
        }
      : null,
    { id: 'email', header: t('columns.email'), sortable: true, rowHeader: true, cell: (user) => user.email },
    { id: 'username', header: t('columns.username'), sortable: true, cell: (user) => user.username },
    showCompany
      ? {
          id: 'company',
          header: t('columns.company'),
          cell: (user) =>
            canOpenCompanies ? (
              <HrefLink href={hrefFor('company.info', { company_id: user.company_id })}>
                {user.company_name}
              </HrefLink>
            ) : (
              user.company_name
            ),
        }
      : null,
    {
      id: 'role',
      header: t('columns.role'),
      className: 'cell-label',
      cell: (user) => {
        const title = roleTitle(user);
        return <span title={title}>{truncateRoleName(title)}</span>;
      },
    },
    {
      id: 'mfa',
      header: t('columns.mfa'),
      className: 'cell-label',
      cell: (user) => mfaLabel(t, user.mfa_type),
    },
    {
      id: 'last_sign_in_at',
      header: t('columns.lastSignIn'),
      sortable: true,
      className: 'cell-label',
      cell: (user) => (user.last_sign_in_at ? <DateTime value={user.last_sign_in_at} /> : t('never')),
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (user) => (
        <span className={`status-badge status-badge--${user.status}`}>{t(`statuses.${user.status}`)}</span>
      ),
    },
    { id: 'actions', header: t('actionsColumn'), cell: actions, pinned: 'end' },
  ];
  return columns.filter((column): column is DataTableColumn<UserRow> => column !== null);
}
