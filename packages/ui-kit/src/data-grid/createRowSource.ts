/** A row's identity. Compared as a string (`1` and `'1'` are the same row). */
export type RowId = string | number;

/** One page of rows and the number of rows matching the query. */
export interface PageResult<TRow> {
  rows: readonly TRow[];
  /** All rows matching the query, not just this page's. */
  total: number;
}

/** What a page request may use besides its position. */
export interface FetchPageContext {
  /** Aborted when the rows are reset (new sort or filter) before the page arrives. */
  signal: AbortSignal;
}

/**
 * Loads `limit` rows starting at row `offset` (counted from 0) of the current
 * query, sorted and filtered on the server. A TanStack Query `fetchQuery` or
 * `ensureQueryData` with a key per page fits here.
 */
export type FetchPage<TRow> = (
  offset: number,
  limit: number,
  context: FetchPageContext,
) => Promise<PageResult<TRow>>;

/** Options of {@link createRowSource}. */
export interface RowSourceOptions<TRow> {
  fetchPage: FetchPage<TRow>;
  getRowId: (row: TRow) => RowId;
  /** Rows per request. Defaults to `100`. */
  pageSize?: number;
  /** Pages kept in memory; the ones used longest ago go first. Defaults to `50`. */
  maxCachedPages?: number;
}

/** `loading`: the first page is on its way; `error`: the last request failed. */
export type RowSourceStatus = 'loading' | 'ready' | 'error';

/** The state a table renders from. A new object on every change. */
export interface RowSourceSnapshot {
  /** Grows on every change of the rows. */
  readonly version: number;
  /** Rows matching the query; `null` until the first page arrives. */
  readonly total: number | null;
  readonly status: RowSourceStatus;
  readonly error: unknown;
  /** Pages being fetched. */
  readonly pending: number;
}

/** Rows of a server-side list, fetched page by page as they are needed and cached. */
export interface RowSource<TRow> {
  readonly pageSize: number;
  /** The row at an index, or `undefined` while its page is not loaded. */
  getRow(index: number): TRow | undefined;
  /** The index of a loaded row, by id. */
  indexOf(id: RowId): number | undefined;
  getRowId(row: TRow): RowId;
  /** Fetches the pages of rows `start` to `end` (inclusive) that are neither loaded nor on their way. */
  ensureRange(start: number, end: number): void;
  /**
   * Replaces a loaded row in place (live data: a device went online), by id, without
   * fetching. Returns `false` when the row is not loaded (nothing to update).
   */
  updateRow(id: RowId, next: TRow | ((row: TRow) => TRow)): boolean;
  /** Forgets every row and the total, and fetches again (a new filter). */
  reset(): void;
  /** Forgets every row but keeps the total, so placeholders stay in place while pages reload (a new sort). */
  refresh(): void;
  /** Fetches the pages that failed, and the last requested range. */
  retry(): void;
  /** Aborts the requests on their way. */
  cancel(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): RowSourceSnapshot;
}

interface Page<TRow> {
  rows: TRow[];
  used: number;
}

/**
 * A React-free cache of a server-side list for a virtualized table: pages are
 * fetched only when rows in them are asked for (`ensureRange`), at most once at a
 * time, never all at once; pages far from use are dropped past `maxCachedPages`;
 * responses of an older query (before `reset`/`refresh`) are ignored; rows can be
 * updated in place by id.
 *
 * @example
 * const source = createRowSource({
 *   fetchPage: (offset, limit, { signal }) => api.devices({ offset, limit, sort }, { signal }),
 *   getRowId: (device) => device.id,
 * });
 * socket.on('device-status', (d) => source.updateRow(d.id, (row) => ({ ...row, status: d.status })));
 */
export function createRowSource<TRow>(options: RowSourceOptions<TRow>): RowSource<TRow> {
  const pageSize = Math.max(1, Math.floor(options.pageSize ?? 100));
  const maxCachedPages = Math.max(1, options.maxCachedPages ?? 50);
  const { getRowId } = options;

  const pages = new Map<number, Page<TRow>>();
  const inflight = new Map<number, AbortController>();
  const failed = new Set<number>();
  const ids = new Map<string, number>();
  const listeners = new Set<() => void>();
  let total: number | null = null;
  let error: unknown = null;
  let generation = 0;
  let clock = 0;
  let version = 0;
  let range: [number, number] = [0, pageSize - 1];
  let snapshot = makeSnapshot();

  function makeSnapshot(): RowSourceSnapshot {
    const status: RowSourceStatus =
      error !== null ? 'error' : total === null && inflight.size > 0 ? 'loading' : 'ready';
    return { version, total, status, error, pending: inflight.size };
  }

  function emit(rowsChanged: boolean) {
    if (rowsChanged) version += 1;
    snapshot = makeSnapshot();
    for (const listener of [...listeners]) listener();
  }

  function forgetPage(index: number) {
    const page = pages.get(index);
    if (!page) return;
    for (const row of page.rows) {
      const key = String(getRowId(row));
      if (ids.get(key) !== undefined && Math.floor((ids.get(key) as number) / pageSize) === index)
        ids.delete(key);
    }
    pages.delete(index);
  }

  function pagesOf(start: number, end: number): [number, number] {
    return [Math.floor(start / pageSize), Math.floor(Math.max(start, end) / pageSize)];
  }

  function evict() {
    if (pages.size <= maxCachedPages) return;
    const [first, last] = pagesOf(range[0], range[1]);
    const candidates = [...pages.entries()]
      .filter(([index]) => index < first || index > last)
      .sort((a, b) => a[1].used - b[1].used);
    for (const [index] of candidates) {
      if (pages.size <= maxCachedPages) break;
      forgetPage(index);
    }
  }

  function load(index: number) {
    const started = generation;
    const controller = new AbortController();
    inflight.set(index, controller);
    let request: Promise<PageResult<TRow>>;
    try {
      request = options.fetchPage(index * pageSize, pageSize, { signal: controller.signal });
    } catch (thrown) {
      request = Promise.reject(thrown);
    }
    request.then(
      (result) => {
        if (started !== generation) return;
        inflight.delete(index);
        forgetPage(index);
        const rows = result.rows.slice(0, pageSize);
        pages.set(index, { rows, used: ++clock });
        rows.forEach((row, offset) => {
          ids.set(String(getRowId(row)), index * pageSize + offset);
        });
        total = Math.max(0, result.total);
        // The list shrank: rows past its end are gone.
        for (const pageIndex of [...pages.keys()]) if (pageIndex * pageSize >= total) forgetPage(pageIndex);
        failed.delete(index);
        if (failed.size === 0) error = null;
        evict();
        emit(true);
      },
      (reason: unknown) => {
        if (started !== generation) return;
        inflight.delete(index);
        if (!controller.signal.aborted) {
          failed.add(index);
          error = reason ?? new Error('Page request failed');
        }
        emit(false);
      },
    );
  }

  function ensureRange(start: number, end: number) {
    range = [Math.max(0, start), Math.max(0, end)];
    let [from, to] = range;
    if (total !== null) {
      if (total === 0) return;
      to = Math.min(to, total - 1);
      from = Math.min(from, to);
    }
    const [first, last] = pagesOf(from, to);
    let started = false;
    for (let index = first; index <= last; index += 1) {
      const page = pages.get(index);
      if (page) page.used = ++clock;
      else if (!inflight.has(index) && !failed.has(index)) {
        load(index);
        started = true;
      }
    }
    if (started) emit(false);
  }

  function clear(keepTotal: boolean) {
    generation += 1;
    for (const controller of inflight.values()) controller.abort();
    inflight.clear();
    pages.clear();
    ids.clear();
    failed.clear();
    error = null;
    if (!keepTotal) total = null;
    emit(true);
    ensureRange(range[0], range[1]);
  }

  return {
    pageSize,
    getRow(index) {
      return pages.get(Math.floor(index / pageSize))?.rows[index % pageSize];
    },
    indexOf: (id) => ids.get(String(id)),
    getRowId,
    ensureRange,
    updateRow(id, next) {
      const index = ids.get(String(id));
      if (index === undefined) return false;
      const page = pages.get(Math.floor(index / pageSize));
      const current = page?.rows[index % pageSize];
      if (!page || current === undefined) return false;
      const row = typeof next === 'function' ? (next as (row: TRow) => TRow)(current) : next;
      if (row === current) return true;
      const rows = page.rows.slice();
      rows[index % pageSize] = row;
      page.rows = rows;
      const newId = String(getRowId(row));
      if (newId !== String(id)) {
        ids.delete(String(id));
        ids.set(newId, index);
      }
      emit(true);
      return true;
    },
    reset: () => clear(false),
    refresh: () => clear(true),
    retry() {
      failed.clear();
      error = null;
      emit(false);
      ensureRange(range[0], range[1]);
    },
    cancel() {
      generation += 1;
      for (const controller of inflight.values()) controller.abort();
      inflight.clear();
      emit(false);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
  };
}
