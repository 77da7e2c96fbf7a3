import { companyQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { hrefFor } from '@netfleet/permissions';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { HrefLink } from '../../components/HrefLink.js';
import { useTexts } from '../../i18n/useTexts.js';
import { useCan } from '../../session/useCurrentUser.js';
import { usersTexts } from './texts.js';
import { UsersView } from './UsersView.js';

const route = getRouteApi('/shell/companies/$company_id/users');

/**
 * `/companies/{company_id}/users` (`company.userstable`, view_users): the company's users, with
 * a link to its invitations (`company.invitations`) for those who may see them.
 */
export function CompanyUsersPage() {
  const t = useTexts(usersTexts);
  const can = useCan();
  const client = useApiClient();
  const { company_id: companyId } = route.useParams();
  const company = useQuery(companyQueryOptions(client, companyId));
  return (
    <UsersView
      rawSearch={route.useSearch()}
      companyId={companyId}
      title={t('inCompany', { name: company.data?.name ?? `#${companyId}` })}
    >
      {can('view_user_invitations') ? (
        <p className="list-page__filter">
          <HrefLink href={hrefFor('company.invitations', { company_id: companyId })}>
            {t('companyInvitations')}
          </HrefLink>
        </p>
      ) : null}
    </UsersView>
  );
}
