import {
  type ApiClient,
  type ChannelMessage,
  createRealtimeClient,
  notificationsChannel,
} from '@netfleet/api-client';
import type { Notification } from '../../api/notificationsApi.js';

/** The event the server pushes on the notifications channel. */
export const NEW_NOTIFICATION_EVENT = 'new-notification';

/**
 * Subscribes to the user's private notifications channel over the realtime socket
 * (spec §4) and calls `onNotification` for each new one. After a token refresh the
 * socket is closed and opened again with the new session. A refused subscription is
 * only logged (spec §8). Returns the function that stops it all. Its own chunk: the
 * socket client loads after the shell has rendered.
 */
export function subscribeNotifications(
  client: ApiClient,
  userId: number,
  onNotification: (notification: Notification) => void,
): () => void {
  const realtime = createRealtimeClient({
    log: (message, detail) => console.warn(`[notifications] ${message}`, detail),
  });
  const handlers = {
    onMessage(message: ChannelMessage) {
      if (message.event === NEW_NOTIFICATION_EVENT) onNotification(message.data as Notification);
    },
  };
  const channel = notificationsChannel(userId);
  let unsubscribe = realtime.subscribe(channel, handlers);
  const stopRefreshWatch = client.events.on('token-refreshed', () => {
    unsubscribe();
    realtime.close();
    unsubscribe = realtime.subscribe(channel, handlers);
  });
  return () => {
    stopRefreshWatch();
    unsubscribe();
    realtime.close();
  };
}
