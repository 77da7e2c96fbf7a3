// biome-ignore-all lint/a11y/useSemanticElements: an ARIA grid of divs; virtualized rows are absolutely positioned, which table layout cannot do.
// biome-ignore-all lint/a11y/useFocusableInteractive: grid cells and header cells are reached through their row or their own controls (one tab stop per grid).
import { defaultRangeExtractor, type Range, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  type FocusEvent,
  type KeyboardEvent,
  memo,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { RowSource } from './createRowSource.js';
import { GridRow, type GridRowLabels } from './GridRow.js';
import { isRowSelected, type RowSelection } from './rowSelection.js';
import { useCellClips } from './useCellClips.js';
import { useFlingRows } from './useFlingRows.js';
import type { VirtualColumn } from './VirtualColumn.js';

/** Props of the grid's virtualized body. Everything must keep its identity between renders. */
export interface GridBodyProps<TRow> {
  source: RowSource<TRow>;
  /** Rows in the list (0 while unknown). */
  count: number;
  /** The source's version: rows changed. */
  version: number;
  /** `false` until the first page arrived. */
  known: boolean;
  columns: readonly VirtualColumn<TRow>[];
  /** The columns' widths (the grid's template): cells are measured again when it changes. */
  columnsTemplate: string;
  scrollRef: RefObject<HTMLDivElement | null>;
  height: number;
  rowHeight: number;
  overscan: number;
  fetchDelayMs: number;
  selectable: boolean;
  selection: RowSelection;
  getRowLabel: ((row: TRow) => string) | undefined;
  labels: GridRowLabels;
  onToggle: (index: number) => void;
  onActivate: (index: number) => void;
  /** A new value (a new sort) moves focus back to the first row. */
  resetKey: string;
  /** The rows in view changed (first and last index, no overscan). */
  onVisibleRangeChange?: ((start: number, end: number) => void) | undefined;
}

/** How far Left and Right on a focused row scroll a grid wider than its box, in pixels. */
const HORIZONTAL_STEP = 120;

/** Rows kept rendered behind a scroll in progress (the overscan goes ahead of it). */
const BEHIND_SCROLL = 1;

/** Longest wait for a fetch while the user keeps scrolling slowly. */
const MAX_FETCH_WAIT_MS = 250;

function GridBodyImpl<TRow>({
  source,
  count,
  version,
  known,
  columns,
  columnsTemplate,
  scrollRef,
  height,
  rowHeight,
  overscan,
  fetchDelayMs,
  selectable,
  selection,
  getRowLabel,
  labels,
  onToggle,
  onActivate,
  resetKey,
  onVisibleRangeChange,
}: GridBodyProps<TRow>) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const [focusedIndex, setFocusedIndex] = useState(0);
  const focusTarget = Math.min(focusedIndex, Math.max(0, count - 1));
  const moveFocus = useRef(false);
  // Rendered without a window: a server's first view of the page, which never scrolls or measures.
  const inBrowser = typeof window !== 'undefined';
  useCellClips(bodyRef, columnsTemplate);
  const fling = useFlingRows(height);

  // While the user scrolls, the overscan goes ahead of the scroll only: rows behind it are
  // never seen, and every row rendered costs each frame of the scroll its paint and layers.
  // (The virtualizer is one object for the component's life: its direction is the scroll's
  // that caused this render.)
  const virtualizerRef = useRef<Virtualizer<HTMLDivElement, Element> | null>(null);
  const direction = virtualizerRef.current?.scrollDirection ?? null;
  const rangeExtractor = useCallback(
    (range: Range) => {
      // The default extractor clamps the range to the list.
      const indexes = defaultRangeExtractor({
        ...range,
        overscan: 0,
        startIndex: range.startIndex - (direction === 'forward' ? BEHIND_SCROLL : range.overscan),
        endIndex: range.endIndex + (direction === 'backward' ? BEHIND_SCROLL : range.overscan),
      });
      // Keep the row in the tab order rendered, wherever the viewport is.
      if (range.count > 0 && !indexes.includes(focusTarget)) {
        indexes.push(focusTarget);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [focusTarget, direction],
  );

  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    // Without a window the grid never scrolls: rows past the view would only be more markup to
    // send, parse and paint.
    overscan: inBrowser ? overscan : 0,
    rangeExtractor,
    // The sticky header sits inside the scroll element, above the rows.
    scrollPaddingStart: rowHeight,
    // Rendering inside React's own scheduling avoids flushSync during commits (React 19 warns about it).
    useFlushSync: false,
    // The scroll area's height is known (a prop): the first render already holds the rows in
    // view, instead of an empty body until the element is measured a frame later.
    initialRect: { width: 0, height },
    onChange: fling.track,
  });
  virtualizerRef.current = virtualizer;
  const items = virtualizer.getVirtualItems();
  const visibleStart = virtualizer.range?.startIndex ?? 0;
  const visibleEnd = virtualizer.range?.endIndex ?? -1;
  const scrolling = virtualizer.isScrolling;
  fling.rowsOfRender(
    items.map((item) => item.index),
    visibleStart,
    visibleEnd,
  );

  // Fetch the pages around the viewport: at once when still; while scrolling, after `fetchDelayMs`
  // without a new range, so a fling over many pages fetches none of them; and while scrolling slowly
  // (less than a screenful in 250 ms, someone reading) at least every 250 ms.
  const waiting = useRef<{ since: number; start: number } | null>(null);
  useEffect(() => {
    if (!known || visibleEnd < 0) return;
    const run = () => {
      waiting.current = null;
      source.ensureRange(Math.max(0, visibleStart - overscan), visibleEnd + overscan);
    };
    const now = performance.now();
    waiting.current ??= { since: now, start: visibleStart };
    const slow =
      now - waiting.current.since >= MAX_FETCH_WAIT_MS &&
      Math.abs(visibleStart - waiting.current.start) <= visibleEnd - visibleStart + 1;
    if (!scrolling || fetchDelayMs <= 0 || slow) {
      run();
      return;
    }
    if (now - waiting.current.since >= MAX_FETCH_WAIT_MS)
      waiting.current = { since: now, start: visibleStart };
    const timer = setTimeout(run, fetchDelayMs);
    return () => clearTimeout(timer);
  }, [source, known, visibleStart, visibleEnd, overscan, scrolling, fetchDelayMs]);

  // Report what is on screen (live data subscribes to it); the latest callback, without re-running.
  const onRangeRef = useRef(onVisibleRangeChange);
  useLayoutEffect(() => {
    onRangeRef.current = onVisibleRangeChange;
  });
  const reportEnd = known ? Math.min(visibleEnd, count - 1) : -1;
  useEffect(() => {
    onRangeRef.current?.(reportEnd < 0 ? 0 : visibleStart, reportEnd);
  }, [visibleStart, reportEnd]);

  const lastReset = useRef(resetKey);
  useEffect(() => {
    if (lastReset.current === resetKey) return;
    lastReset.current = resetKey;
    setFocusedIndex(0);
  }, [resetKey]);

  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    const row = bodyRef.current?.querySelector<HTMLElement>(`[data-index="${focusTarget}"]`);
    if (row) {
      moveFocus.current = false;
      row.focus({ preventScroll: true });
    }
  });

  const onFocusRow = useCallback((index: number) => setFocusedIndex(index), []);

  // Tabbing to the header's last controls scrolls a wide grid to its right edge; a row reached
  // by Tab from there would show without its name. Keyboard focus entering the rows starts them
  // at the left again (a click keeps where the user scrolled to).
  function onFocus(event: FocusEvent<HTMLDivElement>) {
    const scroller = scrollRef.current;
    const from = event.relatedTarget;
    if (!scroller || scroller.scrollLeft === 0) return;
    if (from instanceof Node && bodyRef.current?.contains(from)) return;
    if (event.target.getAttribute('role') === 'row' && event.target.matches(':focus-visible')) {
      scroller.scrollLeft = 0;
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    const onRow = target.getAttribute('role') === 'row';
    if (count === 0) return;
    const page = Math.max(1, Math.floor((height - rowHeight) / rowHeight) - 1);
    let next: number | null = null;
    switch (event.key) {
      case 'ArrowDown':
        next = focusTarget + 1;
        break;
      case 'ArrowUp':
        next = focusTarget - 1;
        break;
      case 'PageDown':
        next = focusTarget + page;
        break;
      case 'PageUp':
        next = focusTarget - page;
        break;
      case 'ArrowLeft':
      case 'ArrowRight':
        // The row is the grid's focus: its columns beyond the box are reached by scrolling.
        if (onRow && scrollRef.current) {
          event.preventDefault();
          scrollRef.current.scrollLeft += event.key === 'ArrowRight' ? HORIZONTAL_STEP : -HORIZONTAL_STEP;
        }
        return;
      case 'Home':
        if (onRow) next = 0;
        break;
      case 'End':
        if (onRow) next = count - 1;
        break;
      case ' ':
        if (onRow && selectable) {
          event.preventDefault();
          onToggle(focusTarget);
        }
        return;
      case 'Enter':
        if (onRow) {
          event.preventDefault();
          onActivate(focusTarget);
        }
        return;
      default:
        return;
    }
    if (next === null) return;
    event.preventDefault();
    const clamped = Math.min(Math.max(0, next), count - 1);
    moveFocus.current = true;
    setFocusedIndex(clamped);
    virtualizer.scrollToIndex(clamped, { align: 'auto' });
  }

  // `version` is read so that a memoized body re-renders when rows arrive or change.
  void version;
  return (
    <div
      ref={bodyRef}
      role="rowgroup"
      // Rendered in a browser, cells clip only when measured to overflow (useCellClips); a
      // server's render cannot measure, and its cells all clip.
      className={inBrowser ? 'nf-grid__body nf-grid__body--fitted' : 'nf-grid__body'}
      style={{ height: virtualizer.getTotalSize() }}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      {items.map((item) => {
        const row = source.getRow(item.index);
        return (
          <GridRow
            key={item.index}
            index={item.index}
            start={item.start}
            row={row}
            columns={columns}
            selectable={selectable}
            selected={row !== undefined && selectable && isRowSelected(selection, source.getRowId(row))}
            focusable={item.index === focusTarget}
            light={fling.isLight(item.index)}
            label={row === undefined ? '' : (getRowLabel?.(row) ?? String(source.getRowId(row)))}
            labels={labels}
            onToggle={onToggle}
            onActivate={onActivate}
            onFocusRow={onFocusRow}
          />
        );
      })}
    </div>
  );
}

/** The virtualized rows: re-renders on scroll without re-rendering the header and toolbar. */
export const GridBody = memo(GridBodyImpl) as typeof GridBodyImpl;
