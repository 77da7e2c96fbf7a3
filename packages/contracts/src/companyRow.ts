import * as v from 'valibot';

/** A company of `GET /companies` (the Companies table), in the caller's scope. */
export const CompanyRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  parent_id: v.nullable(v.number()),
  /** Null for a root company, and for a parent outside the caller's scope. */
  parent_name: v.nullable(v.string()),
  /** 1 for a root company, 2 for its children, and so on. */
  level: v.number(),
  devices_count: v.number(),
  users_count: v.number(),
  /** Direct subsidiaries. */
  subsidiaries_count: v.number(),
  /** Device credits left (free and paid credits). */
  credits_left: v.number(),
  created_at: v.string(),
});
export type CompanyRow = v.InferOutput<typeof CompanyRowSchema>;
