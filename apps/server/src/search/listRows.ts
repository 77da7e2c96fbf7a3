import type { ListResponse } from '@netfleet/contracts';
import { and, asc, count, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../auth/loadAuthContext.js';
import { companyScopeCondition } from '../companies/companyScopeCondition.js';
import type { Database } from '../db/Database.js';
import { escapeLike } from '../db/escapeLike.js';
import type { ListKindQuery } from './createListQuerySchema.js';
import type { ListKind } from './ListKind.js';

/** A row with the requested fields. */
export type ListRow = Record<string, unknown> & { id: number };

/**
 * One page of the rows of `kind` that `auth` may see (its company scope), matching `q` in the
 * chosen search fields (case-insensitive, `%` and `_` literal), and the count of all matches
 * (`meta.total`). Sorted by the requested field with the id as the tie-breaker, so pages tile
 * the set without gaps or repeats.
 */
export async function listRows(
  db: Database,
  auth: AuthContext,
  kind: ListKind,
  query: ListKindQuery,
): Promise<ListResponse<ListRow>> {
  const conditions: (SQL | undefined)[] = [
    kind.scopeColumn === null
      ? auth.role.scope === 'all'
        ? undefined
        : sql`false`
      : companyScopeCondition(db, auth, kind.scopeColumn),
  ];
  if (query.q !== null) {
    const pattern = `%${escapeLike(query.q)}%`;
    const matches = query.searchFields.flatMap((name) => {
      const column = kind.searchFields[name];
      return column ? [ilike(column, pattern)] : [];
    });
    // Named search fields this kind does not have match nothing.
    conditions.push(matches.length > 0 ? or(...matches) : sql`false`);
  }
  const where = and(...conditions);

  const names = query.fields ?? Object.keys(kind.columns);
  const selection: Record<string, PgColumn> = {};
  for (const name of names) {
    const column = kind.columns[name];
    if (column) selection[name] = column;
  }
  const sortColumn = kind.columns[query.sort.field] ?? kind.idColumn;
  const direction = query.sort.descending ? desc : asc;

  let page = db.select(selection).from(kind.table).$dynamic();
  let counter = db.select({ total: count() }).from(kind.table).$dynamic();
  for (const join of kind.joins) {
    page = join.left ? page.leftJoin(join.table, join.on) : page.innerJoin(join.table, join.on);
    counter = join.left ? counter.leftJoin(join.table, join.on) : counter.innerJoin(join.table, join.on);
  }
  const data = await page
    .where(where)
    .orderBy(direction(sortColumn), direction(kind.idColumn))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await counter.where(where);
  return { data: data as ListRow[], meta: { total: counted?.total ?? 0 } };
}
