import type { ListQueryOf, ListSpec } from '@netfleet/contracts';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../auth/loadAuthContext.js';
import type { Database } from '../db/Database.js';

/** A table joined into a list query: inner (every row has exactly one) unless `left`. */
interface ListJoin {
  table: PgTable;
  on: SQL;
  /** A left join: the row may have none (its columns read null). */
  left?: boolean;
}

/** A keyset page's chosen rows, as the query that reads their {@link ListPageField}s sees them. */
export interface ListPage {
  /** The rows, as a table of the query (in a `from`, or a subquery's `select … from`). */
  readonly rows: SQL;
  /** A column of the rows: a field of the list, or one a page field `reads`. */
  column(name: string): SQL;
}

/**
 * A field read for a page's rows once they are chosen, through joins with all of them at once
 * rather than a subquery per row (see {@link ListKind.pageFields}).
 */
export interface ListPageField {
  /** The list's fields it reads from each row (taken into the page even when not asked for). */
  reads: readonly string[];
  /**
   * Its value in a row of the page (decoded as its `mapWith` says) and the tables it joins for
   * it, left joins (a row with nothing to join keeps its place), each aliased in its SQL.
   */
  read(page: ListPage): { value: SQL; joins: readonly { table: SQL; on: SQL }[] };
}

/** A returnable field: a column, or an SQL expression over the list's tables. */
export type ListColumn = PgColumn | SQL;

/** A field as a list kind declares it: a column, or one read differently per user. */
export type ListField = ListColumn | ((auth: AuthContext) => ListColumn);

/**
 * Which rows of a list a user sees: those of companies in its scope (`column` names the owning
 * company), system-wide rows only for roles of scope `all` (`system`), or no company rule at
 * all (`open`: the list's own condition decides).
 */
type ListScope = { column: PgColumn } | 'system' | 'open';

type FieldsOf<T> = T extends ListSpec<infer F, string, infer _Filters> ? F : never;
type SearchOf<T> = T extends ListSpec<string, infer S, infer _Filters> ? S : never;

/** The validated query of a spec. */
export type SpecQuery<T> =
  T extends ListSpec<infer F, infer S, infer Filters> ? ListQueryOf<F, S, Filters> : never;

/** What a list's own search may depend on (see {@link ListKind.search}). */
export interface ListSearchContext {
  sort: { readonly field: string; readonly descending: boolean };
  /** `estimateSearch`'s figure, when it gave one: for a page's rows only (not its count, nor a bulk selection). */
  matches?: number;
  /**
   * A page after a cursor in id order: the cursor's condition restated over `column` (a copy
   * of the id in another table, which the planner does not carry a range over to by itself).
   */
  idAfter?: (column: PgColumn) => SQL;
}

/**
 * The server side of one list endpoint: its contracts spec (fields, sorts, filters, page
 * sizes), the tables it reads and how each field of the spec is read.
 */
export interface ListKind<Spec extends ListSpec = ListSpec> {
  spec: Spec;
  table: PgTable;
  joins: readonly ListJoin[];
  scope: ListScope;
  /** The primary key: always returned, and the sort's tie-breaker. */
  idColumn: PgColumn;
  /** Every field of the spec, by name; a function when it depends on who asks. */
  columns: { readonly [K in FieldsOf<Spec>]: ListField };
  /**
   * Fields a keyset page reads otherwise than by their `columns` entry: once its rows are chosen,
   * for all of them at once (a join with the page's rows), not by a subquery per row. The
   * `columns` entry still serves the other reads (a page at an offset, an export, one row).
   */
  pageFields?: { readonly [K in FieldsOf<Spec>]?: ListPageField };
  /**
   * A keyset page that reads page fields may have its rows written as JSON by the database
   * (`listAnswer`): every field's JSON there is its answer's (columns as they are, timestamps
   * as `toISOString` writes them, page fields' values as their decoders would give them).
   */
  jsonPages?: boolean;
  /** Every search field of the spec, by name. */
  searchColumns: { readonly [K in SearchOf<Spec>]: ListColumn };
  /**
   * Sorts that are not one column, by name: their ORDER BY terms (no keyset paging for these).
   * Other sorts order by the field's column, then the id, both in the sort's direction.
   */
  orderings?: Readonly<Record<string, (descending: boolean) => SQL[]>>;
  /**
   * Sortable SQL-expression fields that may be null (a column says so itself): sorted with
   * offset paging only, since a keyset cursor needs a value on every row.
   */
  nullableSorts?: readonly string[];
  /**
   * Sorts by an expression other than the field's column, by field name: a not-null expression
   * an index serves (`coalesce(signal, -32768)` for a nullable column, `firmware_order` for the
   * firmware), keyset-paged like a column. `timestamp` marks a timestamptz expression (its
   * cursor value is cast back).
   */
  sorts?: Readonly<Record<string, { expression: ListColumn; timestamp?: boolean }>>;
  /**
   * The condition of `q` over `fields`, when the list searches otherwise than an ILIKE per
   * field (one indexed expression over several columns); `undefined` falls back to that. The
   * context tells what the fastest form can depend on: the order the rows are read in, and how
   * many rows the pattern matches (when `estimateSearch` said).
   */
  search?: (pattern: string, fields: readonly string[], context: ListSearchContext) => SQL | undefined;
  /**
   * How many rows `pattern` matches, estimated, for a list whose search form depends on it in
   * this order (`undefined` when it does not): asked once when a page's statements are built.
   */
  estimateSearch?: (
    db: Database,
    pattern: string,
    fields: readonly string[],
    sort: ListSearchContext['sort'],
  ) => Promise<number | undefined>;
  /**
   * Count exactly only up to this many matches; beyond, `meta.total` is the planner's estimate
   * with `meta.total_estimated: true` (see `countMatches`). Without it every match is counted.
   */
  countLimit?: number;
  /** The list's filters (and any condition of its own) as one condition. */
  where?: (query: SpecQuery<Spec>, auth: AuthContext) => SQL | undefined;
  /**
   * Everything of `auth` the list's statements depend on (its scope, for a list whose columns
   * and filters do not depend on who asks), as a string. With it, `listRows` builds the
   * statements of a keyset page (the first, or one after a cursor) once per query and scope and
   * runs them again from a cache (`listStatements`); without it, every request builds its own.
   */
  statementKey?: (auth: AuthContext) => string;
}
