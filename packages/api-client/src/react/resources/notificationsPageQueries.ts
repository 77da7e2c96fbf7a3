import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import { listNotificationsPage, type NotificationPageParams } from '../../resources/notificationsPage.js';
import { queryKeys } from '../../resources/queryKeys.js';

/** A page of the user's notifications (`notifications.main`), beside the bell's list under one key. */
export function notificationsPageQueryOptions(client: ApiClient, params: NotificationPageParams) {
  return queryOptions({
    queryKey: queryKeys.notifications.list(params),
    queryFn: () => listNotificationsPage(client, params),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
