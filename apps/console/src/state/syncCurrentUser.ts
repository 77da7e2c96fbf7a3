import type { ApiClient } from '@netfleet/api-client';
import { currentUserAtom, currentUserQueryOptions } from '@netfleet/api-client/react';
import type { CurrentUser } from '@netfleet/contracts';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';

type Store = ReturnType<typeof createStore>;

/**
 * Mirrors the current-user query into `currentUserAtom` of the app's jotai store,
 * synchronously on every cache update, so components and route guards never see
 * two different users. `onChange` hears about every new user object (with the one
 * before, `null` at first). Returns the unsubscribe function.
 */
export function syncCurrentUser(
  queryClient: QueryClient,
  client: ApiClient,
  store: Store,
  onChange?: (previous: CurrentUser | null, next: CurrentUser | null) => void,
): () => void {
  const { queryKey } = currentUserQueryOptions(client);
  const hash = hashKey(queryKey);
  let current = queryClient.getQueryData<CurrentUser>(queryKey) ?? null;
  store.set(currentUserAtom, current);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== hash) return;
    const next = (event.query.state.data as CurrentUser | undefined) ?? null;
    if (next === current) return;
    const previous = current;
    current = next;
    store.set(currentUserAtom, next);
    onChange?.(previous, next);
  });
}
