import { can, type Permission, type RoleName } from '@netfleet/permissions';
import type { AuthContext } from './loadAuthContext.js';

/**
 * Rights to change things that the spec's permission list has no name for (it names views):
 * each needs its view permission and one of the roles listed. Kept on the server, out of
 * `GET /api/user`'s `permissions`, which mirror the permissions package's role table.
 */
export const SERVER_RIGHTS = {
  /** `POST /tags`: every role that manages devices, not the two guest roles. */
  manage_tags: { permission: 'view_tags', roles: ['super_admin', 'admin', 'end_user'] },
  /** `POST /companies`, `PUT /companies/:id`: subsidiaries within the scope. */
  manage_companies: { permission: 'view_companies', roles: ['super_admin', 'admin'] },
  /** `POST /users/invite`: the roles with an invitable-role list of their own. */
  invite_users: { permission: 'view_user_invitations', roles: ['super_admin', 'admin'] },
  /** `POST /credits/codes`. */
  create_credit_codes: { permission: 'view_credit_transfer_codes', roles: ['super_admin', 'admin'] },
  /** `POST /companies/data`: credits into company data. */
  convert_company_data: { permission: 'view_credits_summary', roles: ['super_admin', 'admin'] },
} as const satisfies Record<string, { permission: Permission; roles: readonly RoleName[] }>;

export type ServerRight = keyof typeof SERVER_RIGHTS;

/** True when the signed-in user holds the right's view permission and one of its roles. */
export function hasServerRight(auth: AuthContext, right: ServerRight): boolean {
  const rule = SERVER_RIGHTS[right];
  return can(auth.permissions, rule.permission) && (rule.roles as readonly string[]).includes(auth.role.name);
}
