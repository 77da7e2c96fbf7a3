import type { ApiClient, ResponseCache } from '@netfleet/api-client';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { listNotifications, type Notification } from '../../api/notificationsApi.js';

/** Query key of the bell's list. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** The bell's notifications: loaded at start for the unseen count, refreshed on demand. */
export function notificationsQueryOptions(client: ApiClient, cache: ResponseCache) {
  return queryOptions({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: () => listNotifications(client, cache),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Puts a notification pushed over the socket at the top of the list (spec §4). */
export function prependNotification(queryClient: QueryClient, notification: Notification): void {
  queryClient.setQueryData<Notification[]>(NOTIFICATIONS_KEY, (list = []) => [
    notification,
    ...list.filter((entry) => entry.id !== notification.id),
  ]);
}
