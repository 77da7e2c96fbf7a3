import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createRowSource, type RowSource, type RowSourceOptions } from './createRowSource.js';

/** Options of {@link useRowSource}. */
export interface UseRowSourceOptions<TRow> extends RowSourceOptions<TRow> {
  /**
   * What the rows depend on (sort, filters, search). When its JSON changes the
   * cached rows are dropped and pages are fetched again with the latest `fetchPage`.
   */
  queryKey?: unknown;
}

/**
 * A {@link RowSource} kept for the component's lifetime. `fetchPage` and `getRowId`
 * may be new functions on every render; a new `queryKey` refetches. Requests on
 * their way are aborted on unmount.
 *
 * @example
 * const source = useRowSource({
 *   fetchPage: (offset, limit, { signal }) => fetchDevices({ offset, limit, sort }, signal),
 *   getRowId: (device) => device.id,
 *   queryKey: sort,
 * });
 */
export function useRowSource<TRow>(options: UseRowSourceOptions<TRow>): RowSource<TRow> {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [source] = useState(() =>
    createRowSource<TRow>({
      pageSize: options.pageSize,
      maxCachedPages: options.maxCachedPages,
      fetchPage: (offset, limit, context) => latest.current.fetchPage(offset, limit, context),
      getRowId: (row) => latest.current.getRowId(row),
    }),
  );
  const key = JSON.stringify(options.queryKey ?? null);
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    source.refresh();
  }, [key, source]);
  useEffect(() => () => source.cancel(), [source]);
  return source;
}
