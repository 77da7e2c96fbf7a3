import { invitationsQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { formatCount, ListView } from '../../components/list/ListView.js';
import { useListSearchNavigate } from '../../components/list/useListSearchNavigate.js';
import { useTexts } from '../../i18n/useTexts.js';
import { useConsoleForm } from '../forms/useConsoleForm.js';
import { inviteUserForm } from '../users/inviteUserForm.js';
import { invitationColumns, invitationsSearch } from './invitationColumns.js';
import { invitationsTexts } from './texts.js';

const route = getRouteApi('/shell/users/invitations');

/**
 * `/users/invitations` (view_user_invitations): the invitations sent to the companies in
 * scope, with their status. "Invite user" (invite_users) opens the invite-user form
 * (`POST /users/invite`, which mails the invitation); the table reloads after it.
 */
export function InvitationsPage() {
  const t = useTexts(invitationsTexts);
  const client = useApiClient();
  const action = useConsoleForm(inviteUserForm);
  const search = invitationsSearch.resolve(route.useSearch());
  const query = useQuery(invitationsQueryOptions(client, invitationsSearch.toParams(search)));
  const onSearchChange = useListSearchNavigate(invitationsSearch.validate);
  const columns = useMemo(() => invitationColumns(t), [t]);
  return (
    <ListView
      title={t('title')}
      countText={(count) => t('count', { count, n: formatCount(count) })}
      caption={t('title')}
      columns={columns}
      getRowId={(row) => row.id}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      searchLabel={t('searchLabel')}
      searchPlaceholder={t('searchPlaceholder')}
      emptyText={t('empty')}
      actions={
        action.allowed ? (
          <button type="button" className="nf-button nf-button--primary" onClick={() => action.open()}>
            {action.title}
          </button>
        ) : null
      }
    />
  );
}
