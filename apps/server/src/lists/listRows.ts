import { ERROR_CODES, type ListResponse, type ListSpec, nextListCursor } from '@netfleet/contracts';
import { and, asc, count, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../auth/loadAuthContext.js';
import type { Database } from '../db/Database.js';
import { escapeLike } from '../db/escapeLike.js';
import { ApiError } from '../http/ApiError.js';
import { companyScopeCondition } from '../scope/companyScopeCondition.js';
import type { ListColumn, ListField, ListKind, SpecQuery } from './ListKind.js';

/** A row with the requested fields. */
export type ListRow = Record<string, unknown> & { id: number };

/** The hidden field holding a page's sort value, for its `meta.next` cursor. */
const SORT_KEY = '__sort';

const isTimestamp = (column: ListColumn) => column instanceof PgColumn && column.dataType === 'date';

/**
 * Keyset paging needs a sort value on every row: a not-null column, or an SQL expression the
 * kind does not list as nullable (counts, for instance).
 */
const keysetCapable = (kind: ListKind, field: string, column: ListColumn) =>
  column instanceof PgColumn ? column.notNull : !kind.nullableSorts?.includes(field);

function scopeCondition(db: Database, auth: AuthContext, kind: ListKind): SQL | undefined {
  if (kind.scope === 'open') return undefined;
  if (kind.scope === 'system') return auth.role.scope === 'all' ? undefined : sql`false`;
  return companyScopeCondition(db, auth, kind.scope.column);
}

/**
 * One page of a list for `auth`, the one implementation behind every list endpoint: the rows
 * of its company scope that pass the list's filters and match `q` in the chosen search fields
 * (case-insensitive, `%` and `_` literal), the requested fields, sorted by the requested field
 * with the id as the tie-breaker (so pages tile the set without gaps or repeats), paged by
 * `offset` or by the `after` cursor; `meta.total` counts every match and `meta.next` is the
 * cursor of the following page when one follows and the sort allows keyset paging.
 * `all` returns every matching row (trees, exports) instead of a page.
 */
export async function listRows<Spec extends ListSpec>(
  db: Database,
  auth: AuthContext,
  kind: ListKind<Spec>,
  query: SpecQuery<Spec>,
  options: { all?: boolean } = {},
): Promise<ListResponse<ListRow>> {
  const fields = kind.columns as Readonly<Record<string, ListField>>;
  const columns: Record<string, ListColumn> = {};
  for (const [name, field] of Object.entries(fields)) {
    columns[name] = typeof field === 'function' ? field(auth) : field;
  }
  const searchColumns = kind.searchColumns as Readonly<Record<string, ListColumn>>;
  const conditions: (SQL | undefined)[] = [
    scopeCondition(db, auth, kind as ListKind),
    kind.where?.(query, auth),
  ];
  if (query.q !== null) {
    const pattern = `%${escapeLike(query.q)}%`;
    const matches = query.searchFields.flatMap((name) => {
      const column = searchColumns[name];
      return column ? [ilike(column, pattern)] : [];
    });
    // Named search fields this list does not have match nothing.
    conditions.push(matches.length > 0 ? or(...matches) : sql`false`);
  }
  const where = and(...conditions);

  const { field, descending } = query.sort;
  const direction = descending ? desc : asc;
  const ordering = kind.orderings?.[field];
  const sortColumn = columns[field] ?? kind.idColumn;
  const keyset = ordering === undefined && keysetCapable(kind as ListKind, field, sortColumn) && !options.all;
  const orderBy = ordering ? ordering(descending) : [direction(sortColumn), direction(kind.idColumn)];

  let pageWhere = where;
  if (query.after !== null) {
    if (!keyset) {
      throw ApiError.of(
        422,
        ERROR_CODES.VALIDATION_FAILED,
        `after does not work with sort=${field}`,
        'after',
      );
    }
    const { value, id } = query.after;
    const comparison = sql.raw(descending ? '<' : '>');
    const key = isTimestamp(sortColumn) ? sql`${value}::timestamptz` : sql`${value}`;
    pageWhere = and(
      where,
      sql`(${sortColumn} ${comparison} ${key} or (${sortColumn} = ${key} and ${kind.idColumn} ${comparison} ${id}))`,
    );
  }

  const selection: Record<string, ListColumn> = {};
  for (const name of query.fields) {
    const column = columns[name];
    if (column) selection[name] = column;
  }
  // Timestamps go into cursors as PostgreSQL's own text: exact to the microsecond.
  if (keyset) selection[SORT_KEY] = isTimestamp(sortColumn) ? sql<string>`${sortColumn}::text` : sortColumn;

  let page = db.select(selection).from(kind.table).$dynamic();
  let counter = db.select({ total: count() }).from(kind.table).$dynamic();
  for (const join of kind.joins) {
    page = join.left ? page.leftJoin(join.table, join.on) : page.innerJoin(join.table, join.on);
    counter = join.left ? counter.leftJoin(join.table, join.on) : counter.innerJoin(join.table, join.on);
  }
  page = page.where(pageWhere).orderBy(...orderBy);
  if (!options.all) {
    // One row more than the page tells whether another page follows.
    page = page.limit(query.limit + 1).offset(query.after === null ? query.offset : 0);
  }
  const [fetched, [counted]] = await Promise.all([page, counter.where(where)]);
  const rows = fetched as ListRow[];
  const more = !options.all && rows.length > query.limit;
  const data = more ? rows.slice(0, query.limit) : rows;
  const last = data.at(-1);
  const lastValue = last?.[SORT_KEY];
  const next =
    keyset && more && last && (typeof lastValue === 'string' || typeof lastValue === 'number')
      ? nextListCursor(query.sort, lastValue, last.id)
      : undefined;
  if (keyset) for (const row of data) delete row[SORT_KEY];
  return { data, meta: { total: counted?.total ?? 0, ...(next !== undefined && { next }) } };
}
