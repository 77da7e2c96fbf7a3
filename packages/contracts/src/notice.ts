import * as v from 'valibot';
import { fieldMessage } from './forms/fieldMessages.js';
import { isStorableTime } from './storableTime.js';

/** Kinds of global notices. */
export const NOTICE_TYPES = ['info', 'warning', 'maintenance'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/**
 * A global notice (spec §3). `message` is HTML exactly as stored: the console renders it
 * through its sanitiser (tags a, b, i, em, strong only). `enabled_at` is ISO 8601.
 */
export const NoticeSchema = v.object({
  id: v.number(),
  type: v.string(),
  message: v.string(),
  enabled_at: v.string(),
});
export type Notice = v.InferOutput<typeof NoticeSchema>;

/** `GET /notices` body: enabled notices, newest first. */
export const NoticeListResponseSchema = v.object({ data: v.array(NoticeSchema) });
export type NoticeListResponse = v.InferOutput<typeof NoticeListResponseSchema>;

const noticeFields = {
  type: v.picklist(NOTICE_TYPES, 'Choose the notice type'),
  message: v.pipe(
    v.string('Write the message'),
    v.trim(),
    v.minLength(1, 'Write the message'),
    v.maxLength(5000, fieldMessage('maxLength', { label: 'The message', max: 5000 })),
  ),
  enabled_at: v.pipe(
    v.string(),
    v.isoTimestamp('enabled_at must be an ISO 8601 time'),
    v.check(isStorableTime, 'enabled_at must be a real time, such as 2026-11-23T10:00:00Z'),
  ),
};

/** `POST /notices` body (admin_view_notice). `enabled_at` defaults to now, `enabled` to true. */
export const CreateNoticeSchema = v.object({
  type: noticeFields.type,
  message: noticeFields.message,
  enabled_at: v.optional(noticeFields.enabled_at),
  enabled: v.optional(v.boolean('enabled must be true or false')),
});
export type CreateNoticePayload = v.InferOutput<typeof CreateNoticeSchema>;

/** `PUT /notices/{id}` body (admin_view_notice): the whole notice. */
export const UpdateNoticeSchema = v.object({
  ...noticeFields,
  enabled: v.boolean('enabled must be true or false'),
});
export type UpdateNoticePayload = v.InferOutput<typeof UpdateNoticeSchema>;

/**
 * A notice as its administrators see it (`GET /notices/all`): also switched off and
 * scheduled ones, with `enabled` and the times it was written.
 */
export const AdminNoticeSchema = v.object({
  ...NoticeSchema.entries,
  enabled: v.boolean(),
  created_at: v.string(),
  updated_at: v.nullable(v.string()),
});
export type AdminNotice = v.InferOutput<typeof AdminNoticeSchema>;
