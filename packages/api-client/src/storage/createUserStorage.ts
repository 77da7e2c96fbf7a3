import { StorageListResponseSchema } from '@netfleet/contracts';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { toApiError } from '../errors/toApiError.js';

/** Page size of the storage list (spec §9). */
export const STORAGE_PAGE_SIZE = 100;

/**
 * Per-user storage (spec §4, §7): key/value settings kept on the server and mirrored in
 * a local map. Reads are local; writes go to the server first and change the map only
 * when the server accepted them.
 */
export interface UserStorage {
  /** Loads `GET /storage?limit=100` into the map. A failed load is swallowed (spec §8). */
  load(): Promise<void>;
  get(key: string): string | undefined;
  /** `POST /storage` for a new key, `PUT /storage/{key}` for one held locally. */
  set(key: string, value: string): Promise<void>;
  /** Removes the key locally, then `DELETE /storage/{key}`; restores it if that fails. */
  remove(key: string): Promise<void>;
  /** For `useSyncExternalStore`. */
  subscribe(listener: () => void): () => void;
  getSnapshot(): ReadonlyMap<string, string>;
}

/**
 * Creates the per-user storage over the client's ky instance.
 *
 * @example
 * const storage = createUserStorage(client.http);
 * await storage.load();
 * await storage.set('devices.columns', JSON.stringify(['name', 'status']));
 */
export function createUserStorage(http: KyInstance): UserStorage {
  let map: ReadonlyMap<string, string> = new Map();
  const listeners = new Set<() => void>();
  const replace = (next: Map<string, string>) => {
    map = next;
    for (const listener of [...listeners]) listener();
  };
  const path = (key: string) => `storage/${encodeURIComponent(key)}`;

  return {
    async load() {
      try {
        const body = await http
          .get('storage', { searchParams: { limit: STORAGE_PAGE_SIZE }, context: { skipCancel: true } })
          .json();
        const parsed = v.parse(StorageListResponseSchema, body);
        replace(new Map(parsed.data.map((entry) => [entry.key, entry.value])));
      } catch {
        // Spec §8: a failed storage load is swallowed; the app starts with defaults.
      }
    },
    get(key) {
      return map.get(key);
    },
    async set(key, value) {
      const failure = `Failed to save setting ${key}`;
      try {
        if (map.has(key)) await http.put(path(key), { json: { value }, context: { failure } });
        else await http.post('storage', { json: { key, value }, context: { failure } });
      } catch (error) {
        throw toApiError(error, failure);
      }
      replace(new Map(map).set(key, value));
    },
    async remove(key) {
      const previous = map.get(key);
      if (previous === undefined) return;
      const next = new Map(map);
      next.delete(key);
      replace(next);
      const failure = `Failed to remove setting ${key}`;
      try {
        await http.delete(path(key), { context: { failure } });
      } catch (error) {
        // Put it back: the server still holds it, and the user's setting must not vanish.
        replace(new Map(map).set(key, previous));
        throw toApiError(error, failure);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot() {
      return map;
    },
  };
}
