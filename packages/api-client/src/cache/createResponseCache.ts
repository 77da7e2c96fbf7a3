export interface ResponseCacheOptions {
  /** How long an answer is served from the cache, in ms. */
  ttl: number;
  /** Most entries kept; the least recently used one goes first. */
  max: number;
  /** A forced reload within this many ms of the last load reuses it. Defaults to `1000`. */
  throttle?: number;
  now?: () => number;
}

/** Cache of request results by key, with in-flight deduplication. */
export interface ResponseCache {
  /**
   * The cached value of `key` while fresh, else the result of `load()`. Concurrent calls
   * for one key share one load. `force` skips the TTL but not the throttle.
   */
  get<T>(key: string, load: () => Promise<T>, options?: { force?: boolean }): Promise<T>;
  /** Forgets one key, or everything. */
  clear(key?: string): void;
  readonly size: number;
}

/** Spec §9: notifications and credits. */
export const SHORT_CACHE = { ttl: 10_000, max: 10 } as const;
/** Spec §9: the default request cache. */
export const DEFAULT_CACHE = { ttl: 5 * 60_000, max: 100 } as const;
/** Spec §9: the throttle threshold. */
export const THROTTLE_MS = 1_000;

interface Entry {
  promise: Promise<unknown>;
  loadedAt: number;
}

/**
 * Creates a TTL + LRU cache (a `Map` keeps insertion order, so re-inserting on use makes
 * the first key the least recently used one). Failed loads are not cached.
 */
export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const now = options.now ?? Date.now;
  const throttle = options.throttle ?? THROTTLE_MS;
  const entries = new Map<string, Entry>();

  return {
    get<T>(key: string, load: () => Promise<T>, { force = false } = {}): Promise<T> {
      const entry = entries.get(key);
      const age = entry ? now() - entry.loadedAt : Number.POSITIVE_INFINITY;
      if (entry && (age < throttle || (!force && age < options.ttl))) {
        entries.delete(key);
        entries.set(key, entry);
        return entry.promise as Promise<T>;
      }
      const promise = load();
      const fresh: Entry = { promise, loadedAt: now() };
      entries.delete(key);
      entries.set(key, fresh);
      while (entries.size > options.max) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
      promise.catch(() => {
        if (entries.get(key) === fresh) entries.delete(key);
      });
      return promise;
    },
    clear(key) {
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
