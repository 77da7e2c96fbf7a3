import type { UserStorage } from '@netfleet/api-client';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { parseTablePreferences, type TablePreferences, tablePreferencesKey } from './tablePreferences.js';

/** A table's preferences and the function that saves a change of them. */
export interface TablePreferencesState {
  preferences: TablePreferences;
  /** Merges the change into the preferences and stores them (`POST`/`PUT /storage`); rejects when the server refused. */
  save: (change: TablePreferences) => Promise<void>;
}

interface PendingWrite {
  value: string;
  done: Promise<void>;
}

// Writes on their way, per storage and key: a second change made before the first was stored
// builds on the first (quick clicks in the column menu), and the writes reach the server in order.
const pendingWrites = new WeakMap<UserStorage, Map<string, PendingWrite>>();

function pendingOf(storage: UserStorage): Map<string, PendingWrite> {
  let pending = pendingWrites.get(storage);
  if (!pending) {
    pending = new Map();
    pendingWrites.set(storage, pending);
  }
  return pending;
}

/**
 * The user's preferences for a table (`table:{tableId}` in the per-user storage). A change
 * shows at once and is stored behind the scenes; if the server refuses it, the table goes back
 * to what is stored (and `save` rejects, for a toast).
 *
 * @example
 * const { preferences, save } = useTablePreferences('devices');
 * const columns = visibleColumns(allColumns, preferences);
 */
export function useTablePreferences(tableId: string): TablePreferencesState {
  const { storage } = useConsole();
  const key = tablePreferencesKey(tableId);
  const stored = useSyncExternalStore(
    storage.subscribe,
    () => storage.get(key),
    () => storage.get(key),
  );
  // Re-renders while a write is on its way, so the change shows before the server answered.
  const [, setWriting] = useState(0);
  const raw = pendingOf(storage).get(key)?.value ?? stored;
  const preferences = useMemo(() => parseTablePreferences(raw), [raw]);
  const save = useCallback(
    (change: TablePreferences) => {
      const pending = pendingOf(storage);
      const before = pending.get(key);
      const value = JSON.stringify({
        ...parseTablePreferences(before?.value ?? storage.get(key)),
        ...change,
      });
      const done = (before?.done ?? Promise.resolve()).catch(() => {}).then(() => storage.set(key, value));
      const entry = { value, done };
      pending.set(key, entry);
      setWriting((count) => count + 1);
      return done.finally(() => {
        if (pending.get(key) === entry) pending.delete(key);
        setWriting((count) => count + 1);
      });
    },
    [storage, key],
  );
  return { preferences, save };
}
