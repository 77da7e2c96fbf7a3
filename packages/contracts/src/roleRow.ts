import * as v from 'valibot';
import { RoleItemSchema } from './role.js';

/**
 * A role of `GET /roles` (the Roles page): the picker fields, plus `description`,
 * `can_invite_roles`, `permissions` (names), `is_default` and `scope` when `fields` names them.
 */
export const RoleRowSchema = v.object({
  ...RoleItemSchema.entries,
  description: v.optional(v.string()),
  /** Role names this role may invite. */
  can_invite_roles: v.optional(v.array(v.string())),
  /** The permission names the role holds. */
  permissions: v.optional(v.array(v.string())),
  /** A default role (`company_id` null) rather than a company's custom role. */
  is_default: v.optional(v.boolean()),
  /** Which companies the role sees: every one, its company and the subsidiaries, or its company only. */
  scope: v.optional(v.picklist(['all', 'subtree', 'own'])),
});
export type RoleRow = v.InferOutput<typeof RoleRowSchema>;
