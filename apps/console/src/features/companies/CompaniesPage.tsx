import { companiesQueryOptions, companyQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { hrefFor } from '@netfleet/permissions';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { HrefLink } from '../../components/HrefLink.js';
import { ListView } from '../../components/list/ListView.js';
import { useListLabels } from '../../components/list/useListLabels.js';
import { useListRoute } from '../../components/list/useListRoute.js';
import { useTexts } from '../../i18n/useTexts.js';
import { FormButton } from '../forms/FormButton.js';
import { addCompanyForm } from './addCompanyForm.js';
import { CompanyActions } from './CompanyActions.js';
import { companiesSearch } from './companiesSearch.js';
import { companyActionTexts } from './companyActionTexts.js';
import { companyColumns } from './companyColumns.js';
import { companiesTexts } from './texts.js';
import { useCompanyActions } from './useCompanyActions.js';
import './companies.css';

const route = getRouteApi('/shell/companies');

/**
 * `/companies` (view_companies): the companies in the user's scope with their devices,
 * users, subsidiaries and credits; `?parent_id=` narrows it to one company's subsidiaries.
 * "Add company" (create_companies) opens the add-company form; each row offers Open and the
 * actions the user may take ({@link CompanyActions}: rename, add subsidiary, move, delete).
 */
export function CompaniesPage() {
  const t = useTexts(companiesTexts);
  const actionsT = useTexts(companyActionTexts);
  const handlers = useCompanyActions();
  const client = useApiClient();
  const { search, query, onSearchChange } = useListRoute(
    route.useSearch(),
    companiesSearch,
    companiesQueryOptions,
  );
  const parent = useQuery({
    ...companyQueryOptions(client, search.parent_id ?? 0),
    enabled: search.parent_id !== undefined,
  });
  const columns = useMemo(
    () =>
      companyColumns(t, {
        header: actionsT('column'),
        cell: (company) => <CompanyActions company={company} handlers={handlers} withOpen />,
      }),
    [t, actionsT, handlers],
  );
  return (
    <ListView
      {...useListLabels(companiesTexts)}
      columns={columns}
      getRowId={(company) => company.id}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      actions={
        <>
          <HrefLink className="nf-button" href={hrefFor('companies.tree')}>
            {t('treeView')}
          </HrefLink>
          <FormButton form={addCompanyForm} />
        </>
      }
    >
      {search.parent_id !== undefined ? (
        <p className="list-page__filter">
          {t('subsidiariesOf', { name: parent.data?.name ?? `#${search.parent_id}` })}{' '}
          <HrefLink href={hrefFor('companies')}>{t('showAll')}</HrefLink>
        </p>
      ) : null}
    </ListView>
  );
}
