import type { ApiClient } from '@netfleet/api-client';
import { currentUserQueryOptions } from '@netfleet/api-client/react';
import type { CurrentUser } from '@netfleet/contracts';
import { hashKey, type QueryClient } from '@tanstack/react-query';

/**
 * Calls `onChange` with the user before and after every new current-user object in the
 * query cache (a token refresh, an impersonation change), so the router can re-run its
 * guards and rebuild the navigation. Returns the unsubscribe function.
 */
export function watchCurrentUser(
  queryClient: QueryClient,
  client: ApiClient,
  onChange: (previous: CurrentUser | null, next: CurrentUser | null) => void,
): () => void {
  const { queryKey } = currentUserQueryOptions(client);
  const hash = hashKey(queryKey);
  let current = queryClient.getQueryData<CurrentUser>(queryKey) ?? null;
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== hash) return;
    const next = (event.query.state.data as CurrentUser | undefined) ?? null;
    if (next === current) return;
    const previous = current;
    current = next;
    onChange(previous, next);
  });
}
