import { tagsQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { formatCount, ListView } from '../../components/list/ListView.js';
import { useListSearchNavigate } from '../../components/list/useListSearchNavigate.js';
import { useTexts } from '../../i18n/useTexts.js';
import { useConsoleForm } from '../forms/useConsoleForm.js';
import { addTagForm } from './addTagForm.js';
import { tagColumns, tagsSearch } from './tagColumns.js';
import { tagsTexts } from './texts.js';

const route = getRouteApi('/shell/tags');

/**
 * `/tags` (view_tags): the tags of the companies in scope, searchable (global search's
 * "View in table" lands here with `?q=`). "Add tag" (create_tags) opens the add-tag form
 * in a modal; the list reloads after it.
 */
export function TagsPage() {
  const t = useTexts(tagsTexts);
  const client = useApiClient();
  const action = useConsoleForm(addTagForm);
  const search = tagsSearch.resolve(route.useSearch());
  const query = useQuery(tagsQueryOptions(client, tagsSearch.toParams(search)));
  const onSearchChange = useListSearchNavigate(tagsSearch.validate);
  const columns = useMemo(() => tagColumns(t), [t]);
  return (
    <ListView
      title={t('title')}
      countText={(count) => t('count', { count, n: formatCount(count) })}
      caption={t('title')}
      columns={columns}
      getRowId={(tag) => tag.id}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      searchLabel={t('searchLabel')}
      searchPlaceholder={t('searchPlaceholder')}
      emptyText={t('empty')}
      actions={
        action.allowed ? (
          <button type="button" className="nf-button nf-button--primary" onClick={() => action.open()}>
            {action.title}
          </button>
        ) : null
      }
    />
  );
}
