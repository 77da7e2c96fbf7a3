// biome-ignore-all lint/a11y/useSemanticElements: an ARIA grid of divs; virtualized rows are absolutely positioned, which table layout cannot do.
// biome-ignore-all lint/a11y/useFocusableInteractive: grid cells and header cells are reached through their row or their own controls (one tab stop per grid).
import { type CSSProperties, memo } from 'react';
import type { VirtualColumn } from './VirtualColumn.js';

/** Texts of a row; one object for all rows. */
export interface GridRowLabels {
  /** The checkbox label of a row named `label`. */
  selectRow: (label: string) => string;
  /** Read on a row whose page is still loading. */
  loadingRow: string;
}

/** Props of one rendered row. Callbacks must keep their identity: rows are memoized. */
export interface GridRowProps<TRow> {
  index: number;
  /** Offset from the top of the body, in pixels. */
  start: number;
  /** `undefined` while its page loads: a placeholder row. */
  row: TRow | undefined;
  columns: readonly VirtualColumn<TRow>[];
  selectable: boolean;
  selected: boolean;
  /** This row is the grid's tab stop. */
  focusable: boolean;
  /**
   * Came into view during a fling (`useFlingRows`): it renders its row header cells alone (no
   * checkbox, no other cell) until it is filled.
   */
  light: boolean;
  /** Names the row in its checkbox label. */
  label: string;
  labels: GridRowLabels;
  onToggle: (index: number) => void;
  onActivate: (index: number) => void;
  onFocusRow: (index: number) => void;
}

function GridRowImpl<TRow>({
  index,
  start,
  row,
  columns,
  selectable,
  selected,
  focusable,
  light,
  label,
  labels,
  onToggle,
  onActivate,
  onFocusRow,
}: GridRowProps<TRow>) {
  const style: CSSProperties = { transform: `translateY(${start}px)` };
  const offset = selectable ? 2 : 1;
  if (row === undefined) {
    return (
      <div
        role="row"
        aria-rowindex={index + 2}
        aria-busy="true"
        tabIndex={focusable ? 0 : -1}
        data-index={index}
        data-placeholder="true"
        className="nf-grid__row nf-grid__row--placeholder"
        style={style}
        onFocus={() => onFocusRow(index)}
      >
        {/* One cell across the row: placeholders scroll past by the dozen and must be cheap. */}
        <div
          role="gridcell"
          aria-colindex={1}
          aria-colspan={columns.length + offset - 1}
          className="nf-grid__placeholder"
        >
          <span className="nf-visually-hidden">{labels.loadingRow}</span>
          <span className="nf-grid__skeleton" aria-hidden="true" />
        </div>
      </div>
    );
  }
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selectable ? selected : undefined}
      aria-busy={light || undefined}
      tabIndex={focusable ? 0 : -1}
      data-index={index}
      className={selected ? 'nf-grid__row nf-grid__row--selected' : 'nf-grid__row'}
      style={style}
      onFocus={() => onFocusRow(index)}
      onDoubleClick={() => onActivate(index)}
    >
      {selectable && !light ? (
        <div role="gridcell" aria-colindex={1} className="nf-grid__cell nf-grid__cell--select">
          <input
            type="checkbox"
            tabIndex={-1}
            aria-label={labels.selectRow(label)}
            checked={selected}
            onChange={() => onToggle(index)}
          />
        </div>
      ) : null}
      {columns.map((column, at) =>
        light && !column.rowHeader ? null : (
          // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-colindex is valid on rowheader and gridcell alike.
          <div
            key={column.id}
            role={column.rowHeader ? 'rowheader' : 'gridcell'}
            aria-colindex={at + offset}
            className={
              column.align && column.align !== 'start'
                ? `nf-grid__cell nf-grid__cell--${column.align}`
                : 'nf-grid__cell'
            }
            // A light row has its row header cells alone: each keeps its column.
            style={light ? { gridColumn: at + offset } : undefined}
          >
            {column.cell(row, index)}
          </div>
        ),
      )}
    </div>
  );
}

/** One row of the grid, re-rendered only when its own props change. */
export const GridRow = memo(GridRowImpl) as typeof GridRowImpl;
