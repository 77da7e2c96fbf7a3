import { type CompanyScope, invitableRoles, roleById } from '@netfleet/permissions';
import { eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { companies, rolePermissions, roles } from '../../db/schema.js';
import { isCompanyInScope } from '../../scope/companyInScope.js';

/** A role the caller may give to a user of the company (`invitableRolesFor`). */
export interface InvitableRole {
  id: number;
  name: string;
  title: string;
  /** Null for a default role; the owning company (the target or one of its ancestors) for a custom one. */
  companyId: number | null;
  scope: CompanyScope;
  permissions: string[];
}

const SCOPE_WIDTH: Record<CompanyScope, number> = { own: 0, subtree: 1, all: 2 };

/** True when a role of `scope` sees no more companies than one of `limit`. */
export function scopeWithin(scope: CompanyScope, limit: CompanyScope): boolean {
  return SCOPE_WIDTH[scope] <= SCOPE_WIDTH[limit];
}

/**
 * The companies of a materialised path, root first, each with its own path:
 * `/1/2/5/` → 1 (`/1/`), 2 (`/1/2/`), 5 (`/1/2/5/`): the company and its ancestors.
 */
function lineageOf(path: string): { id: number; path: string }[] {
  const ids = path.split('/').filter((part) => part !== '');
  return ids.map((id, index) => ({ id: Number(id), path: `/${ids.slice(0, index + 1).join('/')}/` }));
}

const grantedPermissions = sql<unknown>`coalesce((select json_agg(${rolePermissions.permission}) from ${rolePermissions} where ${rolePermissions.roleId} = ${roles.id}), '[]'::json)`;

function names(value: unknown): string[] {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string') : [];
}

/**
 * The default role names the caller's role may invite: a default role's list from the role
 * table (`invitableRoles`, which falls back to the admin's list as the spec says), a custom
 * role's own `can_invite_roles` (never the admin's fallback: that would let a custom role
 * hand out more than its creator gave it).
 */
async function invitableNames(db: Database, auth: AuthContext): Promise<ReadonlySet<string>> {
  if (roleById(auth.role.id)) return new Set(invitableRoles(auth.role.name));
  const [own] = await db
    .select({ canInviteRoles: roles.canInviteRoles })
    .from(roles)
    .where(eq(roles.id, auth.role.id))
    .limit(1);
  return new Set(own?.canInviteRoles ?? []);
}

/**
 * The roles the caller may give to a user of company `companyId` (invite, change of role):
 * - the default roles the caller's role may invite (see `invitableNames`);
 * - the custom roles of that company and of its ancestors that are in the caller's scope.
 * Every one of them must hold no permission the caller lacks and see no wider a scope than
 * the caller's, so nobody hands out more than they have. Answers `[]` for a company that
 * does not exist or is outside the caller's scope (the routes check the company first and
 * answer 404 there). Sorted by id.
 *
 * @example
 * const allowed = await invitableRolesFor(tx, auth, body.company_id);
 * if (!allowed.some((role) => role.id === body.role_id)) throw ApiError.of(403, …);
 */
export async function invitableRolesFor(
  db: Database,
  auth: AuthContext,
  companyId: number,
): Promise<InvitableRole[]> {
  const [company] = await db
    .select({ id: companies.id, path: companies.path })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!company || !isCompanyInScope(auth, company)) return [];
  // The ancestors the caller sees (a subsidiary's admin does not see its parent's roles).
  const lineage = lineageOf(company.path)
    .filter((ancestor) => isCompanyInScope(auth, ancestor))
    .map((ancestor) => ancestor.id);
  const defaults = await invitableNames(db, auth);
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      title: roles.title,
      companyId: roles.companyId,
      scope: roles.scope,
      permissions: grantedPermissions,
    })
    .from(roles)
    .where(
      lineage.length > 0
        ? or(isNull(roles.companyId), inArray(roles.companyId, lineage))
        : isNull(roles.companyId),
    )
    .orderBy(roles.id);
  const held = new Set(auth.permissions);
  return rows
    .map((row) => ({ ...row, permissions: names(row.permissions) }))
    .filter(
      (role) =>
        (role.companyId !== null || defaults.has(role.name)) &&
        scopeWithin(role.scope, auth.role.scope) &&
        role.permissions.every((name) => held.has(name)),
    );
}
