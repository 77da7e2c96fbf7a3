import type { Logger } from 'drizzle-orm';

/** Calls `listener` with the table a statement writes to. */
type WriteListener = (table: string) => void;

/** Sees every statement Drizzle sends and tells listeners which tables were written. */
export interface WriteWatcher {
  /** Drizzle's logger hook: give it to `drizzle({ logger })`. */
  readonly logger: Logger;
  /** Calls `listener` for every write to one of `tables`; returns the unsubscribe. */
  onWrite(tables: readonly string[], listener: WriteListener): () => void;
}

// INSERT INTO / UPDATE / DELETE FROM / TRUNCATE, optionally ONLY or schema-qualified, quoted
// or not, anywhere in the statement (a CTE may write). A false positive only costs a cache miss.
const WRITE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?public"?\.)?"?(\w+)"?/gi;

/** How many distinct statements' write targets are remembered (Drizzle's SQL is mostly static). */
const MEMO_LIMIT = 2_000;

/**
 * Creates a watcher of writes through Drizzle, for in-process caches of rows (the auth context
 * cache): whatever code path changes a user, a company, a role or a session, the cache hears of
 * it without each path remembering to say so. It sees the statement when it is sent, before a
 * transaction commits; caches pair it with a short lifetime for other processes' writes.
 */
export function createWriteWatcher(): WriteWatcher {
  const memo = new Map<string, readonly string[]>();
  const listeners = new Set<{ tables: ReadonlySet<string>; listener: WriteListener }>();

  const targetsOf = (query: string): readonly string[] => {
    const known = memo.get(query);
    if (known) return known;
    const targets = [...query.matchAll(WRITE)].map((match) => (match[1] ?? '').toLowerCase());
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(query, targets);
    return targets;
  };

  return {
    logger: {
      logQuery(query) {
        if (listeners.size === 0) return;
        for (const table of targetsOf(query)) {
          for (const entry of listeners) if (entry.tables.has(table)) entry.listener(table);
        }
      },
    },
    onWrite(tables, listener) {
      const entry = { tables: new Set(tables), listener };
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
  };
}
