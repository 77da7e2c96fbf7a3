import { getRouteApi } from '@tanstack/react-router';
import { useRouteTitle } from '../../i18n/routeTitles.js';
import { CodesView } from '../codes/CodesView.js';
import { CompanyCreditsView } from './CompanyCreditsView.js';
import { CompanyDataLeft } from './CompanyDataLeft.js';
import { CreditHistoryView } from './CreditHistoryView.js';
import { COMPANY_DATA_CREDIT_TYPE } from './ResourcesPages.js';
import { RouteTabs } from './RouteTabs.js';

// The company's tabs of spec §2.3 reuse the resources pages with the company fixed.

const companyRoute = getRouteApi('/shell/companies/$company_id');

/** `/companies/{id}/resources`: the tabs credits, codes and data history the user may open. */
export function CompanyResourcesLayout() {
  const { company_id } = companyRoute.useParams();
  return <RouteTabs parent="company.resources" params={{ company_id }} />;
}

/** `/companies/{id}/resources/credits` (view_credits): the company's balances and forecast. */
export function CompanyCreditsTab() {
  const { company_id } = companyRoute.useParams();
  const routeTitle = useRouteTitle();
  return (
    <CompanyCreditsView
      companyId={company_id}
      title={routeTitle('company.resources.credits')}
      headingLevel={2}
    />
  );
}

/** `/companies/{id}/resources/codes` (view_credit_transfer_codes): the codes of the company's credits. */
export function CompanyCodesTab() {
  const { company_id } = companyRoute.useParams();
  return <CodesView companyId={company_id} headingLevel={2} />;
}

/** `/companies/{id}/resources/data-history` (view_company_data_history): the company's credit movements. */
export function CompanyCreditHistoryTab() {
  const { company_id } = companyRoute.useParams();
  const routeTitle = useRouteTitle();
  return (
    <CreditHistoryView
      companyId={company_id}
      headingLevel={2}
      title={routeTitle('company.resources.data-history')}
    >
      <CompanyDataLeft companyId={company_id} />
    </CreditHistoryView>
  );
}

/** `/companies/{id}/data-history` (view_company_data_history): the company's data and its movements. */
export function CompanyDataHistoryTab() {
  const { company_id } = companyRoute.useParams();
  const routeTitle = useRouteTitle();
  return (
    <CreditHistoryView
      companyId={company_id}
      typeId={COMPANY_DATA_CREDIT_TYPE}
      headingLevel={2}
      title={routeTitle('company.data-history')}
    >
      <CompanyDataLeft companyId={company_id} />
    </CreditHistoryView>
  );
}
