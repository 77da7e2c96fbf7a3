import type { Database } from '../db/Database.js';
import type { ListKind } from './ListKind.js';

/**
 * Statements kept per list and database; the least recently used goes first beyond. A device
 * list page's statements hold about 12 KiB of heap: 6 MiB for a full cache.
 */
const STATEMENTS_PER_LIST = 500;

const caches = new WeakMap<Database, WeakMap<ListKind, Map<string, unknown>>>();

/**
 * The statements of a list's page, built once per key and kept for the next request with the same
 * key: building a list page's SQL with Drizzle (its selection, subqueries, scope and filters)
 * cost more of the server's time than PostgreSQL took to run it. A key holds everything the
 * statements depend on (the list's `statementKey` of the caller and the whole query), so a
 * kept statement is the one the request would have built; the rows themselves are read afresh.
 * Per database, as a process may serve several (tests do).
 *
 * @example
 * const statements = listStatements(db, DEVICE_LIST_KIND, key, () => buildStatements(...));
 */
export function listStatements<T>(db: Database, kind: ListKind, key: string, build: () => T): T {
  let byKind = caches.get(db);
  if (!byKind) {
    byKind = new WeakMap();
    caches.set(db, byKind);
  }
  let cache = byKind.get(kind);
  if (!cache) {
    cache = new Map();
    byKind.set(kind, cache);
  }
  const known = cache.get(key) as T | undefined;
  if (known !== undefined) {
    // Most recently used last: a Map iterates in insertion order.
    cache.delete(key);
    cache.set(key, known);
    return known;
  }
  const built = build();
  if (cache.size >= STATEMENTS_PER_LIST) cache.delete(cache.keys().next().value ?? '');
  cache.set(key, built);
  // Statements built asynchronously that failed are forgotten: the next request builds them again.
  if (built instanceof Promise) {
    built.catch(() => {
      if (cache.get(key) === built) cache.delete(key);
    });
  }
  return built;
}
