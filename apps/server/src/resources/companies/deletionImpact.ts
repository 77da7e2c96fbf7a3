import type { CompanyDeletionBlock, CompanyDeletionImpact } from '@netfleet/contracts';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import { creditBalances } from '../../credits/creditBalances.js';
import type { Database } from '../../db/Database.js';
import {
  companies,
  creditCodes,
  devices,
  files,
  roles,
  sessions,
  tags,
  userInvitations,
  users,
  vpnHubs,
} from '../../db/schema.js';
import type { CompanyRow } from '../../scope/companyInScope.js';

const counted = (column: unknown) => sql<number>`count(${column})`.mapWith(Number);

/** Rows of `table` whose `company_id` column is the company's, counted in one subquery. */
const countOf = (
  table: typeof devices | typeof tags | typeof files | typeof vpnHubs | typeof creditCodes,
  id: number,
) => sql<number>`(select count(*) from ${table} where ${table.companyId} = ${id})`.mapWith(Number);

/**
 * What deleting `company` would do (`GET /companies/{id}/deletion-impact`), and what
 * `DELETE /companies/{id}` then does in the same transaction, so that the answer the
 * operator confirmed is the change made. Counts come from one query; the credits from the
 * balances. `blocked_by`: the caller's own company (or the one of its impersonator), the root,
 * or a company with subsidiaries cannot be deleted.
 */
export async function deletionImpact(
  db: Database,
  auth: AuthContext,
  company: CompanyRow,
  now: () => number,
): Promise<CompanyDeletionImpact> {
  const id = company.id;
  const [figures] = await db
    .select({
      parentName: sql<
        string | null
      >`(select ${companies.name} from ${companies} where ${companies.id} = ${company.parentId})`,
      subsidiaries:
        sql<number>`(select count(*) from ${companies} where ${companies.parentId} = ${id})`.mapWith(Number),
      devices: countOf(devices, id),
      creditCodes: countOf(creditCodes, id),
      tags: countOf(tags, id),
      files: countOf(files, id),
      vpnHubs: countOf(vpnHubs, id),
      customRoles: sql<number>`(select count(*) from ${roles} where ${roles.companyId} = ${id})`.mapWith(
        Number,
      ),
      roleHolders:
        sql<number>`(select count(*) from ${users} where ${users.companyId} <> ${id} and ${users.roleId} in (select ${roles.id} from ${roles} where ${roles.companyId} = ${id}))`.mapWith(
          Number,
        ),
    })
    .from(companies)
    .where(eq(companies.id, id));
  const members = await db.select({ id: users.id }).from(users).where(eq(users.companyId, id));
  const memberIds = members.map((member) => member.id);
  const [sessionCount] =
    memberIds.length === 0
      ? [{ n: 0 }]
      : await db
          .select({ n: counted(sessions.id) })
          .from(sessions)
          .where(inArray(sessions.userId, memberIds));
  const [invitations] = await db
    .select({ n: counted(userInvitations.id) })
    .from(userInvitations)
    .where(
      and(
        // The company's invitations, and any into another company with one of its roles (they go with it).
        or(
          eq(userInvitations.companyId, id),
          inArray(
            userInvitations.roleId,
            db.select({ id: roles.id }).from(roles).where(eq(roles.companyId, id)),
          ),
        ),
        isNull(userInvitations.acceptedAt),
        isNull(userInvitations.cancelledAt),
        gt(userInvitations.expiresAt, new Date(now())),
      ),
    );
  const credits = (await creditBalances(db, id))
    .filter((balance) => balance.creditsLeft > 0)
    .map((balance) => ({
      credit_type_id: balance.creditTypeId,
      credit_type_name: balance.name,
      credits_left: balance.creditsLeft,
    }));
  const subsidiaries = figures?.subsidiaries ?? 0;
  const roleHolders = figures?.roleHolders ?? 0;
  return {
    id,
    name: company.name,
    parent_id: company.parentId,
    parent_name: figures?.parentName ?? null,
    blocked_by: blockOf(auth, company, { subsidiaries, roleHolders, memberIds }),
    subsidiaries_count: subsidiaries,
    devices_count: figures?.devices ?? 0,
    credit_codes_count: figures?.creditCodes ?? 0,
    credits,
    users_count: memberIds.length,
    sessions_count: sessionCount?.n ?? 0,
    pending_invitations_count: invitations?.n ?? 0,
    custom_roles_count: figures?.customRoles ?? 0,
    role_holders_elsewhere_count: roleHolders,
    tags_count: figures?.tags ?? 0,
    files_count: figures?.files ?? 0,
    vpn_hubs_count: figures?.vpnHubs ?? 0,
  };
}

function blockOf(
  auth: AuthContext,
  company: CompanyRow,
  found: { subsidiaries: number; roleHolders: number; memberIds: readonly number[] },
): CompanyDeletionBlock | null {
  const callers = [auth.user.id, auth.impersonator?.id];
  if (company.id === auth.company.id || found.memberIds.some((id) => callers.includes(id))) {
    return 'own_company';
  }
  if (company.parentId === null) return 'root';
  if (found.subsidiaries > 0) return 'subsidiaries';
  if (found.roleHolders > 0) return 'roles_in_use';
  return null;
}

/** The 409 message of a refused deletion (the console says it in the user's language). */
export function blockMessage(impact: CompanyDeletionImpact): string {
  switch (impact.blocked_by) {
    case 'own_company':
      return 'You cannot delete your own company.';
    case 'root':
      return 'The root company cannot be deleted.';
    case 'roles_in_use':
      return `${impact.role_holders_elsewhere_count} users of other companies hold a role of ${impact.name}: change their role first.`;
    default: {
      const count = impact.subsidiaries_count;
      const noun = count === 1 ? 'subsidiary' : 'subsidiaries';
      return `${impact.name} has ${count} ${noun}: move or delete ${count === 1 ? 'it' : 'them'} first.`;
    }
  }
}
