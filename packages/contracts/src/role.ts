import * as v from 'valibot';

/** A role in pickers (`GET /roles?company_id=`): `company_id` null for a default role. */
export const RoleItemSchema = v.object({
  id: v.number(),
  name: v.string(),
  title: v.string(),
  company_id: v.nullable(v.number()),
  permissions_count: v.number(),
});
export type RoleItem = v.InferOutput<typeof RoleItemSchema>;
