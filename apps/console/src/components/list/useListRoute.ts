import type { ApiClient } from '@netfleet/api-client';
import { useApiClient } from '@netfleet/api-client/react';
import type { ListParams, ListResponse } from '@netfleet/contracts';
import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import {
  LIST_PAGE_SIZES,
  type ListFilters,
  type ListSearch,
  type ListSearchSchema,
  type ResolvedListSearch,
} from './listSearch.js';
import { useListPreferences } from './useListPreferences.js';
import { useListSearchNavigate } from './useListSearchNavigate.js';

/** What a list page needs from its route: the resolved search, the rows, and a way to change the URL. */
export interface ListRoute<F extends ListFilters, TRow> {
  search: ResolvedListSearch<ListSearch & F>;
  query: UseQueryResult<ListResponse<TRow>, Error>;
  onSearchChange: (update: Partial<ListSearch & F>, options?: { replace?: boolean }) => void;
}

/**
 * The data of a list page: its URL search (from `getRouteApi(id).useSearch()`) resolved by the
 * list's search schema (the page size, when the URL has none, from the user's table preferences), the page of rows from the resource's query factory (the same one the
 * route's loader filled the cache with), and the URL updater for paging, sorting and search.
 *
 * @example
 * const { search, query, onSearchChange } = useListRoute(route.useSearch(), tagsSearch, tagsQueryOptions);
 */
export function useListRoute<F extends ListFilters, TRow, TKey extends QueryKey>(
  rawSearch: ListSearch & F,
  schema: ListSearchSchema<F>,
  queryOptions: (
    client: ApiClient,
    params: ListParams & F,
  ) => UseQueryOptions<ListResponse<TRow>, Error, ListResponse<TRow>, TKey>,
  options: { tableId?: string } = {},
): ListRoute<F, TRow> {
  const client = useApiClient();
  // Without a page size in the URL, the one the user chose last for this table (table preferences).
  const { preferences } = useListPreferences(options.tableId);
  const resolved = schema.resolve(rawSearch);
  const search =
    rawSearch.pageSize === undefined &&
    preferences.pageSize !== undefined &&
    LIST_PAGE_SIZES.includes(preferences.pageSize)
      ? { ...resolved, pageSize: preferences.pageSize }
      : resolved;
  const query = useQuery(queryOptions(client, schema.toParams(search)));
  const onSearchChange = useListSearchNavigate(schema.validate);
  return { search, query, onSearchChange };
}
