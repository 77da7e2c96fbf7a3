import * as v from 'valibot';
import { MAX_ID } from './forms/fields.js';

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
  id: v.pipe(
    v.array(
      v.pipe(
        v.number('id must list notification ids'),
        v.integer('id must list notification ids'),
        v.minValue(1, 'id must list notification ids'),
        v.maxValue(MAX_ID, 'id must list notification ids'),
      ),
      'id must list notification ids',
    ),
    v.maxLength(1000, 'id may list at most 1000 notifications'),
  ),
});
export type MarkNotificationsSeen = v.InferOutput<typeof MarkNotificationsSeenSchema>;

/** `POST /notifications` body (system operators; tests use it to push a notification). */
export const CreateNotificationSchema = v.object({
  user_id: v.pipe(
    v.number('user_id must be a user id'),
    v.integer('user_id must be a user id'),
    v.minValue(1, 'user_id must be a user id'),
    v.maxValue(MAX_ID, 'user_id must be a user id'),
  ),
  type: v.picklist(NOTIFICATION_TYPES),
  summary: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500)),
});
export type CreateNotificationPayload = v.InferOutput<typeof CreateNotificationSchema>;

/** The event name of a pushed notification on `private-notifications.<userId>`. */
export const NEW_NOTIFICATION_EVENT = 'new-notification';
