import { invitationsQueryOptions } from '@netfleet/api-client/react';
import type { InvitationRow } from '@netfleet/contracts';
import { type ReactNode, useMemo } from 'react';
import { ListView } from '../../components/list/ListView.js';
import { useListLabels } from '../../components/list/useListLabels.js';
import { useListRoute } from '../../components/list/useListRoute.js';
import { useTexts } from '../../i18n/useTexts.js';
import { useCan } from '../../session/useCurrentUser.js';
import { useConsoleForm } from '../forms/useConsoleForm.js';
import { useRoleLabels } from '../roles/useRoleLabels.js';
import { defaultRoleOf } from '../users/defaultRoleOf.js';
import { inviteUserForm } from '../users/inviteUserForm.js';
import { invitationActions } from './invitationActions.js';
import { invitationColumns } from './invitationColumns.js';
import { invitationsSearch } from './invitationsSearch.js';
import { StatusFilter } from './StatusFilter.js';
import { invitationsTexts } from './texts.js';
import { useInvitationActions } from './useInvitationActions.js';
import '../users/users.css';

/** Props of {@link InvitationsView}. */
export interface InvitationsViewProps {
  /** The route's search params (paging, sort, search, `status`). */
  rawSearch: Parameters<typeof invitationsSearch.resolve>[0];
  /** A company's own tab: only its invitations, no company column, its heading one level down. */
  companyId?: number;
  title?: string;
  /** Content between the heading and the table. */
  children?: ReactNode;
}

/**
 * The invitations table: status, who invited, when sent, last sent and expiry; Resend and
 * Cancel per row and "Invite user" for users who may invite (invite_users), none for others.
 * The Invitations page and a company's invitations tab are this view.
 */
export function InvitationsView({ rawSearch, companyId, title, children }: InvitationsViewProps) {
  const t = useTexts(invitationsTexts);
  const can = useCan();
  const invite = useConsoleForm(inviteUserForm);
  const onAction = useInvitationActions();
  const roleLabels = useRoleLabels();
  const {
    search: resolved,
    query,
    onSearchChange,
  } = useListRoute(
    rawSearch,
    invitationsSearch,
    (client, params) =>
      invitationsQueryOptions(client, { ...params, ...(companyId ? { company_id: companyId } : {}) }),
    { tableId: companyId === undefined ? 'users.invitations' : 'company.invitations' },
  );
  const columns = useMemo(
    () =>
      invitationColumns(t, {
        showCompany: companyId === undefined,
        roleTitle: (row) => roleLabels.title(defaultRoleOf(row.role_id, undefined, row.role_title)),
        actions: (row: InvitationRow) => {
          const actions = invitationActions(row, can);
          if (actions.length === 0) return null;
          return (
            <fieldset className="user-row-actions">
              <legend className="nf-visually-hidden">{t('actions.label', { email: row.email })}</legend>
              {actions.map((action) => (
                <button
                  key={action}
                  type="button"
                  className="nf-button"
                  data-action={action}
                  onClick={() => void onAction(action, row)}
                >
                  {t(`actions.${action}`)}
                </button>
              ))}
            </fieldset>
          );
        },
      }),
    [t, can, companyId, onAction, roleLabels],
  );
  return (
    <ListView
      {...useListLabels(invitationsTexts)}
      {...(title ? { title, caption: title } : {})}
      headingLevel={companyId === undefined ? 1 : 2}
      columns={columns}
      getRowId={(row) => row.id}
      query={query}
      search={resolved}
      onSearchChange={onSearchChange}
      actions={
        invite.allowed ? (
          <button
            type="button"
            className="nf-button nf-button--primary"
            onClick={() =>
              invite.open(companyId === undefined ? {} : { defaults: { company_id: companyId } })
            }
          >
            {invite.title}
          </button>
        ) : null
      }
    >
      {children}
      <div className="invitation-filters">
        <StatusFilter value={resolved.status} onChange={(status) => onSearchChange({ status, page: 1 })} />
      </div>
    </ListView>
  );
}
