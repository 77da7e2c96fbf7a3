import { COMPANY_LIST, type CompanyDetail, CompanyListQuerySchema } from '@netfleet/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import { creditBalances, summariseBalances } from '../../credits/creditBalances.js';
import type { Database } from '../../db/Database.js';
import { companies, companyCredits, creditTypes, devices, users } from '../../db/schema.js';
import type { ListColumn, ListKind } from '../../lists/ListKind.js';
import { companyScopeCondition } from '../../scope/companyScopeCondition.js';

const parents = alias(companies, 'parent_companies');
const children = alias(companies, 'child_companies');

const devicesCount =
  sql<number>`(select count(*) from ${devices} where ${devices.companyId} = ${companies.id})`.mapWith(Number);
const usersCount =
  sql<number>`(select count(*) from ${users} where ${users.companyId} = ${companies.id})`.mapWith(Number);
const subsidiariesCount =
  sql<number>`(select count(*) from ${companies} ${children} where ${children.parentId} = ${companies.id})`.mapWith(
    Number,
  );
/** Device credits left: the credit types whose licence is a device credit (free and paid). */
const creditsLeft =
  sql<number>`(select coalesce(sum(${companyCredits.creditsLeft}), 0) from ${companyCredits} inner join ${creditTypes} on ${creditTypes.id} = ${companyCredits.creditTypeId} where ${companyCredits.companyId} = ${companies.id} and ${creditTypes.licenseType} = 'credit')`.mapWith(
    Number,
  );

/**
 * The parent's name when the parent is in the caller's scope; null for a root company and
 * for a parent outside the scope (names outside the scope are not disclosed).
 */
function parentName(auth: AuthContext): ListColumn {
  switch (auth.role.scope) {
    case 'all':
      return parents.name;
    case 'subtree':
      // Paths hold only digits and slashes, so the prefix needs no LIKE escaping.
      return sql<
        string | null
      >`case when ${parents.path} like ${`${auth.company.path}%`} then ${parents.name} end`;
    case 'own':
      return sql<string | null>`case when ${parents.id} = ${auth.company.id} then ${parents.name} end`;
  }
}

/**
 * `GET /companies`: the companies of the caller's scope with their parent's name and their
 * devices, users, direct subsidiaries and device credits; `parent_id` filters.
 */
export const COMPANY_LIST_KIND: ListKind<typeof COMPANY_LIST> = {
  spec: COMPANY_LIST,
  table: companies,
  joins: [{ table: parents, on: eq(parents.id, companies.parentId), left: true }],
  scope: { column: companies.id },
  idColumn: companies.id,
  columns: {
    id: companies.id,
    name: companies.name,
    parent_id: companies.parentId,
    parent_name: parentName,
    level: companies.level,
    devices_count: devicesCount,
    users_count: usersCount,
    subsidiaries_count: subsidiariesCount,
    credits_left: creditsLeft,
    created_at: companies.createdAt,
  },
  searchColumns: { name: companies.name },
  where: ({ filters }) =>
    filters.parent_id === undefined ? undefined : eq(companies.parentId, filters.parent_id),
};

/** `GET /companies/tree`'s query: every company of the scope, by level, with what a tree node shows. */
export const COMPANY_TREE_QUERY = v.parse(CompanyListQuerySchema, {
  fields: 'id,name,parent_id,level,devices_count,users_count',
  sort: 'level',
});

/**
 * `GET /companies/{id}`'s company: its summary (spec §3) and what the company page shows;
 * null when it does not exist or is outside the caller's scope.
 */
export async function companyDetail(
  db: Database,
  auth: AuthContext,
  id: number,
): Promise<CompanyDetail | null> {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      parent_id: companies.parentId,
      parent_name: parentName(auth),
      level: companies.level,
      devices_count: devicesCount,
      users_count: usersCount,
      subsidiaries_count: subsidiariesCount,
      created_at: companies.createdAt,
    })
    .from(companies)
    .leftJoin(parents, eq(parents.id, companies.parentId))
    .where(and(eq(companies.id, id), companyScopeCondition(db, auth, companies.id)))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    parent_name: row.parent_name as string | null,
    created_at: row.created_at.toISOString(),
    ...summariseBalances(await creditBalances(db, row.id)),
  };
}
