import { companyQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { hrefFor, isRouteAllowed, type RouteName, routeByName } from '@netfleet/permissions';
import { Loader } from '@netfleet/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Outlet, useRouter } from '@tanstack/react-router';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { DateTime } from '../../components/DateTime.js';
import { HrefLink } from '../../components/HrefLink.js';
import { useRouteTitle } from '../../i18n/routeTitles.js';
import { useTexts } from '../../i18n/useTexts.js';
import { usePageInfo } from '../../router/pageInfo.js';
import { useCurrentUser } from '../../session/useCurrentUser.js';
import { CompanyActions } from './CompanyActions.js';
import { companiesTexts } from './texts.js';
import { useCompanyActions } from './useCompanyActions.js';
import './companies.css';
import { LoadFailed } from '../../components/LoadFailed.js';

const route = getRouteApi('/shell/companies/$company_id');

/**
 * `/companies/{company_id}` (view_companies): the company's name and figures (`company.info`),
 * the actions the user may take on it (rename, add subsidiary, move, delete: the page then
 * leaves for the list), the tabs of spec §2.3 the user may open, and the open tab below.
 */
export function CompanyPage() {
  const t = useTexts(companiesTexts);
  const client = useApiClient();
  const { theme } = useConsole();
  const user = useCurrentUser();
  const { company_id: companyId } = route.useParams();
  const page = usePageInfo();
  const routeTitle = useRouteTitle();
  const query = useQuery(companyQueryOptions(client, companyId));
  const handlers = useCompanyActions();
  const router = useRouter();
  const tabs = (routeByName('company.info')?.tabs ?? []).filter((tab) =>
    isRouteAllowed(user, theme, tab),
  ) as RouteName[];
  const current = page.route?.parent === 'company.info' ? page.name : page.route?.parent;

  if (query.isPending) return <Loader block />;
  if (query.isError) {
    return (
      <LoadFailed title={t('company.loadFailed')} message={query.error.message} onRetry={query.refetch} />
    );
  }
  const company = query.data;
  return (
    <div className="page company-page">
      <header className="page__header">
        <div>
          <h1 className="page__title">{company.name}</h1>
          <dl className="company-page__facts">
            <div>
              <dt>{t('company.parent')}</dt>
              <dd>
                {company.parent_id !== null && company.parent_name !== null ? (
                  <HrefLink href={hrefFor('company.info', { company_id: company.parent_id })}>
                    {company.parent_name}
                  </HrefLink>
                ) : (
                  t('company.none')
                )}
              </dd>
            </div>
            <div>
              <dt>{t('company.level')}</dt>
              <dd>{company.level}</dd>
            </div>
            <div>
              <dt>{t('company.devices')}</dt>
              <dd>{company.devices_count}</dd>
            </div>
            <div>
              <dt>{t('company.users')}</dt>
              <dd>{company.users_count}</dd>
            </div>
            <div>
              <dt>{t('company.subsidiaries')}</dt>
              <dd>
                {company.subsidiaries_count > 0 ? (
                  <HrefLink href={`${hrefFor('companies')}?parent_id=${company.id}`}>
                    {company.subsidiaries_count}
                  </HrefLink>
                ) : (
                  0
                )}
              </dd>
            </div>
            <div>
              <dt>{t('company.credits')}</dt>
              <dd>{company.credits_left}</dd>
            </div>
            <div>
              <dt>{t('company.created')}</dt>
              <dd>
                <DateTime value={company.created_at} />
              </dd>
            </div>
          </dl>
        </div>
        <div className="page__tools">
          <CompanyActions
            company={company}
            handlers={handlers}
            onDeleted={() => void router.navigate({ href: hrefFor('companies') })}
          />
        </div>
      </header>
      <nav className="tabs" aria-label={t('company.tabs')}>
        <ul className="tabs__list">
          {tabs.map((tab) => (
            <li key={tab}>
              <HrefLink
                className="tabs__tab"
                href={hrefFor(tab, { company_id: company.id })}
                active={tab === current}
              >
                {routeTitle(tab)}
              </HrefLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
