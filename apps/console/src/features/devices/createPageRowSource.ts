import type { RowId, RowSource, RowSourceSnapshot } from '@netfleet/ui-kit/data-grid';

/** A {@link RowSource} over rows that are already loaded, replaced from outside. */
export interface PageRowSource<TRow> extends RowSource<TRow> {
  /**
   * The rows to show (`null` while the first page is on its way), and whether the last request
   * failed. The same array again changes nothing, so calling it on every render is cheap.
   */
  setRows(rows: readonly TRow[] | null, failed: boolean): void;
}

/**
 * The virtualized grid's row source for one server page of the devices list: the page (up to
 * 1000 rows) comes whole from the list query, so the grid only virtualizes what it renders.
 * The rows live in the query cache; a live update changes the cache and arrives here as a new
 * array, and only the rows whose objects changed render again.
 */
export function createPageRowSource<TRow>(
  getRowId: (row: TRow) => RowId,
  onRetry: () => void,
): PageRowSource<TRow> {
  let rows: readonly TRow[] | null = null;
  let failed = false;
  let ids = new Map<string, number>();
  let version = 0;
  let snapshot: RowSourceSnapshot = makeSnapshot();
  const listeners = new Set<() => void>();

  function makeSnapshot(): RowSourceSnapshot {
    return {
      version,
      total: rows === null ? null : rows.length,
      status: failed && rows === null ? 'error' : rows === null ? 'loading' : 'ready',
      error: failed ? new Error('Page request failed') : null,
      pending: 0,
    };
  }

  function emit() {
    version += 1;
    snapshot = makeSnapshot();
    for (const listener of [...listeners]) listener();
  }

  return {
    get pageSize() {
      return Math.max(1, rows?.length ?? 1);
    },
    setRows(next, nextFailed) {
      if (next === rows && nextFailed === failed) return;
      rows = next;
      failed = nextFailed;
      ids = new Map((next ?? []).map((row, index) => [String(getRowId(row)), index]));
      emit();
    },
    getRow: (index) => rows?.[index],
    indexOf: (id) => ids.get(String(id)),
    getRowId,
    // Every row of the page is here already.
    ensureRange() {},
    updateRow(id, next) {
      const index = ids.get(String(id));
      if (rows === null || index === undefined) return false;
      const current = rows[index] as TRow;
      const row = typeof next === 'function' ? (next as (row: TRow) => TRow)(current) : next;
      if (row === current) return true;
      const copy = rows.slice();
      copy[index] = row;
      rows = copy;
      emit();
      return true;
    },
    reset: onRetry,
    refresh: onRetry,
    retry: onRetry,
    cancel() {},
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
  };
}
