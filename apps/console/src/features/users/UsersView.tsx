import { usersQueryOptions } from '@netfleet/api-client/react';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { ListView } from '../../components/list/ListView.js';
import { useListLabels } from '../../components/list/useListLabels.js';
import { useListRoute } from '../../components/list/useListRoute.js';
import { useTexts } from '../../i18n/useTexts.js';
import { useCan, useCurrentUser } from '../../session/useCurrentUser.js';
import { FormButton } from '../forms/FormButton.js';
import { useConsoleForm } from '../forms/useConsoleForm.js';
import { useRoleLabels } from '../roles/useRoleLabels.js';
import { assignSsoAdminForm } from './assignSsoAdminForm.js';
import { defaultRoleOf } from './defaultRoleOf.js';
import { inviteUserForm } from './inviteUserForm.js';
import { moveUsersForm } from './moveUsersForm.js';
import { removeSuppressedEmailForm } from './removeSuppressedEmailForm.js';
import { usersTexts } from './texts.js';
import { UserRowActions } from './UserRowActions.js';
import { userColumns } from './userColumns.js';
import { usersSearch } from './usersSearch.js';
import { useUserActions } from './useUserActions.js';
import './users.css';

/** Props of {@link UsersView}. */
export interface UsersViewProps {
  /** The route's search params (paging, sort, search, `company_id`). */
  rawSearch: Parameters<typeof usersSearch.resolve>[0];
  /** A company's own tab: only its users, no company column, its heading one level down. */
  companyId?: number;
  /** The heading of a company's tab. */
  title?: string;
  /** Content between the heading and the table. */
  children?: ReactNode;
}

/**
 * The users table with its actions: the page's "Invite user", "Assign SSO admin" and "Remove
 * suppressed e-mail", each row's {@link UserRowActions}, and for those who may move users a
 * box per row and "Move selected users" (several at once), all only for users who hold their
 * permissions. The Users page and a company's users tab are this view.
 */
export function UsersView({ rawSearch, companyId, title, children }: UsersViewProps) {
  const t = useTexts(usersTexts);
  const can = useCan();
  const onAction = useUserActions();
  const search = companyId === undefined ? rawSearch : { ...rawSearch, company_id: companyId };
  const {
    search: resolved,
    query,
    onSearchChange,
  } = useListRoute(search, usersSearch, usersQueryOptions, {
    tableId: companyId === undefined ? 'users' : 'company.userstable',
  });
  const canOpenCompanies = can('view_companies');
  const move = useConsoleForm(moveUsersForm);
  const roleLabels = useRoleLabels();
  const me = useCurrentUser();
  // The rows chosen for "Move selected users" (several at once), by id.
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(new Map());
  const columns = useMemo(
    () =>
      userColumns(t, {
        canOpenCompanies,
        showCompany: companyId === undefined,
        actions: (user) => <UserRowActions user={user} onAction={onAction} />,
        roleTitle: (user) => roleLabels.title(defaultRoleOf(user.role_id, user.role_name, user.role_title)),
        select: move.allowed
          ? {
              isSelected: (user) => selected.has(user.id),
              canSelect: (user) => user.id !== me.id,
              toggle: (user, on) =>
                setSelected((was) => {
                  const next = new Map(was);
                  if (on) next.set(user.id, user.email);
                  else next.delete(user.id);
                  return next;
                }),
            }
          : undefined,
      }),
    [t, canOpenCompanies, companyId, onAction, move.allowed, selected, me.id, roleLabels],
  );
  const labels = useListLabels(usersTexts);
  return (
    <ListView
      {...labels}
      {...(title ? { title, caption: title } : {})}
      headingLevel={companyId === undefined ? 1 : 2}
      columns={columns}
      getRowId={(user) => user.id}
      query={query}
      search={resolved}
      onSearchChange={onSearchChange}
      actions={
        <>
          {selected.size > 0 ? (
            <button
              type="button"
              className="nf-button"
              onClick={() => {
                move.open({
                  defaults: { user_ids: [...selected.keys()], email: [...selected.values()].join(', ') },
                });
                setSelected(new Map());
              }}
            >
              {t('moveSelected', { n: selected.size })}
            </button>
          ) : null}
          <InviteButton companyId={companyId} />
          <FormButton form={assignSsoAdminForm} />
          <FormButton form={removeSuppressedEmailForm} />
        </>
      }
    >
      {children}
    </ListView>
  );
}

/** "Invite user", with the company of a company's tab chosen already. */
function InviteButton({ companyId }: { companyId: number | undefined }) {
  const invite = useConsoleForm(inviteUserForm);
  if (!invite.allowed) return null;
  return (
    <button
      type="button"
      className="nf-button nf-button--primary"
      onClick={() => invite.open(companyId === undefined ? {} : { defaults: { company_id: companyId } })}
    >
      {invite.title}
    </button>
  );
}
