import { companyQueryOptions, useApiClient, usersQueryOptions } from '@netfleet/api-client/react';
import { hrefFor } from '@netfleet/permissions';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { HrefLink } from '../../components/HrefLink.js';
import { ListView } from '../../components/list/ListView.js';
import { useListLabels } from '../../components/list/useListLabels.js';
import { useListRoute } from '../../components/list/useListRoute.js';
import { useTexts } from '../../i18n/useTexts.js';
import { useCan } from '../../session/useCurrentUser.js';
import { FormButton } from '../forms/FormButton.js';
import { inviteUserForm } from './inviteUserForm.js';
import { usersTexts } from './texts.js';
import { userColumns, usersSearch } from './userColumns.js';

const route = getRouteApi('/shell/users');

/**
 * `/users` (view_users): the users of the companies in scope with role, MFA method,
 * company, last sign-in and status; `?company_id=` narrows it to one company. "Invite user"
 * (invite_users) opens the invite-user form.
 */
export function UsersPage() {
  const t = useTexts(usersTexts);
  const client = useApiClient();
  const can = useCan();
  const { search, query, onSearchChange } = useListRoute(route.useSearch(), usersSearch, usersQueryOptions);
  const canOpenCompanies = can('view_companies');
  const company = useQuery({
    ...companyQueryOptions(client, search.company_id ?? 0),
    enabled: search.company_id !== undefined && canOpenCompanies,
  });
  const columns = useMemo(() => userColumns(t, canOpenCompanies), [t, canOpenCompanies]);
  return (
    <ListView
      {...useListLabels(usersTexts)}
      columns={columns}
      getRowId={(user) => user.id}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      actions={<FormButton form={inviteUserForm} />}
    >
      {search.company_id !== undefined ? (
        <p className="list-page__filter">
          {t('inCompany', { name: company.data?.name ?? `#${search.company_id}` })}{' '}
          <HrefLink href={hrefFor('users')}>{t('showAll')}</HrefLink>
        </p>
      ) : null}
    </ListView>
  );
}
