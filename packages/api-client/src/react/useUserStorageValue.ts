import { useCallback, useSyncExternalStore } from 'react';
import type { UserStorage } from '../storage/createUserStorage.js';

/**
 * One per-user storage value and its setter. The value changes only after the server
 * accepted the write; a failed write rejects and leaves the value as it was.
 */
export function useUserStorageValue(
  storage: UserStorage,
  key: string,
): [value: string | undefined, setValue: (value: string) => Promise<void>] {
  const value = useSyncExternalStore(
    storage.subscribe,
    () => storage.getSnapshot().get(key),
    () => undefined,
  );
  const setValue = useCallback((next: string) => storage.set(key, next), [storage, key]);
  return [value, setValue];
}
