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

/** Puts a notification pushed over the socket at the top of the bell's list (spec §4). */
export function prependNotification(queryClient: QueryClient, notification: Notification): void {
  queryClient.setQueryData<Notification[]>(queryKeys.notifications.list(), (list = []) => [
    notification,
    ...list.filter((entry) => entry.id !== notification.id),
  ]);
}
