import type { Database } from '../db/Database.js';
import { type AccessSession, loadAccessSession } from './loadAuthContext.js';
import { hashToken } from './tokens.js';

/** The tables whose rows make up an auth context: a write to any of them empties the cache. */
export const AUTH_TABLES = ['sessions', 'users', 'companies', 'roles', 'role_permissions'] as const;

/** Options of {@link createAuthContextCache}. */
export interface AuthContextCacheOptions {
  /**
   * How long a loaded session and auth context are reused, in ms. Writes through this process
   * empty the cache at once; this bounds how long another process's write (a revoke, a role
   * change on the second server of a pair) goes unseen. Defaults to `2_000`; `0` caches nothing.
   */
  ttlMs?: number | undefined;
  /** Most entries kept; beyond it the cache starts over. Defaults to `10_000`. */
  maxEntries?: number | undefined;
}

/** Sessions and their auth contexts by access token, for a short time. */
export interface AuthContextCache {
  /** What {@link loadAccessSession} answers for `token`, from the cache while it is fresh. */
  byAccessToken(token: string | undefined): Promise<AccessSession | null>;
  /** Forgets every entry (a write changed users, companies, roles or sessions). */
  clear(): void;
}

/** Default of {@link AuthContextCacheOptions.ttlMs}. */
export const AUTH_CACHE_TTL_MS = 2_000;

/**
 * Creates the cache of the API guard's one query (session, user, company, role, permissions).
 * Entries live `ttlMs` on the monotonic clock; {@link AuthContextCache.clear} runs on every
 * write to {@link AUTH_TABLES} through this process's database (and on the session store's
 * revoke and switch), so a change made here is seen by the next request. A load that raced a
 * write is not stored: its answer may predate the write.
 *
 * @example
 * const cache = createAuthContextCache(db, { ttlMs: 2_000 });
 * database.onWrite(AUTH_TABLES, () => cache.clear());
 */
export function createAuthContextCache(
  db: Database,
  options: AuthContextCacheOptions = {},
): AuthContextCache {
  const ttlMs = options.ttlMs ?? AUTH_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, { value: AccessSession | null; until: number }>();
  // Bumped by every clear: a load that started before it must not store its answer.
  let generation = 0;

  return {
    async byAccessToken(token) {
      if (!token || ttlMs <= 0) return loadAccessSession(db, token);
      const key = hashToken(token);
      const at = performance.now();
      const cached = entries.get(key);
      if (cached && cached.until > at) return cached.value;
      const started = generation;
      const value = await loadAccessSession(db, token);
      if (started === generation) {
        if (entries.size >= maxEntries) entries.clear();
        // An unknown token is not kept: random guesses must not fill the cache.
        if (value) entries.set(key, { value, until: at + ttlMs });
        else entries.delete(key);
      }
      return value;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}
