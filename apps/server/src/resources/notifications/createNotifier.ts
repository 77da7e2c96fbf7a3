import { NEW_NOTIFICATION_EVENT, type Notification } from '@netfleet/contracts';
import type { Database } from '../../db/Database.js';
import { notifications } from '../../db/schema.js';
import { notificationsChannel, type Realtime } from '../../realtime/createRealtime.js';
import { toNotificationJson } from './toNotificationJson.js';

/** What a new notification says. */
export interface NewNotification {
  type: string;
  summary: string;
}

/** Stores a notification for a user and pushes it to the user's open consoles. */
export type CreateNotification = (userId: number, notification: NewNotification) => Promise<Notification>;

/**
 * Creates `createNotification(userId, { type, summary })`: inserts the row, then emits
 * `message` `{ channel: 'private-notifications.<userId>', event: 'new-notification', data }`
 * to the sockets subscribed to that channel (every process, with the Redis adapter).
 *
 * @example
 * const createNotification = createNotifier({ db, realtime, now: Date.now });
 * await createNotification(user.id, { type: 'deviceAlert', summary: 'RUTX11 went offline' });
 */
export function createNotifier(deps: {
  db: Database;
  realtime: Realtime;
  now: () => number;
}): CreateNotification {
  return async (userId, notification) => {
    const [row] = await deps.db
      .insert(notifications)
      .values({
        userId,
        type: notification.type,
        summary: notification.summary,
        createdAt: new Date(deps.now()),
      })
      .returning();
    if (!row) throw new Error('The notification was not stored');
    const data = toNotificationJson(row);
    deps.realtime.publish(notificationsChannel(userId), NEW_NOTIFICATION_EVENT, data);
    return data;
  };
}
