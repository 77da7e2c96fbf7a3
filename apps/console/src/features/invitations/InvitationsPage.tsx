import { invitationsQueryOptions } from '@netfleet/api-client/react';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListView } from '../../components/list/ListView.js';
import { useListLabels } from '../../components/list/useListLabels.js';
import { useListRoute } from '../../components/list/useListRoute.js';
import { useTexts } from '../../i18n/useTexts.js';
import { FormButton } from '../forms/FormButton.js';
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
  const { search, query, onSearchChange } = useListRoute(
    route.useSearch(),
    invitationsSearch,
    invitationsQueryOptions,
  );
  const columns = useMemo(() => invitationColumns(t), [t]);
  return (
    <ListView
      {...useListLabels(invitationsTexts)}
      columns={columns}
      getRowId={(row) => row.id}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      actions={<FormButton form={inviteUserForm} />}
    />
  );
}
