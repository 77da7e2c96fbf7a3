import * as v from 'valibot';

/**
 * A company of `GET /companies/tree`: every company of the caller's scope, flat; the client
 * builds the tree from `parent_id` (a parent outside the scope makes a node a root).
 */
export const CompanyTreeNodeSchema = v.object({
  id: v.number(),
  name: v.string(),
  parent_id: v.nullable(v.number()),
  level: v.number(),
  devices_count: v.number(),
  users_count: v.number(),
});
export type CompanyTreeNode = v.InferOutput<typeof CompanyTreeNodeSchema>;

/** `GET /companies/tree` body: `{ data: CompanyTreeNode[] }`. */
export const CompanyTreeResponseSchema = v.object({ data: v.array(CompanyTreeNodeSchema) });
export type CompanyTreeResponse = v.InferOutput<typeof CompanyTreeResponseSchema>;
