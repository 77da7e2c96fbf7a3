import { type Notification, NotificationListResponseSchema } from '@netfleet/contracts';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

/** Shown when the list cannot be loaded and the server said nothing (spec §8). */
export const NOTIFICATIONS_LOAD_FAILED = 'Failed to get notifications.';

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
