import { companiesQueryOptions, companyQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { hrefFor } from '@netfleet/permissions';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { HrefLink } from '../../components/HrefLink.js';
import { formatCount, ListView } from '../../components/list/ListView.js';
import { useListSearchNavigate } from '../../components/list/useListSearchNavigate.js';
import { useTexts } from '../../i18n/useTexts.js';
import { useConsoleForm } from '../forms/useConsoleForm.js';
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
  const action = useConsoleForm(addCompanyForm);
  const search = companiesSearch.resolve(route.useSearch());
  const query = useQuery(companiesQueryOptions(client, companiesSearch.toParams(search)));
  const parent = useQuery({
    ...companyQueryOptions(client, search.parent_id ?? 0),
    enabled: search.parent_id !== undefined,
  });
  const onSearchChange = useListSearchNavigate(companiesSearch.validate);
  const columns = useMemo(() => companyColumns(t), [t]);
  return (
    <ListView
      title={t('title')}
      countText={(count) => t('count', { count, n: formatCount(count) })}
      caption={t('title')}
      columns={columns}
      getRowId={(company) => company.id}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      searchLabel={t('searchLabel')}
      searchPlaceholder={t('searchPlaceholder')}
      emptyText={t('empty')}
      actions={
        <>
          <HrefLink className="nf-button" href={hrefFor('companies.tree')}>
            {t('treeView')}
          </HrefLink>
          {action.allowed ? (
            <button type="button" className="nf-button nf-button--primary" onClick={() => action.open()}>
              {action.title}
            </button>
          ) : null}
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
