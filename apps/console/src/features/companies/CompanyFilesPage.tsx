import { companyQueryOptions, filesQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { useI18nLanguage } from '@netfleet/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { formatCount, ListView } from '../../components/list/ListView.js';
import { useListSearchNavigate } from '../../components/list/useListSearchNavigate.js';
import { useTexts } from '../../i18n/useTexts.js';
import { companyFileColumns } from './companyFileColumns.js';
import { companyFilesSearch } from './companyFilesSearch.js';
import { companyTabTexts } from './companyTabTexts.js';

const route = getRouteApi('/shell/companies/$company_id/files');

/**
 * `/companies/{company_id}/files` (view_files, `company.files`): the files the company
 * uploaded (`GET /files?company_id=`), searched, sorted and paged in the URL.
 */
export function CompanyFilesPage() {
  const t = useTexts(companyTabTexts);
  const { language } = useI18nLanguage();
  const client = useApiClient();
  const { company_id: companyId } = route.useParams();
  const company = useQuery(companyQueryOptions(client, companyId));
  const search = companyFilesSearch.resolve(route.useSearch());
  const query = useQuery(
    filesQueryOptions(client, { ...companyFilesSearch.toParams(search), company_id: companyId }),
  );
  const onSearchChange = useListSearchNavigate(companyFilesSearch.validate);
  const columns = useMemo(() => companyFileColumns(t, language), [t, language]);
  const title = t('files.title', { name: company.data?.name ?? `#${companyId}` });
  return (
    <ListView
      title={title}
      countText={(count) => t('files.count', { count, n: formatCount(count) })}
      caption={title}
      columns={columns}
      getRowId={(file) => file.id}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      searchLabel={t('files.searchLabel')}
      searchPlaceholder={t('files.searchPlaceholder')}
      emptyText={t('files.empty')}
      loadFailedText={t('files.loadFailed')}
      headingLevel={2}
    />
  );
}
