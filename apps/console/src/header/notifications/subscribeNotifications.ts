import {
  type ApiClient,
  type ChannelMessage,
  createRealtimeClient,
  notificationsChannel,
} from '@netfleet/api-client';
import { NEW_NOTIFICATION_EVENT, type Notification, NotificationSchema } from '@netfleet/contracts';
import * as v from 'valibot';

/**
 * Subscribes to the user's private notifications channel over the realtime socket
 * (spec §4) and calls `onNotification` for each new one. After a token refresh the
 * socket is closed and opened again with the new session; a socket the server dropped for an
 * expired access token triggers that refresh. A refused subscription is
 * only logged (spec §8), and so is a pushed notification that breaks the contract (it is
 * parsed like every answer of the API). Returns the function that stops it all. Its own
 * chunk: the socket client loads after the shell has rendered.
 */
export function subscribeNotifications(
  client: ApiClient,
  userId: number,
  onNotification: (notification: Notification) => void,
): () => void {
  const realtime = createRealtimeClient({
    log: (message, detail) => console.warn(`[notifications] ${message}`, detail),
    // The server drops a socket whose access token ran out: a call refreshes the session
    // (401, refresh, retry), and the `token-refreshed` watch below opens the socket again.
    onSessionEnded: () => {
      client.getUser().catch(() => {});
    },
  });
  const handlers = {
    onMessage(message: ChannelMessage) {
      if (message.event !== NEW_NOTIFICATION_EVENT) return;
      const parsed = v.safeParse(NotificationSchema, message.data);
      if (parsed.success) onNotification(parsed.output);
      else
        console.warn('[notifications] a pushed notification breaks its contract', v.summarize(parsed.issues));
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
