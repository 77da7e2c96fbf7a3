import {
  type Notification,
  type NotificationListResponse,
  NotificationListResponseSchema,
} from '@netfleet/contracts';
import * as v from 'valibot';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

/** Shown when the list cannot be loaded and the server said nothing (spec §8). */
export const NOTIFICATIONS_LOAD_FAILED = 'Failed to get notifications.';

const MarkedSeenResponseSchema = v.object({ data: v.object({ updated: v.number() }) });

/** Whether the user has not seen a notification yet. */
export function isUnseen(notification: Pick<Notification, 'seen_at'>): boolean {
  return !notification.seen_at;
}

/**
 * `GET /notifications`: the user's latest notifications, newest first. Kept out of the
 * route-change cancellation: the bell outlives every page.
 */
export async function listNotifications(client: Pick<ApiClient, 'http'>): Promise<Notification[]> {
  const body = await requestJson(client, {
    path: 'notifications',
    schema: NotificationListResponseSchema,
    failure: NOTIFICATIONS_LOAD_FAILED,
    skipCancel: true,
  });
  return body.data;
}

/** `PUT /notifications { id: [...] }`: marks notifications as seen. Nothing is sent for no ids. */
export async function markNotificationsSeen(
  client: Pick<ApiClient, 'http'>,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await requestJson(client, {
    method: 'put',
    path: 'notifications',
    json: { id: [...ids] },
    schema: undefined,
    failure: 'Failed to update notifications',
  });
}

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
