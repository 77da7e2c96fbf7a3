import { deleteRole, errorMessageOf, isSessionEndedError } from '@netfleet/api-client';
import {
  companyTreeQueryOptions,
  invalidateResource,
  rolesQueryOptions,
  useApiClient,
} from '@netfleet/api-client/react';
import type { RoleRow } from '@netfleet/contracts';
import { roleByName, truncateRoleName } from '@netfleet/permissions';
import { DataTable, type DataTableColumn } from '@netfleet/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { type Translate, useTexts } from '../../i18n/useTexts.js';
import { useCan, useCurrentUser } from '../../session/useCurrentUser.js';
import { rolesQuery } from './rolesQuery.js';
import { rolesTexts } from './texts.js';
import { type RoleLabels, useRoleLabels } from './useRoleLabels.js';
import './roles.css';
import { LoadFailed } from '../../components/LoadFailed.js';

type RolesTranslate = Translate<(typeof rolesTexts)['languages']['en']>;
const route = getRouteApi('/shell/users/roles');

interface RoleActions {
  /** A role name's title, for the roles a role may invite (`support`, defined nowhere, stays a name). */
  titleOf(name: string): string;
  showPermissions(role: RoleRow): void;
  edit?(role: RoleRow): void;
  remove?(role: RoleRow): void;
}

function roleColumns(
  t: RolesTranslate,
  actions: RoleActions,
  labels: RoleLabels,
): DataTableColumn<RoleRow>[] {
  const columns: DataTableColumn<RoleRow>[] = [
    {
      id: 'title',
      header: t('columns.role'),
      rowHeader: true,
      cell: (role) => <span title={labels.title(role)}>{truncateRoleName(labels.title(role))}</span>,
    },
    {
      id: 'kind',
      header: t('columns.kind'),
      cell: (role) => (role.company_id === null ? t('kinds.default') : t('kinds.custom')),
    },
    { id: 'description', header: t('columns.description'), cell: (role) => labels.description(role) || '—' },
    {
      id: 'permissions',
      header: t('columns.permissions'),
      cell: (role) => (
        <button
          type="button"
          className="nf-button"
          aria-label={t('showPermissions', { role: labels.title(role), count: role.permissions_count })}
          onClick={() => actions.showPermissions(role)}
        >
          {role.permissions_count}
        </button>
      ),
    },
    {
      id: 'invites',
      header: t('columns.invites'),
      cell: (role) =>
        role.can_invite_roles?.length ? role.can_invite_roles.map(actions.titleOf).join(', ') : t('nobody'),
    },
  ];
  const { edit, remove } = actions;
  if (!edit || !remove) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: t('columns.actions'),
      pinned: 'end',
      cell: (role) =>
        role.company_id === null ? null : (
          <div className="roles-actions">
            <button
              type="button"
              className="nf-button"
              aria-label={t('editRole', { role: role.title })}
              onClick={() => edit(role)}
            >
              {t('edit')}
            </button>
            <button
              type="button"
              className="nf-button nf-button--danger"
              aria-label={t('deleteRole', { role: role.title })}
              onClick={() => remove(role)}
            >
              {t('delete')}
            </button>
          </div>
        ),
    },
  ];
}

/** The companies the user may pick: those of the tree (with view_companies), else its own. */
function useCompanyChoices(): { id: number; name: string; level: number }[] {
  const user = useCurrentUser();
  const can = useCan();
  const client = useApiClient();
  const tree = useQuery({ ...companyTreeQueryOptions(client), enabled: can('view_companies') });
  const own = { id: user.company_id, name: user.company_name, level: 0 };
  const nodes = tree.data ?? [];
  if (nodes.length === 0) return [own];
  const top = Math.min(...nodes.map((node) => node.level));
  return [...nodes]
    .sort((a, b) => a.level - b.level || a.name.localeCompare(b.name))
    .map((node) => ({ id: node.id, name: node.name, level: node.level - top }));
}

/**
 * `/users/roles` (view_roles): the default roles and the custom roles of the company chosen
 * (`?company_id=`, the user's own by default), in the pickers' order. Each role's permissions
 * open in the role permissions table; with manage_roles the user adds, edits and deletes the
 * company's custom roles in the role editor, whose preview shows what a holder would have.
 */
export function RolesPage() {
  const t = useTexts(rolesTexts);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { modals, toasts } = useConsole();
  const user = useCurrentUser();
  const can = useCan();
  const navigate = route.useNavigate();
  const search = route.useSearch();
  const companyId = search.company_id ?? user.company_id;
  const companies = useCompanyChoices();
  const companyName = companies.find((choice) => choice.id === companyId)?.name;
  // The URL's company shows chosen while the company list loads.
  const choices =
    companyName === undefined
      ? [{ id: companyId, name: `#${companyId}`, level: 0 }, ...companies]
      : companies;
  const query = useQuery(rolesQueryOptions(client, rolesQuery({ company_id: companyId })));
  const manage = can('manage_roles');
  const selectId = useId();

  const rows = useMemo(() => query.data?.data ?? [], [query.data]);
  const labels = useRoleLabels();
  const actions = useMemo<RoleActions>(
    () => ({
      titleOf: (name) => {
        const row =
          rows.find((entry) => entry.name === name && entry.company_id === null) ??
          rows.find((entry) => entry.name === name);
        if (row) return labels.title(row);
        const known = roleByName(name);
        return known ? labels.title({ name, title: known.title, company_id: null }) : name;
      },
      showPermissions: (role) =>
        modals.openModal(
          'RolePermissions',
          { roleTitle: labels.title(role), permissions: role.permissions ?? [], own: false },
          { title: t('permissionsTitle', { role: labels.title(role) }) },
        ),
      ...(manage && {
        edit: (role: RoleRow) =>
          modals.openModal(
            'RoleEditor',
            { role, companyId: role.company_id ?? companyId, ...(companyName && { companyName }) },
            { title: t('editor.editTitle'), subtitle: role.title, fullscreen: { allowed: true } },
          ),
        remove: async (role: RoleRow) => {
          const { confirmed } = await modals.confirm({
            title: t('deleteTitle'),
            message: t('deletePrompt', { role: role.title }),
            confirmText: t('delete'),
          });
          if (!confirmed) return;
          try {
            await deleteRole(client, role.id);
            toasts.success(t('deleted', { role: role.title }));
            await invalidateResource(queryClient, 'roles');
          } catch (error) {
            if (!isSessionEndedError(error)) toasts.error(errorMessageOf(error, t('deleteFailed')));
          }
        },
      }),
    }),
    [client, companyId, companyName, labels, manage, modals, queryClient, rows, t, toasts],
  );
  const columns = useMemo(() => roleColumns(t, actions, labels), [t, actions, labels]);
  return (
    <div className="page list-page">
      <header className="page__header">
        <div>
          <h1 className="page__title">{t('title')}</h1>
          <p className="page__subtitle" aria-live="polite">
            {query.data ? t('count', { count: query.data.meta.total }) : '\u00a0'}
          </p>
        </div>
        {manage ? (
          <button
            type="button"
            className="nf-button nf-button--primary"
            onClick={() =>
              modals.openModal(
                'RoleEditor',
                { companyId, ...(companyName && { companyName }) },
                { title: t('editor.addTitle'), subtitle: companyName, fullscreen: { allowed: true } },
              )
            }
          >
            {t('add')}
          </button>
        ) : null}
      </header>
      <div className="list-page__filter roles-filter">
        <label htmlFor={selectId} className="nf-field__label">
          {t('company')}
        </label>
        <select
          id={selectId}
          className="nf-input"
          value={companyId}
          aria-describedby={`${selectId}-hint`}
          onChange={(event) => navigate({ search: { company_id: Number(event.target.value) } })}
        >
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {`${'\u00a0\u00a0'.repeat(choice.level)}${choice.name}`}
            </option>
          ))}
        </select>
        <span id={`${selectId}-hint`} className="nf-field__hint">
          {t('companyHint')}
        </span>
      </div>
      {query.isError ? (
        <LoadFailed title={t('loadFailed')} message={query.error.message} onRetry={query.refetch} />
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
