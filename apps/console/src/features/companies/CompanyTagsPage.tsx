import { companyQueryOptions, tagsQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { formatCount, ListView } from '../../components/list/ListView.js';
import { useListSearchNavigate } from '../../components/list/useListSearchNavigate.js';
import { useTexts } from '../../i18n/useTexts.js';
import { FormButton } from '../forms/FormButton.js';
import { addTagForm } from '../tags/addTagForm.js';
import { tagColumns } from '../tags/tagColumns.js';
import { tagsSearch } from '../tags/tagsSearch.js';
import { tagsTexts } from '../tags/texts.js';
import { companyTabTexts } from './companyTabTexts.js';

const route = getRouteApi('/shell/companies/$company_id/tags');

/**
 * `/companies/{company_id}/tags` (view_tags, `company.tags`): the tags list of the Tags page
 * kept to one company (`GET /tags?company_id=`), with "Add tag" for those who may.
 */
export function CompanyTagsPage() {
  const t = useTexts(tagsTexts);
  const tabT = useTexts(companyTabTexts);
  const client = useApiClient();
  const { company_id: companyId } = route.useParams();
  const company = useQuery(companyQueryOptions(client, companyId));
  const search = tagsSearch.resolve(route.useSearch());
  const query = useQuery(tagsQueryOptions(client, { ...tagsSearch.toParams(search), company_id: companyId }));
  const onSearchChange = useListSearchNavigate(tagsSearch.validate);
  const columns = useMemo(() => tagColumns(t), [t]);
  const title = tabT('tags.title', { name: company.data?.name ?? `#${companyId}` });
  return (
    <ListView
      title={title}
      countText={(count) => t('count', { count, n: formatCount(count) })}
      caption={title}
      columns={columns}
      getRowId={(tag) => tag.id}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      searchLabel={t('searchLabel')}
      searchPlaceholder={t('searchPlaceholder')}
      emptyText={t('empty')}
      headingLevel={2}
      actions={<FormButton form={addTagForm} />}
    />
  );
}
