import type { SearchKind } from '@netfleet/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import { queryKeys } from '../../resources/queryKeys.js';
import { searchKind } from '../../resources/search.js';

/** One kind of the global search for `q`; nothing is asked for an empty `q`. */
export function searchQueryOptions(client: ApiClient, kind: SearchKind, q: string) {
  return queryOptions({
    queryKey: queryKeys.search.kind(kind, q),
    queryFn: ({ signal }) => searchKind(client, kind, q, signal),
    enabled: q !== '',
    staleTime: 30_000,
    retry: false,
  });
}
