import { notificationsQueryOptions } from '@netfleet/api-client/react';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';

/**
 * Refetches the page when the bell's list changes: a notification pushed over the realtime
 * socket lands in the bell's list (`prependNotification`), and the page, which pages by
 * offset, asks the server again rather than guessing where it goes.
 */
export function useRefetchOnNewNotification(query: Pick<UseQueryResult, 'refetch'>): void {
  const { client } = useConsole();
  const queryClient = useQueryClient();
  const { refetch } = query;
  useEffect(() => {
    const { queryKey } = notificationsQueryOptions(client);
    const hash =
      queryClient.getQueryCache().find({ queryKey, exact: true })?.queryHash ?? JSON.stringify(queryKey);
    let known = queryClient.getQueryData(queryKey);
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== hash) return;
      const next = event.query.state.data;
      if (next === known) return;
      known = next;
      void refetch();
    });
  }, [client, queryClient, refetch]);
}
