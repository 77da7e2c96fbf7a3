import * as v from 'valibot';

/**
 * Why a company cannot be deleted: it is the caller's own company, the root of the tree, it
 * has subsidiaries (which the operator moves or deletes first), or users of other companies
 * hold one of its custom roles (their role changes first).
 */
const CompanyDeletionBlockSchema = v.picklist(['own_company', 'root', 'subsidiaries', 'roles_in_use']);
export type CompanyDeletionBlock = v.InferOutput<typeof CompanyDeletionBlockSchema>;

/** Credits of one type a deleted company has left: they go back to its parent. */
const ReturnedCreditsSchema = v.object({
  credit_type_id: v.number(),
  credit_type_name: v.string(),
  credits_left: v.number(),
});

/**
 * `GET /companies/{id}/deletion-impact`'s `data`, and what `DELETE /companies/{id}` did:
 * what deleting the company does. Devices, unused and used credit codes and remote access
 * history move to the parent, with the credits left (written to the parent's credit
 * history); users (their sessions end), pending invitations, custom roles, tags, files and
 * VPN hubs are deleted. `blocked_by` names why it cannot be deleted, null when it can.
 */
export const CompanyDeletionImpactSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** The company that receives the devices and credits; null for the root. */
  parent_id: v.nullable(v.number()),
  parent_name: v.nullable(v.string()),
  blocked_by: v.nullable(CompanyDeletionBlockSchema),
  subsidiaries_count: v.number(),
  devices_count: v.number(),
  credit_codes_count: v.number(),
  /** Credit types with credits left, by id. */
  credits: v.array(ReturnedCreditsSchema),
  users_count: v.number(),
  /** Signed-in sessions of those users, which end. */
  sessions_count: v.number(),
  /** Invitations neither accepted, cancelled nor expired. */
  pending_invitations_count: v.number(),
  custom_roles_count: v.number(),
  /** Users of other companies holding one of its custom roles. */
  role_holders_elsewhere_count: v.number(),
  tags_count: v.number(),
  files_count: v.number(),
  vpn_hubs_count: v.number(),
});
export type CompanyDeletionImpact = v.InferOutput<typeof CompanyDeletionImpactSchema>;

/** `GET /companies/{id}/deletion-impact` and `DELETE /companies/{id}` bodies. */
export const CompanyDeletionImpactResponseSchema = v.object({
  data: CompanyDeletionImpactSchema,
  message: v.optional(v.string()),
});
