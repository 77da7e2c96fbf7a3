import { TAG_LIST } from '@netfleet/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { companies, tags } from '../../db/schema.js';
import type { ListKind } from '../../lists/ListKind.js';
import { companyRowScopeCondition } from '../../scope/companyScopeCondition.js';

/** The name of the companies table in the subquery of {@link tagsForDeviceCompany}. */
const DEVICE_COMPANY = 'device_company';

/**
 * The tags a device of company `companyId` may carry: those of the companies on its materialised
 * path, itself and its parents (the rule of `tagFitsCompany`); none when that company is outside
 * the user's scope, so the filter does not tell whether an unseen company descends from a seen one.
 */
function tagsForDeviceCompany(companyId: number, auth: AuthContext): SQL {
  const company = alias(companies, DEVICE_COMPANY);
  return sql`exists (select 1 from ${companies} as ${sql.identifier(DEVICE_COMPANY)} where ${and(
    eq(company.id, companyId),
    sql`${company.path} like '%/' || ${tags.companyId} || '/%'`,
    companyRowScopeCondition(auth, company),
  )})`;
}

/**
 * `GET /tags`: the tags of the caller's scope with their company's name; `company_id` keeps one
 * company's, `device_company_id` those a device of that company may carry.
 */
export const TAG_LIST_KIND: ListKind<typeof TAG_LIST> = {
  spec: TAG_LIST,
  table: tags,
  joins: [{ table: companies, on: eq(companies.id, tags.companyId) }],
  scope: { column: tags.companyId },
  idColumn: tags.id,
  columns: {
    id: tags.id,
    name: tags.name,
    color: tags.color,
    description: tags.description,
    company_id: tags.companyId,
    company_name: companies.name,
    created_at: tags.createdAt,
  },
  searchColumns: { name: tags.name, description: tags.description },
  where: ({ filters }, auth) =>
    and(
      filters.company_id === undefined ? undefined : eq(tags.companyId, filters.company_id),
      filters.device_company_id === undefined
        ? undefined
        : tagsForDeviceCompany(filters.device_company_id, auth),
    ),
};

/** True when the company has a tag of this name, compared case-insensitively. */
export async function hasTagNamed(db: Database, companyId: number, name: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.companyId, companyId), sql`lower(${tags.name}) = lower(${name})`))
    .limit(1);
  return taken !== undefined;
}
