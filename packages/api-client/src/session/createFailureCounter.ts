/** Failures of one call in a row before the maintenance screen (spec §9). */
export const MAX_FAILED_ATTEMPTS = 3;

/** Counts failures of one call across reloads of the tab (session storage). */
export interface FailureCounter {
  /** Records a failure; true when it reached the limit (the counter then resets). */
  fail(): boolean;
  /** Clears the count after a success. */
  reset(): void;
  readonly count: number;
}

/**
 * Creates a counter kept in `storage` under `key`: a reload after a failed start keeps
 * counting, so three failed start-ups in a row lead to the maintenance screen.
 */
export function createFailureCounter(
  key: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
  limit = MAX_FAILED_ATTEMPTS,
): FailureCounter {
  let memory = 0;
  const read = () => (storage ? Number(storage.getItem(key) ?? 0) || 0 : memory);
  const write = (value: number) => {
    if (!storage) memory = value;
    else if (value === 0) storage.removeItem(key);
    else storage.setItem(key, String(value));
  };
  return {
    fail() {
      const next = read() + 1;
      if (next >= limit) {
        write(0);
        return true;
      }
      write(next);
      return false;
    },
    reset() {
      write(0);
    },
    get count() {
      return read();
    },
  };
}
