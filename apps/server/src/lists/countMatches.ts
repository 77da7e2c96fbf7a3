import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/Database.js';

/** A list's `meta.total` and whether it is an estimate. */
export interface CountOutcome {
  total: number;
  estimated: boolean;
}

/** How long an estimate is reused for the same query before it is taken again. */
const ESTIMATE_TTL_MS = 10_000;
/** Estimates remembered per database; the oldest goes first beyond this. */
const CACHE_LIMIT = 1_000;

/** Estimated totals by query text, per database (a process may serve several, as tests do). */
const estimates = new WeakMap<Database, Map<string, { total: number; until: number }>>();

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
 */
export function prepareCount(
  db: Database,
  matches: () => PgSelect,
  limit: number,
): () => Promise<CountOutcome> {
  let key: string | undefined;
  let capped: { execute(): Promise<{ total: number }[]> } | undefined;
  return async () => {
    if (key === undefined) {
      const { sql: text, params } = matches().toSQL();
      key = `${text}\u0000${JSON.stringify(params)}`;
    }
    let cache = estimates.get(db);
    if (!cache) {
      cache = new Map();
      estimates.set(db, cache);
    }
    const now = Date.now();
    const known = cache.get(key);
    if (known && known.until > now) return { total: known.total, estimated: true };

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
      cache.delete(key);
      return { total: exact, estimated: false };
    }
    const total = Math.max(await plannerEstimate(db, matches()), limit + 1);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
    cache.set(key, { total, until: now + ESTIMATE_TTL_MS });
    return { total, estimated: true };
  };
}
