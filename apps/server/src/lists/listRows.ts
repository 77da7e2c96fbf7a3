import { ERROR_CODES, type ListResponse, type ListSpec, nextListCursor } from '@netfleet/contracts';
import { and, asc, count, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import { PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../auth/loadAuthContext.js';
import type { Database } from '../db/Database.js';
import { escapeLike } from '../db/escapeLike.js';
import { type FlatField, type FlatSelect, flatSelection, readAs } from '../db/flatSelection.js';
import { PLAN_EACH_RUN } from '../db/planEachRun.js';
import { companies } from '../db/schema.js';
import { ApiError } from '../http/ApiError.js';
import { companyScopeCondition } from '../scope/companyScopeCondition.js';
import { type CountOutcome, prepareCount } from './countMatches.js';
import type {
  ListColumn,
  ListField,
  ListKind,
  ListPage,
  ListPageField,
  ListSearchContext,
  SpecQuery,
} from './ListKind.js';
import { listStatements } from './listStatements.js';

/** How {@link listRows} reads: every match (`all`), without a total (`count: false`). */
interface ListOptions {
  all?: boolean;
  count?: boolean;
  /** Rows as their JSON text, written by the database, where the list and page allow (see {@link listAnswer}). */
  json?: boolean;
}

/** A row with the requested fields. */
export type ListRow = Record<string, unknown> & { id: number };

/** The hidden field holding a page's sort value, for its `meta.next` cursor. */
const SORT_KEY = '__sort';

/** The hidden field of a page's rows that orders them again when page fields are read. */
const ORDER_KEY = '__order';

/** The page's rows in a query reading their page fields: the CTE `page`. */
const PAGE_NAME = 'page';

/** A row's JSON text, when the database writes it (see {@link listAnswer}). */
const JSON_KEY = '__json';

/** A page row's answer fields, as `row_to_json` reads them (a lateral subquery). */
const JSON_ROW_NAME = 'page_row';

/**
 * A timestamp as `Date.prototype.toISOString` writes it, as the answer has it otherwise:
 * UTC, milliseconds (cut, as JavaScript cuts PostgreSQL's microseconds), `Z`.
 */
const isoTimestamp = (value: SQL) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

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
  if (auth.role.scope === 'subtree') {
    // The subtree's ids as one array the executor reads once (an InitPlan), not a semi-join
    // the planner weighs against every index of a large table: the same rows, planned in a
    // fraction of the time. Paths hold only digits and slashes: no LIKE escaping needed.
    return sql`${kind.scope.column} = any(array(select ${companies.id} from ${companies} where ${companies.path} like ${`${auth.company.path}%`}))`;
  }
  return companyScopeCondition(db, auth, kind.scope.column);
}

/**
 * The rows of a list `auth` may see that its query matches: the company scope, the list's
 * filters, and `q` in the chosen search fields (the kind's own indexed search when it has one,
 * else each search column, case-insensitive with `%` and `_` literal). What a page of
 * {@link listRows} reads, and what a bulk action over "everything matching" selects.
 */
export function listCondition<Spec extends ListSpec>(
  db: Database,
  auth: AuthContext,
  kind: ListKind<Spec>,
  query: SpecQuery<Spec>,
): SQL | undefined {
  return conditionWith(db, auth, kind, query, kind.where?.(query, auth), { sort: query.sort });
}

/** `q` as a LIKE pattern: the text anywhere, its `%` and `_` literal. */
const searchPattern = (q: string) => `%${escapeLike(q)}%`;

/** {@link listCondition} with the list's filter condition built already (`kind.where`). */
function conditionWith<Spec extends ListSpec>(
  db: Database,
  auth: AuthContext,
  kind: ListKind<Spec>,
  query: SpecQuery<Spec>,
  filters: SQL | undefined,
  search: ListSearchContext,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scopeCondition(db, auth, kind as ListKind), filters];
  if (query.q !== null) {
    const pattern = searchPattern(query.q);
    const own = kind.search?.(pattern, query.searchFields, search);
    const searchColumns = kind.searchColumns as Readonly<Record<string, ListColumn>>;
    const matches = query.searchFields.flatMap((name) => {
      const column = searchColumns[name];
      return column ? [ilike(column, pattern)] : [];
    });
    // Named search fields this list does not have match nothing.
    conditions.push(own ?? (matches.length > 0 ? or(...matches) : sql`false`));
  }
  return and(...conditions);
}

/**
 * One page of a list for `auth`, the one implementation behind every list endpoint: the rows
 * of its company scope that pass the list's filters and match `q` in the chosen search fields
 * (case-insensitive, `%` and `_` literal), the requested fields, sorted by the requested field
 * with the id as the tie-breaker (so pages tile the set without gaps or repeats), paged by
 * `offset` or by the `after` cursor; `meta.total` counts every match and `meta.next` is the
 * cursor of the following page when one follows and the sort allows keyset paging.
 * `all` returns every matching row (trees, exports) instead of a page.
 * A list with a `statementKey` keeps its keyset pages' statements (`listStatements`) and runs
 * them again for the same query and scope, with the cursor's values as parameters.
 */
export async function listRows<Spec extends ListSpec>(
  db: Database,
  auth: AuthContext,
  kind: ListKind<Spec>,
  query: SpecQuery<Spec>,
  options: Omit<ListOptions, 'json'> = {},
): Promise<ListResponse<ListRow>> {
  const { data, meta } = await readList(db, auth, kind, query, options);
  return { data, meta };
}

/**
 * A page of {@link listRows} as the route answers it: the text of its JSON when the database
 * wrote its rows (a keyset page of a list with `jsonPages`, reading its page fields), else the
 * answer for the route's serializer (always, with `json: false`). Written by the database, a
 * device list page's rows skip what the server's one thread did for each of their fields: the
 * driver's parsing, the decoders, the serializer. On PostgreSQL at a million devices, first
 * pages of 25, two rounds of runs in turn: 1,900 to 2,920 answers a second against 1,480 to 2,370.
 */
export async function listAnswer<Spec extends ListSpec>(
  db: Database,
  auth: AuthContext,
  kind: ListKind<Spec>,
  query: SpecQuery<Spec>,
  options: { json: boolean } = { json: true },
): Promise<ListResponse<ListRow> | string> {
  const { data, meta, json } = await readList(db, auth, kind, query, options);
  if (!json) return { data, meta };
  let rows = '';
  for (const row of data) rows += rows === '' ? row[JSON_KEY] : `,${row[JSON_KEY]}`;
  return `{"data":[${rows}],"meta":${JSON.stringify(meta)}}`;
}

/** {@link listRows}' page, and whether its rows are JSON texts (`JSON_KEY`). */
async function readList<Spec extends ListSpec>(
  db: Database,
  auth: AuthContext,
  kind: ListKind<Spec>,
  query: SpecQuery<Spec>,
  options: ListOptions,
): Promise<ListResponse<ListRow> & { json: boolean }> {
  // A page by keyset (the first, or one after a cursor) is what every visit, refresh and scroll
  // asks again: its statements are kept, the cursor's values a statement's parameters, not
  // part of its key. Pages at an offset are one-off, and would only push those out.
  const cacheable = kind.statementKey !== undefined && !options.all && query.offset === 0;
  const statements = await (cacheable
    ? listStatements(
        db,
        kind as ListKind,
        `${kind.statementKey?.(auth)}\u0000${options.count === false}\u0000${options.json === true}\u0000${JSON.stringify(
          {
            ...query,
            after: query.after !== null,
          },
        )}`,
        () => buildStatements(db, auth, kind, query, options),
      )
    : buildStatements(db, auth, kind, query, options));
  const { keyset } = statements;
  if (query.after !== null && !statements.fitsCursor(query.after.value)) {
    // A hand-made cursor whose value is not of the sort column's type (PostgreSQL would refuse it).
    throw ApiError.of(
      422,
      ERROR_CODES.VALIDATION_FAILED,
      'after must be the meta.next of a previous page',
      'after',
    );
  }
  // The page first: when it is the last one and offset-paged (the first page of a search that
  // found few rows, say), it tells the total itself and no count runs.
  const rows = await statements.page.execute(
    query.after === null ? {} : { [AFTER_VALUE]: query.after.value, [AFTER_ID]: query.after.id },
  );
  const more = !options.all && rows.length > query.limit;
  const pageTells = !more && query.after === null && (rows.length > 0 || query.offset === 0);
  const counted =
    pageTells && options.count !== false
      ? { total: (options.all ? 0 : query.offset) + rows.length, estimated: false }
      : await statements.count();
  const data = more ? rows.slice(0, query.limit) : rows;
  const last = data.at(-1);
  const lastValue = last?.[SORT_KEY];
  const next =
    keyset && more && last && (typeof lastValue === 'string' || typeof lastValue === 'number')
      ? nextListCursor(query.sort, lastValue, last.id)
      : undefined;
  // Unset, not deleted: JSON leaves an undefined value out, and a row whose property was deleted
  // turns into a dictionary, which JSON.stringify writes a fifth slower.
  if (keyset && !statements.json) for (const row of data) row[SORT_KEY] = undefined;
  const meta = {
    total: counted.total,
    ...(next !== undefined && { next }),
    ...(counted.estimated && { total_estimated: true }),
  };
  return { data, meta, json: statements.json };
}

/** The page statement's parameters of an `after` cursor: its sort value and its id. */
const AFTER_VALUE = 'after_value';
const AFTER_ID = 'after_id';

/** A page's statements, built: the page's rows (given the cursor's values), and its total. */
interface ListStatements {
  page: FlatSelect<ListRow>;
  count: () => Promise<CountOutcome>;
  keyset: boolean;
  /** Whether the page's rows are `{ id, __sort, __json }`: their JSON text, written by the database. */
  json: boolean;
  /** Whether a cursor's value is of the sort's type (a column's; any value for an expression). */
  fitsCursor(value: unknown): boolean;
}

/** The JavaScript type of a cursor value for a column of each Drizzle data type. */
const CURSOR_TYPE: Readonly<Record<string, string>> = {
  number: 'number',
  string: 'string',
  boolean: 'boolean',
  date: 'string',
};

/** The statements of one page of `kind` for `auth` and `query` (see {@link listRows}). */
async function buildStatements<Spec extends ListSpec>(
  db: Database,
  auth: AuthContext,
  kind: ListKind<Spec>,
  query: SpecQuery<Spec>,
  options: ListOptions,
): Promise<ListStatements> {
  const fields = kind.columns as Readonly<Record<string, ListField>>;
  const columns: Record<string, ListColumn> = {};
  for (const [name, field] of Object.entries(fields)) {
    columns[name] = typeof field === 'function' ? field(auth) : field;
  }
  const filters = kind.where?.(query, auth);
  const matches =
    query.q === null
      ? undefined
      : await kind.estimateSearch?.(db, searchPattern(query.q), query.searchFields, query.sort);
  // The count's condition is the search without the estimate: a form chosen for reading a
  // page in order (every match's id in an array) would leave the planner nothing to estimate.
  const where = conditionWith(db, auth, kind, query, filters, { sort: query.sort });
  const search: ListSearchContext = { sort: query.sort, ...(matches !== undefined && { matches }) };

  const { field, descending } = query.sort;
  const direction = descending ? desc : asc;
  const ordering = kind.orderings?.[field];
  const sortExpression = kind.sorts?.[field];
  const sortColumn = sortExpression?.expression ?? columns[field] ?? kind.idColumn;
  const timestampSort = sortExpression ? sortExpression.timestamp === true : isTimestamp(sortColumn);
  const keyset =
    ordering === undefined &&
    (sortExpression !== undefined || keysetCapable(kind as ListKind, field, sortColumn)) &&
    !options.all;
  const orderBy = ordering ? ordering(descending) : [direction(sortColumn), direction(kind.idColumn)];

  let pageWhere = matches === undefined ? where : conditionWith(db, auth, kind, query, filters, search);
  if (query.after !== null) {
    if (!keyset) {
      throw ApiError.of(
        422,
        ERROR_CODES.VALIDATION_FAILED,
        `after does not work with sort=${field}`,
        'after',
      );
    }
    const value = sql.placeholder(AFTER_VALUE);
    const comparison = sql.raw(descending ? '<' : '>');
    const key = timestampSort ? sql`${value}::timestamptz` : sql`${value}`;
    // In id order a list's own search may read the ids from another table: it gets the range too.
    const idAfter = (column: PgColumn) => sql`${column} ${comparison} ${sql.placeholder(AFTER_ID)}`;
    const pageCondition =
      query.q !== null && sortColumn === kind.idColumn
        ? conditionWith(db, auth, kind, query, filters, { ...search, idAfter })
        : pageWhere;
    // A row comparison, which an index on (sort, id) serves as a range: a deep page reads only
    // its own rows (the equivalent `a > x or (a = x and id > y)` is not a range to the planner).
    pageWhere = and(
      pageCondition,
      sql`(${sortColumn}, ${kind.idColumn}) ${comparison} (${key}, ${sql.placeholder(AFTER_ID)})`,
    );
  }

  const selection: Record<string, ListColumn> = {};
  for (const name of query.fields) {
    const column = columns[name];
    if (column) selection[name] = column;
  }
  // Timestamps go into cursors as PostgreSQL's own text: exact to the microsecond.
  if (keyset) selection[SORT_KEY] = timestampSort ? sql<string>`${sortColumn}::text` : sortColumn;

  const joined = <Q extends PgSelect>(select: Q): Q => {
    let joinedSelect = select;
    for (const join of kind.joins) {
      // Joins keep a dynamic select's type in all but name (Drizzle's join types track the tables).
      joinedSelect = (join.left
        ? joinedSelect.leftJoin(join.table, join.on)
        : joinedSelect.innerJoin(join.table, join.on)) as unknown as Q;
    }
    return joinedSelect;
  };
  // The fields a keyset page reads once its rows are chosen (`kind.pageFields`).
  const pageFields = keyset ? pageFieldsOf(kind as ListKind, Object.keys(selection)) : {};
  const rowSelection = { ...selection };
  for (const [name, pageField] of Object.entries(pageFields)) {
    delete rowSelection[name];
    for (const read of pageField.reads) {
      const column = columns[read];
      if (column) rowSelection[read] = column;
    }
  }
  const paged = Object.keys(pageFields).length > 0;
  // The page's own order again over its rows: the sort's value (a timestamp's cursor text
  // would not sort as the timestamp does), then the id.
  if (paged) rowSelection[ORDER_KEY] = sortColumn;
  const rowFields = flatSelection(rowSelection);
  let page = joined(db.select(rowFields.fields).from(kind.table).$dynamic());
  page = page.where(pageWhere).orderBy(...orderBy);
  if (!options.all) {
    // One row more than the page tells whether another page follows.
    const limit = query.limit + 1;
    const offset = query.after === null ? query.offset : 0;
    // The embedded database keeps each query text as a prepared statement. Paging as literals
    // lets PostgreSQL keep a plain page's generic plan after five runs (with `limit $n` it
    // prices a generic plan as if a tenth of the table were read, and planned every page
    // afresh: 0.7 ms of a 1.3 ms first page on PGlite). A page whose best plan depends on its
    // values is planned for them (`PLAN_EACH_RUN`: on PGlite once per set of values, inlined):
    // a search (a rare pattern through the trigram index, a common one along the id order), a
    // filter (a rare family through its index, a common one along the sort), a single
    // company's scope (small or large). A subtree's ids are an InitPlan that no plan sees
    // anyway. A page at an offset is planned for its values too: its offset is one of them.
    const steered =
      offset > 0 ||
      query.q !== null ||
      filters !== undefined ||
      (typeof kind.scope === 'object' && auth.role.scope === 'own');
    page =
      !steered && Number.isSafeInteger(limit) && Number.isSafeInteger(offset) && offset >= 0
        ? page
            .limit(sql.raw(String(limit)) as unknown as number)
            .offset(sql.raw(String(offset)) as unknown as number)
        : page.limit(sql`${limit} ${sql.raw(PLAN_EACH_RUN)}` as unknown as number).offset(offset);
  }
  let counting: () => Promise<CountOutcome>;
  if (options.count === false) counting = async () => ({ total: 0, estimated: false });
  else if (kind.countLimit === undefined) {
    // Built when first needed: a page that tells its own total counts nothing.
    let all: { execute(): Promise<{ total: number }[]> } | undefined;
    counting = async () => {
      all ??= joined(db.select({ total: count() }).from(kind.table).$dynamic())
        .where(where)
        .prepare('list_total');
      const [counted] = await all.execute();
      return { total: counted?.total ?? 0, estimated: false };
    };
  } else {
    const matches = () =>
      joined(
        db
          .select({ one: sql`1`.as('one') })
          .from(kind.table)
          .$dynamic(),
      ).where(where);
    counting = prepareCount(db, matches, kind.countLimit);
  }
  const cursorType = sortColumn instanceof PgColumn ? CURSOR_TYPE[sortColumn.dataType] : undefined;
  const fitsCursor = (value: unknown) =>
    cursorType === undefined ||
    (typeof value === cursorType && (typeof value !== 'number' || Number.isFinite(value)));
  const json = paged && options.json === true && kind.jsonPages === true;
  return {
    page: paged
      ? readPageFields(db, page, { selection, pageFields, descending, json })
      : rowFields.prepare<ListRow>(db, page.toSQL(), 'list_page'),
    count: counting,
    keyset,
    json,
    fitsCursor,
  };
}

/** The page fields of `kind` among the `fields` asked for, by name. */
function pageFieldsOf(kind: ListKind, fields: readonly string[]): Record<string, ListPageField> {
  const chosen: Record<string, ListPageField> = {};
  for (const name of fields) {
    const pageField = kind.pageFields?.[name];
    if (pageField) chosen[name] = pageField;
  }
  return chosen;
}

/**
 * A keyset page whose page fields are read once its rows are chosen: `rows` (the page's query,
 * its limit included) as the CTE `page`, and over it each field of `selection`, a page field
 * through its joins and the others as the page's columns, decoded as the fields are, ordered
 * again as the page is. PostgreSQL runs a CTE read twice (the rows, and the ids a page field's
 * aggregate reads) once and keeps its rows. On PostgreSQL, at a million devices, a first page of
 * 25 devices with their tags and company names: 8,200 executions a second against 4,700 with a
 * subquery per row for each (pgbench, 4 clients), and 2,350 to 2,640 answers a second against
 * 1,710 to 2,040 through the server.
 */
function readPageFields(
  db: Database,
  rows: PgSelect,
  page: {
    selection: Readonly<Record<string, ListColumn>>;
    pageFields: Readonly<Record<string, ListPageField>>;
    descending: boolean;
    /** The rows as `{ id, __sort, __json }`, their fields' JSON written by `row_to_json`. */
    json: boolean;
  },
): FlatSelect<ListRow> {
  const pageRows: ListPage = {
    rows: sql`${sql.identifier(PAGE_NAME)}`,
    column: (name) => sql`${sql.identifier(PAGE_NAME)}.${sql.identifier(name)}`,
  };
  const values: Record<string, FlatField> = {};
  const joins: { table: SQL; on: SQL }[] = [];
  for (const [name, field] of Object.entries(page.selection)) {
    const pageField = page.pageFields[name];
    if (pageField) {
      const read = pageField.read(pageRows);
      values[name] = read.value;
      joins.push(...read.joins);
    } else if (page.json && name !== SORT_KEY && isTimestamp(field)) {
      values[name] = isoTimestamp(pageRows.column(name));
    } else {
      values[name] = readAs(field, pageRows.column(name));
    }
  }
  let outer: Record<string, FlatField> = values;
  let answerFields: SQL | undefined;
  if (page.json) {
    const { [SORT_KEY]: sortKey, ...answer } = values;
    answerFields = sql.join(
      Object.entries(answer).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
      sql`, `,
    );
    outer = {
      id: pageRows.column('id'),
      ...(sortKey !== undefined && { [SORT_KEY]: sortKey }),
      [JSON_KEY]: sql`row_to_json(${sql.identifier(JSON_ROW_NAME)})::text`,
    };
  }
  const fields = flatSelection(outer);
  const cte = db.$with(PAGE_NAME).as(rows);
  let select = db.with(cte).select(fields.fields).from(cte).$dynamic();
  for (const join of joins) select = select.leftJoin(join.table, join.on);
  if (answerFields) {
    // A subquery without a table of its own: PostgreSQL takes its fields into the row itself.
    select = select.crossJoinLateral(sql`(select ${answerFields}) ${sql.identifier(JSON_ROW_NAME)}`);
  }
  const direction = page.descending ? desc : asc;
  select = select.orderBy(direction(pageRows.column(ORDER_KEY)), direction(pageRows.column('id')));
  return fields.prepare<ListRow>(db, select.toSQL(), 'list_page');
}
