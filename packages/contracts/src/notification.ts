import * as v from 'valibot';

/** Notification types (forms-modals-and-capabilities §3). */
export const NOTIFICATION_TYPES = [
  'invitedUserRegistration',
  'creditCodeActivation',
  'creditAmountTooLow',
  'deviceAlert',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A notification (spec §3): unseen while `seen_at` is null. Times are ISO 8601. */
export const NotificationSchema = v.object({
  id: v.number(),
  type: v.string(),
  summary: v.string(),
  created_at: v.string(),
  seen_at: v.nullable(v.string()),
});
export type Notification = v.InferOutput<typeof NotificationSchema>;

/** `GET /notifications` body: newest first; `meta.unseen` counts the user's unseen ones. */
export const NotificationListResponseSchema = v.object({
  data: v.array(NotificationSchema),
  meta: v.object({ total: v.number(), unseen: v.number() }),
});
export type NotificationListResponse = v.InferOutput<typeof NotificationListResponseSchema>;

/** `PUT /notifications` body: the ids to mark seen (others' ids are ignored by the server). */
export const MarkNotificationsSeenSchema = v.object({
  id: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(1000)),
});
export type MarkNotificationsSeen = v.InferOutput<typeof MarkNotificationsSeenSchema>;

/** `POST /notifications` body (system operators; tests use it to push a notification). */
export const CreateNotificationSchema = v.object({
  user_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  type: v.picklist(NOTIFICATION_TYPES),
  summary: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500)),
});
export type CreateNotificationPayload = v.InferOutput<typeof CreateNotificationSchema>;

/** The event name of a pushed notification on `private-notifications.<userId>`. */
export const NEW_NOTIFICATION_EVENT = 'new-notification';
