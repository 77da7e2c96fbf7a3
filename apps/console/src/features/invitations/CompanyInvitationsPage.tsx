import { companyQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { hrefFor } from '@netfleet/permissions';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { HrefLink } from '../../components/HrefLink.js';
import { useTexts } from '../../i18n/useTexts.js';
import { InvitationsView } from './InvitationsView.js';
import { invitationsTexts } from './texts.js';

const route = getRouteApi('/shell/companies/$company_id/users/invitations');

/** `/companies/{company_id}/users/invitations` (`company.invitations`): the company's invitations. */
export function CompanyInvitationsPage() {
  const t = useTexts(invitationsTexts);
  const client = useApiClient();
  const { company_id: companyId } = route.useParams();
  const company = useQuery(companyQueryOptions(client, companyId));
  return (
    <InvitationsView
      rawSearch={route.useSearch()}
      companyId={companyId}
      title={t('inCompany', { name: company.data?.name ?? `#${companyId}` })}
    >
      <p className="list-page__filter">
        <HrefLink href={hrefFor('company.userstable', { company_id: companyId })}>
          {t('companyUsers')}
        </HrefLink>
      </p>
    </InvitationsView>
  );
}
