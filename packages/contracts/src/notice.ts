import * as v from 'valibot';

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

/** `POST /notices` body (admin_view_notice). `enabled_at` defaults to now. */
export const CreateNoticeSchema = v.object({
  type: v.picklist(NOTICE_TYPES),
  message: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(5000)),
  enabled_at: v.optional(v.pipe(v.string(), v.isoTimestamp())),
});
export type CreateNoticePayload = v.InferOutput<typeof CreateNoticeSchema>;
