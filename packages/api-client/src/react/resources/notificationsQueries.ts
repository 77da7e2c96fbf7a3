import type { Notification } from '@netfleet/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import { listNotifications } from '../../resources/notifications.js';
import { queryKeys } from '../../resources/queryKeys.js';

/**
 * The bell's notifications: loaded at start for the unseen count; they never go stale by
 * themselves — new ones arrive over the socket ({@link prependNotification}) and closing
 * the bell invalidates them (spec §7: a forced refresh).
 */
export function notificationsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.notifications.list(),
    queryFn: () => listNotifications(client),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * Puts a notification pushed over the socket at the top of the bell's list (spec §4). A load
 * of the list under way (the one the channel's confirmation asks for) was asked before this
 * notification existed: its answer would replace the list without it. So that load is
 * replaced by a new one, which has it.
 */
export function prependNotification(queryClient: QueryClient, notification: Notification): void {
  const queryKey = queryKeys.notifications.list();
  if (queryClient.isFetching({ queryKey }) > 0) void queryClient.invalidateQueries({ queryKey });
  queryClient.setQueryData<Notification[]>(queryKey, (list = []) => [
    notification,
    ...list.filter((entry) => entry.id !== notification.id),
  ]);
}
