// biome-ignore-all lint/a11y/useSemanticElements: an ARIA grid of divs; virtualized rows are absolutely positioned, which table layout cannot do.
// biome-ignore-all lint/a11y/useFocusableInteractive: grid cells and header cells are reached through their row or their own controls (one tab stop per grid).

import {
  type ColumnDef,
  type ColumnSizingState,
  type ColumnVisibilityState,
  functionalUpdate,
  type SortingState,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import {
  type CSSProperties,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Alert } from '../components/Alert.js';
import type { DataTableSort } from '../components/DataTable.js';
import { Loader } from '../components/Loader.js';
import { useUiKitTranslation } from '../i18n/useUiKitTranslation.js';
import { ColumnVisibilityMenu } from './ColumnVisibilityMenu.js';
import type { RowSource } from './createRowSource.js';
import { GridBody } from './GridBody.js';
import { GridHeader } from './GridHeader.js';
import type { GridRowLabels } from './GridRow.js';
import { type GridShellRow, gridFeatures } from './gridFeatures.js';
import {
  EMPTY_SELECTION,
  isAllSelected,
  isSelectionEmpty,
  type RowSelection,
  selectAllMatching,
  selectedCount,
  toggleRowSelection,
} from './rowSelection.js';
import type { VirtualColumn } from './VirtualColumn.js';

/** Props of {@link VirtualDataTable}. */
export interface VirtualDataTableProps<TRow> {
  /** Where rows come from: {@link createRowSource} or {@link useRowSource}. */
  source: RowSource<TRow>;
  columns: readonly VirtualColumn<TRow>[];
  /** The grid's accessible name, shown above it unless `hideCaption`. */
  caption: string;
  hideCaption?: boolean;
  /** Height of the scrolling area in pixels. Defaults to `480`. */
  height?: number;
  /** Every row has this height in pixels. Defaults to `36`. */
  rowHeight?: number;
  /** Rows rendered beyond each edge of the viewport. Defaults to `8`. */
  overscan?: number;
  /**
   * While scrolling, wait this long after the visible rows last changed before
   * fetching, so a fling past 50 pages fetches none of them. Defaults to `60`.
   */
  fetchDelayMs?: number;
  /** Controlled server-side sort. */
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  /** Controlled selection; rows get checkboxes when `onSelectionChange` is given. */
  selection?: RowSelection;
  onSelectionChange?: (selection: RowSelection) => void;
  /** Names a row in its checkbox label ("Select RUT240 #12"). Defaults to the row id. */
  getRowLabel?: (row: TRow) => string;
  /** Controlled column visibility (`{ columnId: false }` hides). Internal when omitted. */
  columnVisibility?: Record<string, boolean>;
  onColumnVisibilityChange?: (visibility: Record<string, boolean>) => void;
  /** Controlled column widths (`{ columnId: px }`). Internal when omitted. */
  columnSizing?: Record<string, number>;
  onColumnSizingChange?: (sizing: Record<string, number>) => void;
  /** Shown when the query matches no rows. Defaults to the kit's `table.noData` text. */
  emptyText?: ReactNode;
  /** Enter on a focused row (and double click). */
  onRowActivate?: (row: TRow, index: number) => void;
  /** Extra controls at the start of the toolbar (filters, bulk actions). */
  toolbar?: ReactNode;
  /**
   * Leave out the grid's own toolbar (count, select-all and clear buttons, column menu), for a
   * page that renders its own above the grid (its own count and "select all N matching" across
   * server pages, its own column preferences). The caption stays for screen readers. Defaults to `false`.
   */
  hideToolbar?: boolean;
  /**
   * The header checkbox's label while no row is selected, for a grid over one page of a longer
   * list whose checkbox selects that page (its page tells how). Defaults to "Select all N matching rows".
   */
  selectAllLabel?: string;
  /**
   * Called with the indexes of the first and last row in view (without overscan) whenever they
   * change, for live data on what is on screen. Called with `(0, -1)` when no row shows.
   */
  onVisibleRangeChange?: (start: number, end: number) => void;
  className?: string;
}

/** The table holds columns and their state; rows come from the source, by index. */
const NO_DATA: GridShellRow[] = [];
const SELECT_COLUMN_WIDTH = 44;
const RESIZE_STEP = 16;

function toSorting(sort: DataTableSort | null | undefined): SortingState {
  return sort ? [{ id: sort.id, desc: sort.desc }] : [];
}

/**
 * A virtualized, server-side data grid for lists of any length (100,000 rows and
 * more): TanStack Table holds the columns (sorting, resizing, visibility) and
 * TanStack Virtual renders only the rows in view, which the {@link RowSource}
 * fetches page by page as they scroll into view, with placeholders until they
 * arrive. Selection can be "all N matching except these". Rows update in place when
 * the source's rows change.
 *
 * Accessible as an ARIA grid: `aria-rowcount` and `aria-rowindex` give every
 * rendered row its place in the whole list; one row is in the tab order, and
 * Up/Down, Page Up/Down and Home/End move through all rows (scrolling as needed),
 * Space toggles selection and Enter activates. Checkboxes and resize handles
 * are labelled.
 *
 * Row heights are fixed (`rowHeight`). Browsers cap an element's height (about 17.9
 * million pixels in Firefox, 33.5 million in Chromium): with 36 px rows that is
 * about 500,000 rows in every browser.
 *
 * @example
 * const source = useRowSource({ fetchPage, getRowId: (d) => d.id, queryKey: [sort, search] });
 * <VirtualDataTable caption="Devices" source={source} columns={columns}
 *   sort={sort} onSortChange={setSort} selection={selection} onSelectionChange={setSelection} />
 */
export function VirtualDataTable<TRow>({
  source,
  columns,
  caption,
  hideCaption = false,
  height = 480,
  rowHeight = 36,
  overscan = 8,
  fetchDelayMs = 60,
  sort,
  onSortChange,
  selection = EMPTY_SELECTION,
  onSelectionChange,
  getRowLabel,
  columnVisibility,
  onColumnVisibilityChange,
  columnSizing,
  onColumnSizingChange,
  emptyText,
  onRowActivate,
  toolbar,
  hideToolbar = false,
  selectAllLabel,
  onVisibleRangeChange,
  className,
}: VirtualDataTableProps<TRow>) {
  const { t, language } = useUiKitTranslation();
  const captionId = useId();
  const snapshot = useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
  const total = snapshot.total;
  const count = total ?? 0;
  const selectable = onSelectionChange !== undefined;

  // ---- columns (TanStack Table) -------------------------------------------------------------------
  const columnDefs = useMemo(
    () =>
      columns.map(
        (column): ColumnDef<typeof gridFeatures, GridShellRow> => ({
          id: column.id,
          // Sorting needs an accessor; the server sorts, so its value is never read.
          accessorFn: () => null,
          header: column.header,
          size: column.size ?? 160,
          minSize: column.minSize ?? 60,
          maxSize: column.maxSize ?? 800,
          enableSorting: column.sortable ?? false,
          enableHiding: column.hideable ?? true,
          enableResizing: column.resizable ?? true,
        }),
      ),
    [columns],
  );
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);

  const [innerVisibility, setInnerVisibility] = useState<ColumnVisibilityState>({});
  const [innerSizing, setInnerSizing] = useState<ColumnSizingState>({});
  const visibilityState = columnVisibility ?? innerVisibility;
  const sizingState = columnSizing ?? innerSizing;
  const sorting = useMemo(() => toSorting(sort), [sort]);

  const table = useTable({
    features: gridFeatures,
    columns: columnDefs,
    data: NO_DATA,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    columnResizeMode: 'onChange',
    state: { sorting, columnVisibility: visibilityState, columnSizing: sizingState },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = functionalUpdate(updater, sorting)[0];
      if (next) onSortChange?.({ id: next.id, desc: next.desc });
    },
    onColumnVisibilityChange: (updater: Updater<ColumnVisibilityState>) => {
      const next = functionalUpdate(updater, visibilityState);
      if (columnVisibility === undefined) setInnerVisibility(next);
      onColumnVisibilityChange?.(next);
    },
    onColumnSizingChange: (updater: Updater<ColumnSizingState>) => {
      const next = functionalUpdate(updater, sizingState);
      if (columnSizing === undefined) setInnerSizing(next);
      onColumnSizingChange?.(next);
    },
  });

  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  // The same array while the same columns show, so that memoized rows skip unrelated renders.
  const visibleIds = headers.map((header) => header.column.id).join('\u0000');
  const visibleColumns = useMemo(
    () =>
      visibleIds
        .split('\u0000')
        .map((id) => byId.get(id))
        .filter((c): c is VirtualColumn<TRow> => !!c),
    [visibleIds, byId],
  );
  const widths = headers.map((header) => header.getSize());
  const template = [selectable ? `${SELECT_COLUMN_WIDTH}px` : '', ...widths.map((w) => `${w}px`)]
    .filter(Boolean)
    .join(' ');
  const totalWidth = widths.reduce((sum, w) => sum + w, selectable ? SELECT_COLUMN_WIDTH : 0);
  const gridStyle = {
    '--nf-grid-columns': template,
    '--nf-grid-width': `${totalWidth}px`,
    '--nf-grid-row-height': `${rowHeight}px`,
  } as CSSProperties;

  // ---- rows ---------------------------------------------------------------------------------------
  const scrollRef = useRef<HTMLDivElement>(null);

  // The first page: the body (and its virtualizer) takes over once the total is known.
  useEffect(() => {
    if (total === null && snapshot.status !== 'error') source.ensureRange(0, source.pageSize - 1);
  }, [source, total, snapshot.status]);

  // A new sort is a new list: start from its top.
  const sortKey = sort ? `${sort.id}:${sort.desc}` : '';
  const lastSortKey = useRef(sortKey);
  useEffect(() => {
    if (lastSortKey.current === sortKey) return;
    lastSortKey.current = sortKey;
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [sortKey]);

  // ---- selection -----------------------------------------------------------------------------------
  // Row callbacks stay the same functions across renders (rows are memoized) and read the latest props.
  const selectionRef = useRef(selection);
  const onSelectionRef = useRef(onSelectionChange);
  const onActivateRef = useRef(onRowActivate);
  useLayoutEffect(() => {
    selectionRef.current = selection;
    onSelectionRef.current = onSelectionChange;
    onActivateRef.current = onRowActivate;
  });

  const toggleRow = useCallback(
    (index: number) => {
      const row = source.getRow(index);
      if (row === undefined || !onSelectionRef.current) return;
      onSelectionRef.current(toggleRowSelection(selectionRef.current, source.getRowId(row)));
    },
    [source],
  );
  const activateRow = useCallback(
    (index: number) => {
      const row = source.getRow(index);
      if (row !== undefined) onActivateRef.current?.(row, index);
    },
    [source],
  );
  const rowLabels = useMemo<GridRowLabels>(
    () => ({ selectRow: (label) => t('table.selectRow', { label }), loadingRow: t('table.loadingRow') }),
    [t],
  );

  const selected = selectedCount(selection, count);
  const allSelected = isAllSelected(selection, count);
  const noneSelected = isSelectionEmpty(selection, count);
  const formattedTotal = count.toLocaleString(language);

  // ---- render --------------------------------------------------------------------------------------
  const colCount = visibleColumns.length + (selectable ? 1 : 0);
  const firstLoad = total === null;
  let state: ReactNode = null;
  if (firstLoad && snapshot.status === 'error') {
    state = (
      <Alert variant="error" title={t('table.error')}>
        <button type="button" className="nf-button" onClick={() => source.retry()}>
          {t('table.retry')}
        </button>
      </Alert>
    );
  } else if (firstLoad) {
    state = <Loader label={t('table.loading')} />;
  } else if (count === 0) {
    state = emptyText ?? t('table.noData');
  }

  const classes = ['nf-grid', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes} style={gridStyle}>
      {hideToolbar ? (
        <div id={captionId} className="nf-visually-hidden">
          {caption}
        </div>
      ) : (
        <div className="nf-grid__toolbar">
          <div id={captionId} className={hideCaption ? 'nf-visually-hidden' : 'nf-grid__caption'}>
            {caption}
          </div>
          {toolbar}
          <span className="nf-grid__count" aria-live="polite">
            {total === null
              ? ''
              : selectable && !noneSelected
                ? t('table.selected', { count: selected, total: selected.toLocaleString(language) })
                : t('table.rowCount', { count, total: formattedTotal })}
          </span>
          {selectable && !noneSelected && !allSelected && count > 0 ? (
            <button
              type="button"
              className="nf-button nf-grid__select-all"
              onClick={() => onSelectionChange?.(selectAllMatching())}
            >
              {t('table.selectAllMatching', { count, total: formattedTotal })}
            </button>
          ) : null}
          {selectable && !noneSelected ? (
            <button type="button" className="nf-button" onClick={() => onSelectionChange?.(EMPTY_SELECTION)}>
              {t('table.clearSelection')}
            </button>
          ) : null}
          <ColumnVisibilityMenu table={table} label={t('table.columns')} />
        </div>
      )}
      {snapshot.status === 'error' && !firstLoad ? (
        <Alert variant="error" title={t('table.error')}>
          <button type="button" className="nf-button" onClick={() => source.retry()}>
            {t('table.retry')}
          </button>
        </Alert>
      ) : null}
      <div ref={scrollRef} className="nf-grid__scroll" style={{ height }}>
        <div
          role="grid"
          aria-labelledby={captionId}
          aria-rowcount={total === null ? -1 : count + 1}
          aria-colcount={colCount}
          aria-multiselectable={selectable || undefined}
          aria-busy={snapshot.pending > 0 || undefined}
          className="nf-grid__table"
        >
          <GridHeader
            headers={headers}
            columns={byId}
            selectable={selectable}
            allSelected={allSelected}
            someSelected={!noneSelected && !allSelected}
            selectAllLabel={
              allSelected || !noneSelected
                ? t('table.clearSelection')
                : (selectAllLabel ?? t('table.selectAllMatching', { count, total: formattedTotal }))
            }
            onSelectAll={() => onSelectionChange?.(noneSelected ? selectAllMatching() : EMPTY_SELECTION)}
            resizeLabel={(column) => t('table.resizeColumn', { column })}
            resizeStep={RESIZE_STEP}
            disabled={count === 0}
          />
          {state ? (
            <div role="rowgroup" className="nf-grid__body">
              <div role="row" aria-rowindex={2} className="nf-grid__state">
                <div role="gridcell" aria-colspan={colCount}>
                  {state}
                </div>
              </div>
            </div>
          ) : (
            <GridBody
              source={source}
              count={count}
              version={snapshot.version}
              known={total !== null}
              columns={visibleColumns}
              columnsTemplate={template}
              scrollRef={scrollRef}
              height={height}
              rowHeight={rowHeight}
              overscan={overscan}
              fetchDelayMs={fetchDelayMs}
              selectable={selectable}
              selection={selection}
              getRowLabel={getRowLabel}
              labels={rowLabels}
              onToggle={toggleRow}
              onActivate={activateRow}
              resetKey={sortKey}
              onVisibleRangeChange={onVisibleRangeChange}
            />
          )}
        </div>
      </div>
    </div>
  );
}

export type { VirtualColumn };
