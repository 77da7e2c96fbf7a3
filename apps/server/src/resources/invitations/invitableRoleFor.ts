import { ERROR_CODES } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { roles } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { invitableRolesFor } from '../roles/invitableRolesFor.js';

/** A role row as the user forms need it. */
type RoleRow = typeof roles.$inferSelect;

/**
 * True when the caller may give role `roleId` to a user of `companyId` (invite into it, change
 * a user to it, or change a user away from it): one of `invitableRolesFor`.
 */
export async function mayGrantRole(
  db: Database,
  auth: AuthContext,
  roleId: number,
  companyId: number,
): Promise<boolean> {
  const allowed = await invitableRolesFor(db, auth, companyId);
  return allowed.some((role) => role.id === roleId);
}

/**
 * The role `roleId` when the caller may give it to a user of `companyId` (`invitableRolesFor`:
 * default roles the caller's role may invite, custom roles of the company and its ancestors
 * that hold nothing the caller lacks). A role that does not exist, or a custom role of another
 * company, is a 422 on `source` (its title is not disclosed); a role of the company the caller
 * may not give is a 403 on `source`. What `POST /users/invite` and `PUT /users/{id}` check.
 */
export async function invitableRoleFor(
  db: Database,
  auth: AuthContext,
  roleId: number,
  companyId: number,
  source = 'role_id',
): Promise<RoleRow> {
  const [role] = await db.select().from(roles).where(eq(roles.id, roleId)).limit(1);
  if (role && (await mayGrantRole(db, auth, role.id, companyId))) return role;
  if (!role || (role.companyId !== null && role.companyId !== companyId)) {
    throw ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, `No role ${roleId} for this company.`, source);
  }
  throw ApiError.of(403, ERROR_CODES.FORBIDDEN, `You may not invite users as ${role.title}.`, source);
}
