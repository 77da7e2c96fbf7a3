import { tagsQueryOptions } from '@netfleet/api-client/react';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListView } from '../../components/list/ListView.js';
import { useListLabels } from '../../components/list/useListLabels.js';
import { useListRoute } from '../../components/list/useListRoute.js';
import { useTexts } from '../../i18n/useTexts.js';
import { FormButton } from '../forms/FormButton.js';
import { addTagForm } from './addTagForm.js';
import { tagColumns } from './tagColumns.js';
import { tagsSearch } from './tagsSearch.js';
import { tagsTexts } from './texts.js';

const route = getRouteApi('/shell/tags');

/**
 * `/tags` (view_tags): the tags of the companies in scope, searchable (global search's
 * "View in table" lands here with `?q=`). "Add tag" (create_tags) opens the add-tag form
 * in a modal; the list reloads after it.
 */
export function TagsPage() {
  const t = useTexts(tagsTexts);
  const { search, query, onSearchChange } = useListRoute(route.useSearch(), tagsSearch, tagsQueryOptions);
  const columns = useMemo(() => tagColumns(t), [t]);
  return (
    <ListView
      {...useListLabels(tagsTexts)}
      columns={columns}
      getRowId={(tag) => tag.id}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      actions={<FormButton form={addTagForm} />}
    />
  );
}
