import { type ApiClient, type ChannelMessage, notificationsChannel } from '@netfleet/api-client';
import { NEW_NOTIFICATION_EVENT, type Notification, NotificationSchema } from '@netfleet/contracts';
import * as v from 'valibot';
import { sharedRealtime } from '../../realtime/sharedRealtime.js';

/**
 * Subscribes to the user's private notifications channel over the console's realtime socket
 * (spec §4) and calls `onNotification` for each new one. The shared socket reopens after a
 * token refresh and refreshes the session when the server drops it for an expired access
 * token. A refused subscription is only logged (spec §8), and so is a pushed notification that
 * breaks the contract (it is parsed like every answer of the API). `onSubscribed` runs each
 * time the server confirms the channel, after every reconnect too: a notification created
 * before that moment reached no socket. Returns the function that stops it. Its own chunk:
 * the socket client loads after the shell has rendered.
 */
export function subscribeNotifications(
  client: ApiClient,
  userId: number,
  onNotification: (notification: Notification) => void,
  onSubscribed?: () => void,
): () => void {
  return sharedRealtime(client).subscribe(notificationsChannel(userId), {
    ...(onSubscribed ? { onSubscribed } : {}),
    onMessage(message: ChannelMessage) {
      if (message.event !== NEW_NOTIFICATION_EVENT) return;
      const parsed = v.safeParse(NotificationSchema, message.data);
      if (parsed.success) onNotification(parsed.output);
      else
        console.warn('[notifications] a pushed notification breaks its contract', v.summarize(parsed.issues));
    },
  });
}
