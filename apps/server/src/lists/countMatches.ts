import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/Database.js';

/** A list's `meta.total` and whether it is an estimate. */
export interface CountOutcome {
  total: number;
  estimated: boolean;
}

/**
 * How long an estimate is reused for the same query before it is taken again. Beyond the limit
 * the total is the planner's, which moves only when the table is analysed again; what a new
 * count can tell sooner is a result that fell to the limit, and the server's own writes that
 * may do that forget the estimates at once ({@link forgetEstimates}). A search's count is not
 * cheap (a common name: 22 ms of PGlite's only connection, 164 ms of PostgreSQL's workers),
 * and counting it every ten seconds held the pages queued behind it.
 */
export const ESTIMATE_TTL_MS = 60_000;
/** Estimates remembered per database; the oldest goes first beyond this. */
const CACHE_LIMIT = 1_000;

/** A remembered estimate, and the new count of its query when one is under way. */
interface Estimate {
  total: number;
  until: number;
  refresh?: Promise<unknown>;
}

/** Estimated totals by query text, per database (a process may serve several, as tests do). */
const estimates = new WeakMap<Database, Map<string, Estimate>>();
/** The counts under way by query text, per database: callers asking at once share one. */
const counting = new WeakMap<Database, Map<string, Promise<CountOutcome>>>();
/** How often each database's estimates were forgotten: a count begun before keeps nothing. */
const generations = new WeakMap<Database, number>();

/**
 * Forgets every estimate of `db` and the counts under way: the next list counts afresh. For
 * writes that may take a list's matches to the exact limit or below (devices deleted, renamed,
 * tagged or moved), after they commit. Devices added need not: they only raise a total, and a
 * total up to the limit is counted on every request.
 */
export function forgetEstimates(db: Database): void {
  generations.set(db, (generations.get(db) ?? 0) + 1);
  estimates.get(db)?.clear();
  counting.get(db)?.clear();
}

/** `db`'s map in `maps`, made when first asked for. */
function mapOf<Value>(maps: WeakMap<Database, Map<string, Value>>, db: Database): Map<string, Value> {
  let map = maps.get(db);
  if (!map) {
    map = new Map();
    maps.set(db, map);
  }
  return map;
}

/** The rows of `db.execute`, whichever driver answered (postgres-js: an array; PGlite: `rows`). */
function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return ((result as { rows?: unknown[] }).rows ?? []) as Record<string, unknown>[];
}

/** The planner's row estimate of `matches` (its top plan node's "Plan Rows"): a plan, no rows read. */
export async function plannerEstimate(db: Database, matches: PgSelect): Promise<number> {
  const [row] = rowsOf(await db.execute(sql`explain (format json) ${matches}`));
  const plan = row ? Object.values(row)[0] : undefined;
  const parsed = typeof plan === 'string' ? JSON.parse(plan) : plan;
  const rows = Array.isArray(parsed) ? Number(parsed[0]?.Plan?.['Plan Rows']) : Number.NaN;
  return Number.isFinite(rows) ? Math.round(rows) : 0;
}

/**
 * `meta.total` of a list whose matching rows `matches()` selects (a new builder per call, without
 * order or paging):
 * counted exactly up to `limit` (a capped count, which stops reading at `limit + 1` rows: cheap
 * whatever the table's size), and beyond that the planner's estimate, never below `limit + 1`.
 * Counting every one of a million rows took 340 ms; an estimate is a plan, about a millisecond,
 * and is reused for {@link ESTIMATE_TTL_MS} so that paging through a large result counts nothing.
 *
 * @example
 * const matches = () => db.select({ one: sql`1`.as('one') }).from(devices).$dynamic();
 * const { total, estimated } = await countMatches(db, matches, 10_000);
 */
export function countMatches(db: Database, matches: () => PgSelect, limit: number): Promise<CountOutcome> {
  return prepareCount(db, matches, limit)();
}

/**
 * {@link countMatches} as a function to call again: the count's statement and its estimate's
 * key are built on the first call and kept (a list's cached first page counts with it).
 *
 * Callers that ask at once for a query with no estimate share one count. An estimate past its
 * {@link ESTIMATE_TTL_MS} is still given for as long again while one new count runs behind it.
 * A search's capped count builds its whole trigram bitmap before the cap applies (a name search
 * at a million devices: 164 ms alone on PostgreSQL, in parallel workers on every core), and every
 * request that found the estimate expired used to count at once, which held a search's pages
 * for 0.4 to 0.8 s every ten seconds under load.
 */
export function prepareCount(
  db: Database,
  matches: () => PgSelect,
  limit: number,
): () => Promise<CountOutcome> {
  let key: string | undefined;
  let capped: { execute(): Promise<{ total: number }[]> } | undefined;
  const measure = async (cache: Map<string, Estimate>, queryKey: string): Promise<CountOutcome> => {
    const generation = generations.get(db);
    capped ??= db
      .select({ total: count() })
      .from(
        matches()
          .limit(limit + 1)
          .as('matches'),
      )
      .prepare('list_count');
    const [counted] = await capped.execute();
    const exact = counted?.total ?? 0;
    if (exact <= limit) {
      cache.delete(queryKey);
      return { total: exact, estimated: false };
    }
    const total = Math.max(await plannerEstimate(db, matches()), limit + 1);
    cache.delete(queryKey);
    if (generations.get(db) !== generation) return { total, estimated: true };
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
    cache.set(queryKey, { total, until: Date.now() + ESTIMATE_TTL_MS });
    return { total, estimated: true };
  };
  return async () => {
    if (key === undefined) {
      const { sql: text, params } = matches().toSQL();
      key = `${text}\u0000${JSON.stringify(params)}`;
    }
    const queryKey = key;
    const cache = mapOf(estimates, db);
    const now = Date.now();
    const known = cache.get(queryKey);
    if (known && known.until > now) return { total: known.total, estimated: true };
    if (known && known.until + ESTIMATE_TTL_MS > now) {
      // Stale but recent: given as it is while one new count replaces it.
      known.refresh ??= measure(cache, queryKey).catch(() => {
        known.refresh = undefined;
      });
      return { total: known.total, estimated: true };
    }
    const underWay = mapOf(counting, db);
    const shared = underWay.get(queryKey);
    if (shared) return shared;
    const outcome = measure(cache, queryKey).finally(() => {
      if (underWay.get(queryKey) === outcome) underWay.delete(queryKey);
    });
    underWay.set(queryKey, outcome);
    return outcome;
  };
}
