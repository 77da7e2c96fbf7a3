import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A route loader's read of its page's first data, as `ensureQueryData` but never throwing:
 * when the cache holds the data (stale or not) the page shows it at once and its query
 * refetches; when it holds none the loader waits for the request, so the page opens with its
 * rows. A failed request is the page's to show (its list's error state with "Try again"), not
 * the router's "This page could not be shown".
 *
 * @example
 * loader: ({ context, deps }) => loadPageQuery(context.queryClient, tagsQueryOptions(context.client, params)),
 */
export function loadPageQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> | undefined {
  if (queryClient.getQueryData(options.queryKey) !== undefined) return undefined;
  return queryClient.prefetchQuery(options);
}
