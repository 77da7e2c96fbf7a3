import { TAG_LIST } from '@netfleet/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/Database.js';
import { companies, tags } from '../../db/schema.js';
import type { ListKind } from '../../lists/ListKind.js';

/** `GET /tags`: the tags of the caller's scope with their company's name; `company_id` filters. */
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
  where: ({ filters }) =>
    filters.company_id === undefined ? undefined : eq(tags.companyId, filters.company_id),
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
