import type { ApiClient, ResponseCache } from '@netfleet/api-client';
import { toRequestError } from './toRequestError.js';

/** A notification of the bell (spec §3). Unseen while `seen_at` is empty. */
export interface Notification {
  id: number;
  /** For example `creditAmountTooLow`. */
  type: string;
  summary: string;
  created_at: string;
  seen_at: string | null;
}

/** Shown when the list cannot be loaded and the server said nothing (spec §8). */
export const NOTIFICATIONS_LOAD_FAILED = 'Failed to get notifications.';

/** Whether the user has not seen a notification yet. */
export function isUnseen(notification: Pick<Notification, 'seen_at'>): boolean {
  return !notification.seen_at;
}

/**
 * `GET /notifications`, always a forced refresh (spec §7) through the short response
 * cache, so reloads within a second share one request. Kept out of the route-change
 * cancellation: the bell outlives every page.
 */
export function listNotifications(client: ApiClient, cache: ResponseCache): Promise<Notification[]> {
  return cache.get(
    'notifications',
    async () => {
      try {
        const body = await client.http
          .get('notifications', { context: { skipCancel: true } })
          .json<{ data: Notification[] }>();
        return body.data;
      } catch (error) {
        throw toRequestError(error, NOTIFICATIONS_LOAD_FAILED);
      }
    },
    { force: true },
  );
}

/** `PUT /notifications { id: [...] }`: marks notifications as seen. */
export async function markNotificationsSeen(client: ApiClient, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    await client.http.put('notifications', { json: { id: ids } });
  } catch (error) {
    throw toRequestError(error, 'Failed to update notifications');
  }
}
