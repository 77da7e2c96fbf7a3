import { type ApiClient, clearPickLists, isQueryResource, queryKeys } from '@netfleet/api-client';
import { invalidateResource } from '@netfleet/api-client/react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What a successful form submit reloads: the pick-lists (a new company is a choice of the
 * next form at once, not after the cache's 5 minutes), then the queries of the form's
 * `tableRef`, a resource of the query-key tree (`'tags'`, `'invitations'`, …), or without
 * one every query but the signed-in user's (the reload-data event of spec forms §4).
 */
export function reloadAfterSubmit(
  queryClient: QueryClient,
  http: ApiClient['http'],
  tableRef: string | undefined,
): Promise<void> {
  clearPickLists(http);
  if (tableRef === undefined) {
    return queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== queryKeys.currentUser.all[0],
    });
  }
  return isQueryResource(tableRef) ? invalidateResource(queryClient, tableRef) : Promise.resolve();
}
