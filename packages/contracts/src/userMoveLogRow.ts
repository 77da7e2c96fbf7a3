import * as v from 'valibot';

/** A row of `GET /users/move-logs`: who moved which user from which company to which. */
export const UserMoveLogRowSchema = v.object({
  id: v.number(),
  /** Null once the user is deleted (the e-mail stays). */
  user_id: v.nullable(v.number()),
  user_email: v.string(),
  from_company_id: v.nullable(v.number()),
  from_company_name: v.string(),
  to_company_id: v.nullable(v.number()),
  to_company_name: v.string(),
  moved_by_email: v.string(),
  created_at: v.string(),
});
export type UserMoveLogRow = v.InferOutput<typeof UserMoveLogRowSchema>;
