import { type NotificationListResponse, NotificationListResponseSchema } from '@netfleet/contracts';
import * as v from 'valibot';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';
import { NOTIFICATIONS_LOAD_FAILED } from './notifications.js';

// The all-notifications page's calls, apart from the bell's (`notifications.ts`): the bell is
// in the console's shell, the page is a chunk of its own.

const MarkedSeenResponseSchema = v.object({ data: v.object({ updated: v.number() }) });

/** `GET /notifications?limit&offset` query: a page of the user's notifications. */
export interface NotificationPageParams {
  limit: number;
  offset: number;
}

/** `GET /notifications` with paging: a page, newest first, with the total and unseen counts. */
export function listNotificationsPage(
  client: Pick<ApiClient, 'http'>,
  params: NotificationPageParams,
): Promise<NotificationListResponse> {
  return requestJson(client, {
    path: 'notifications',
    query: { limit: params.limit, offset: params.offset },
    schema: NotificationListResponseSchema,
    failure: NOTIFICATIONS_LOAD_FAILED,
  });
}

/** `PUT /notifications/seen`: marks every unseen notification of the user as seen; resolves with how many. */
export async function markAllNotificationsSeen(client: Pick<ApiClient, 'http'>): Promise<number> {
  const body = await requestJson(client, {
    method: 'put',
    path: 'notifications/seen',
    schema: MarkedSeenResponseSchema,
    failure: 'Failed to update notifications',
  });
  return body.data.updated;
}
