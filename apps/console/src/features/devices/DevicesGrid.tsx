import type { ListResponse } from '@netfleet/contracts';
import { hrefFor } from '@netfleet/permissions';
import { type DataTableSort, Loader } from '@netfleet/ui-kit';
import {
  type RowSelection,
  selectAllMatching,
  selectRows,
  type VirtualColumn,
  VirtualDataTable,
} from '@netfleet/ui-kit/data-grid';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useReleaseFirstView } from '../../firstView/releaseFirstView.js';
import { createPageRowSource } from './createPageRowSource.js';
import type { DeviceRow } from './deviceRow.js';
import { LIVE_WATCH_DEBOUNCE_MS, useLiveDevices } from './live/useLiveDevices.js';
import { useAfterFirstRows } from './useAfterFirstRows.js';

const ROW_HEIGHT = 40;

/** Props of {@link DevicesGrid}. */
export interface DevicesGridProps {
  /** The page's list query (the same the page reads the meta of). */
  // biome-ignore lint/suspicious/noExplicitAny: the query key's exact tuple type does not matter here
  options: UseQueryOptions<ListResponse<DeviceRow>, Error, ListResponse<DeviceRow>, any>;
  caption: string;
  loadingLabel: string;
  /** The header checkbox's label: it selects the `count` rows of this page, not every match. */
  selectPageLabel: (count: number) => string;
  /** Shown when the page has no rows. */
  empty: ReactNode;
  columns: readonly VirtualColumn<DeviceRow>[];
  height: number;
  sort: DataTableSort | null;
  onSortChange: (sort: DataTableSort) => void;
  /** Ticked rows (ids as strings), on this page and others. */
  picked: ReadonlySet<string>;
  /** Every device matching the filters is selected. */
  allMatching: boolean;
  /** The ticked rows after a change on this page ("all matching" ends). */
  onPickedChange: (picked: ReadonlySet<string>) => void;
}

/**
 * The devices page's grid: the rows of the page's query in the virtualized grid, the
 * selection of this page's rows, and the live feed of the rows on screen. Its own component
 * so that a live change of a row re-renders the grid alone, not the page around it.
 */
export function DevicesGrid({
  options,
  caption,
  loadingLabel,
  selectPageLabel,
  empty,
  columns,
  height,
  sort,
  onSortChange,
  picked,
  allMatching,
  onPickedChange,
}: DevicesGridProps) {
  const router = useRouter();
  const query = useQuery(options);
  const rows = (query.data?.data ?? null) as DeviceRow[] | null;
  const refetch = query.refetch;
  const [source] = useState(() => {
    const created = createPageRowSource<DeviceRow>(
      (row) => row.id,
      () => void refetch(),
    );
    // The rows the cache holds already (the route's loader fetched them) are in the grid's first
    // render. Set in the layout effect below only, they reached the grid a frame later: its store
    // subscription starts in a passive effect, after the empty grid was painted (~250 ms at 1× CPU).
    created.setRows(rows, query.isError);
    return created;
  });
  useLayoutEffect(() => {
    source.setRows(rows, query.isError);
  }, [source, rows, query.isError]);

  // ---- selection of this page's rows ------------------------------------------------------------
  const pageIds = useMemo(() => (rows ?? []).map((row) => String(row.id)), [rows]);
  const pageIdsKey = pageIds.join(',');
  // The same object while the same rows are ticked: a live change of a row does not re-render the others.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the ids, not the rows' objects
  const selection: RowSelection = useMemo(
    () => (allMatching ? selectAllMatching() : selectRows(pageIds.filter((id) => picked.has(id)))),
    [allMatching, pageIdsKey, picked],
  );
  // Read through a ref: the callback keeps its identity, so the memoized grid below stays as it is.
  const latest = useRef({ pageIds, picked, allMatching, onPickedChange });
  latest.current = { pageIds, picked, allMatching, onPickedChange };
  const onSelectionChange = useCallback((next: RowSelection) => {
    const { pageIds, picked, allMatching, onPickedChange } = latest.current;
    const onPage =
      next.mode === 'all'
        ? pageIds.filter((id) => !next.except.has(id))
        : pageIds.filter((id) => next.ids.has(id));
    const pageSet = new Set(pageIds);
    const merged = new Set(allMatching ? [] : [...picked].filter((id) => !pageSet.has(id)));
    for (const id of onPage) merged.add(id);
    onPickedChange(merged);
  }, []);
  const onRowActivate = useCallback(
    (device: DeviceRow) => void router.navigate({ href: hrefFor('device.info', { id: device.id }) }),
    [router],
  );
  const busy = query.isPlaceholderData || query.isFetching;

  // ---- live status of the rows on screen --------------------------------------------------------
  // The range goes to state only once scrolling pauses: the live feed waits for the scroll to
  // settle anyway, and a state change per scrolled row would cost frames.
  const [range, setRange] = useState<[number, number]>([0, -1]);
  const rangeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const visibleIds = useMemo(
    () =>
      pageIdsKey
        .split(',')
        .slice(range[0], range[1] + 1)
        .filter(Boolean)
        .map(Number),
    [pageIdsKey, range],
  );
  const liveInView = useLiveDevices(visibleIds, useAfterFirstRows(rows !== null));
  const onVisibleRangeChange = useCallback(
    (start: number, end: number) => {
      // Meanwhile, the rows that scrolled away take no more changes: one would re-render the grid
      // in the middle of the scroll for a row nobody sees.
      liveInView(latest.current.pageIds.slice(start, end + 1).map(Number));
      if (rangeTimer.current !== null) clearTimeout(rangeTimer.current);
      rangeTimer.current = setTimeout(() => {
        rangeTimer.current = null;
        setRange((previous) => (previous[0] === start && previous[1] === end ? previous : [start, end]));
      }, LIVE_WATCH_DEBOUNCE_MS);
    },
    [liveInView],
  );
  useEffect(
    () => () => {
      if (rangeTimer.current !== null) clearTimeout(rangeTimer.current);
    },
    [],
  );
  // The server's first view of this page (src/firstView) gives way to the rows, or to the error.
  useReleaseFirstView(rows !== null || query.isError);

  // A live change of rows re-renders this component (the query's data changed); the grid
  // follows its row source by itself, so its element stays the same unless its props change.
  const grid = useMemo(
    () => (
      <VirtualDataTable
        caption={caption}
        hideToolbar
        selectAllLabel={selectPageLabel(pageIds.length)}
        source={source}
        columns={columns}
        height={height}
        rowHeight={ROW_HEIGHT}
        sort={sort}
        onSortChange={onSortChange}
        selection={selection}
        onSelectionChange={onSelectionChange}
        getRowLabel={getRowLabel}
        onRowActivate={onRowActivate}
        onVisibleRangeChange={onVisibleRangeChange}
        className={busy ? 'devices-grid devices-grid--busy' : 'devices-grid'}
      />
    ),
    [
      caption,
      selectPageLabel,
      pageIds.length,
      source,
      columns,
      height,
      sort,
      onSortChange,
      selection,
      onSelectionChange,
      onRowActivate,
      onVisibleRangeChange,
      busy,
    ],
  );
  if (query.isPending) return <Loader label={loadingLabel} />;
  if (rows === null) return null;
  if (rows.length === 0 && !query.isPlaceholderData) return empty;
  return grid;
}

const getRowLabel = (device: DeviceRow) => device.name;
