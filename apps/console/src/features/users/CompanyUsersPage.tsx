import { companyQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTexts } from '../../i18n/useTexts.js';
import { usersTexts } from './texts.js';
import { UsersView } from './UsersView.js';

const route = getRouteApi('/shell/companies/$company_id/users');

/** `/companies/{company_id}/users` (`company.userstable`, view_users): the company's users. */
export function CompanyUsersPage() {
  const t = useTexts(usersTexts);
  const client = useApiClient();
  const { company_id: companyId } = route.useParams();
  const company = useQuery(companyQueryOptions(client, companyId));
  return (
    <UsersView
      rawSearch={route.useSearch()}
      companyId={companyId}
      title={t('inCompany', { name: company.data?.name ?? `#${companyId}` })}
    />
  );
}
