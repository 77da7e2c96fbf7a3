import * as v from 'valibot';

/**
 * A tag of `GET /tags` (the Tags table), with the name of its company, so that users who may
 * not list companies never see a raw company id.
 */
export const TagRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** `#rrggbb`, lower case. */
  color: v.string(),
  description: v.nullable(v.string()),
  company_id: v.number(),
  company_name: v.string(),
  created_at: v.string(),
});
export type TagRow = v.InferOutput<typeof TagRowSchema>;
