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
import { companiesSearch, companyColumns } from './companyColumns.js';
import { companiesTexts } from './texts.js';

const route = getRouteApi('/shell/companies');

/**
 * `/companies` (view_companies): the companies in the user's scope with their devices,
 * users, subsidiaries and credits; `?parent_id=` narrows it to one company's subsidiaries.
 * "Add company" (create_companies) opens the add-company form.
 */
export function CompaniesPage() {
  const t = useTexts(companiesTexts);
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
  const columns = useMemo(() => companyColumns(t), [t]);
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
