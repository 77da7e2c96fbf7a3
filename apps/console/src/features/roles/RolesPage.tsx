import { rolesQueryOptions, useApiClient } from '@netfleet/api-client/react';
import type { RoleRow } from '@netfleet/contracts';
import { truncateRoleName } from '@netfleet/permissions';
import { Alert, DataTable, type DataTableColumn } from '@netfleet/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type Translate, useTexts } from '../../i18n/useTexts.js';
import { ROLES_QUERY } from './rolesQuery.js';
import { rolesTexts } from './texts.js';

type RolesTranslate = Translate<(typeof rolesTexts)['languages']['en']>;

/** A role's permission names, behind a disclosure button with their count. */
function RolePermissions({ role, t }: { role: RoleRow; t: RolesTranslate }) {
  const [open, setOpen] = useState(false);
  const permissions = role.permissions ?? [];
  const listId = `role-permissions-${role.id}`;
  return (
    <div className="role-permissions">
      <button
        type="button"
        className="nf-button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={
          open
            ? t('hidePermissions', { role: role.title })
            : t('showPermissions', { role: role.title, count: permissions.length })
        }
        onClick={() => setOpen((value) => !value)}
      >
        {role.permissions_count}
      </button>
      {open ? (
        <ul id={listId} className="role-permissions__list">
          {permissions.map((name) => (
            <li key={name}>
              <code>{name}</code>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function roleColumns(t: RolesTranslate): DataTableColumn<RoleRow>[] {
  return [
    {
      id: 'title',
      header: t('columns.role'),
      rowHeader: true,
      cell: (role) => <span title={role.title}>{truncateRoleName(role.title)}</span>,
    },
    {
      id: 'kind',
      header: t('columns.kind'),
      cell: (role) => (role.company_id === null ? t('kinds.default') : t('kinds.custom')),
    },
    { id: 'description', header: t('columns.description'), cell: (role) => role.description || '—' },
    {
      id: 'permissions',
      header: t('columns.permissions'),
      cell: (role) => <RolePermissions role={role} t={t} />,
    },
    {
      id: 'invites',
      header: t('columns.invites'),
      cell: (role) => (role.can_invite_roles?.length ? role.can_invite_roles.join(', ') : t('nobody')),
    },
  ];
}

/**
 * `/users/roles` (view_roles): the default roles and the company's custom roles in the
 * pickers' order, each with its description, what it may invite, and its permissions.
 * Read-only until role management comes.
 */
export function RolesPage() {
  const t = useTexts(rolesTexts);
  const client = useApiClient();
  const query = useQuery(rolesQueryOptions(client, ROLES_QUERY));
  const columns = useMemo(() => roleColumns(t), [t]);
  const rows = query.data?.data ?? [];
  return (
    <div className="page list-page">
      <header className="page__header">
        <div>
          <h1 className="page__title">{t('title')}</h1>
          <p className="page__subtitle" aria-live="polite">
            {query.data ? t('count', { count: query.data.meta.total }) : '\u00a0'}
          </p>
        </div>
      </header>
      <p className="list-page__filter">{t('readOnly')}</p>
      {query.isError ? (
        <Alert variant="error" title={t('loadFailed')}>
          {query.error.message}
        </Alert>
      ) : null}
      <DataTable
        caption={t('title')}
        hideCaption
        columns={columns}
        rows={rows}
        getRowId={(role) => role.id}
        loading={query.isPending}
        emptyText={query.isError ? t('loadFailed') : t('empty')}
      />
    </div>
  );
}
