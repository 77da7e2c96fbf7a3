import { getRouteApi, useNavigate, useSearch } from '@tanstack/react-router';
import { positiveInteger } from '../../components/list/listSearch.js';
import { useRouteTitle } from '../../i18n/routeTitles.js';
import { CompanyCreditsView } from './CompanyCreditsView.js';
import { CompanyDataLeft } from './CompanyDataLeft.js';
import { CreditHistoryView } from './CreditHistoryView.js';

/** The `Company data` credit type (forms §3: credit type ids are fixed): 2 GB each. */
export const COMPANY_DATA_CREDIT_TYPE = 4;

const creditsRoute = getRouteApi('/shell/resources/credits');

/**
 * `/resources/credits` (view_credits): the balances and forecast of the user's company, or of
 * the company chosen in the picker (`?company_id=`), with the actions the user may take.
 */
export function ResourcesCreditsPage() {
  const search = creditsRoute.useSearch();
  const navigate = useNavigate();
  const routeTitle = useRouteTitle();
  return (
    <div className="page resources-page">
      <CompanyCreditsView
        companyId={search.company_id}
        title={routeTitle('services.credit-history')}
        onCompanyChange={(id) =>
          void navigate({ to: '.', search: id === undefined ? {} : { company_id: id } } as never)
        }
      />
    </div>
  );
}

/**
 * `/resources/data-history` (view_company_data_history, "Data purchases"): the company data
 * left and every movement of credits, with its filters in the URL (the company data ones by
 * the type filter).
 */
export function DataPurchasesPage() {
  const routeTitle = useRouteTitle();
  const search = useSearch({ strict: false }) as { company_id?: unknown };
  return (
    <CreditHistoryView title={routeTitle('services.data-history')}>
      <CompanyDataLeft companyId={positiveInteger(search.company_id)} />
    </CreditHistoryView>
  );
}

/** `/resources/data-overview` (view_company_data_history): the company data left and its movements only. */
export function DataOverviewPage() {
  const routeTitle = useRouteTitle();
  const search = useSearch({ strict: false }) as { company_id?: unknown };
  return (
    <CreditHistoryView title={routeTitle('services.data-overview')} typeId={COMPANY_DATA_CREDIT_TYPE}>
      <CompanyDataLeft companyId={positiveInteger(search.company_id)} />
    </CreditHistoryView>
  );
}
