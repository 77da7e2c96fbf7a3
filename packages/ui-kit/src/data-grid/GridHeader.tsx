// biome-ignore-all lint/a11y/useSemanticElements: an ARIA grid of divs; virtualized rows are absolutely positioned, which table layout cannot do.
// biome-ignore-all lint/a11y/useFocusableInteractive: grid cells and header cells are reached through their row or their own controls (one tab stop per grid).
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Icon } from '../components/Icon.js';
import type { GridTableHeader } from './gridFeatures.js';
import type { VirtualColumn } from './VirtualColumn.js';

/** Props of the grid's header row. */
export interface GridHeaderProps<TRow> {
  headers: readonly GridTableHeader[];
  columns: ReadonlyMap<string, VirtualColumn<TRow>>;
  selectable: boolean;
  allSelected: boolean;
  someSelected: boolean;
  selectAllLabel: string;
  onSelectAll: () => void;
  resizeLabel: (column: string) => string;
  resizeStep: number;
  disabled: boolean;
}

function SelectAll({
  checked,
  indeterminate,
  label,
  disabled,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  label: string;
  disabled: boolean;
  onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      aria-checked={indeterminate ? 'mixed' : checked}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
    />
  );
}

function ariaSort(sorted: false | 'asc' | 'desc') {
  if (sorted === 'asc') return 'ascending';
  if (sorted === 'desc') return 'descending';
  return 'none';
}

/** The sticky header row: select-all, sort buttons and resize handles. */
export function GridHeader<TRow>({
  headers,
  columns,
  selectable,
  allSelected,
  someSelected,
  selectAllLabel,
  onSelectAll,
  resizeLabel,
  resizeStep,
  disabled,
}: GridHeaderProps<TRow>) {
  const offset = selectable ? 2 : 1;
  return (
    <div role="rowgroup" className="nf-grid__head">
      <div role="row" aria-rowindex={1} className="nf-grid__row nf-grid__row--head">
        {selectable ? (
          <div role="columnheader" aria-colindex={1} className="nf-grid__cell nf-grid__cell--select">
            <SelectAll
              checked={allSelected}
              indeterminate={someSelected}
              label={selectAllLabel}
              disabled={disabled}
              onChange={onSelectAll}
            />
          </div>
        ) : null}
        {headers.map((header, at) => {
          const column = header.column;
          const definition = columns.get(column.id);
          const title = definition?.header ?? column.id;
          const sortable = column.getCanSort();
          const sorted = column.getIsSorted();
          const size = header.getSize();
          const resize = header.getResizeHandler();
          const onResizeKey = (event: KeyboardEvent<HTMLDivElement>) => {
            const step =
              event.key === 'ArrowRight' ? resizeStep : event.key === 'ArrowLeft' ? -resizeStep : 0;
            if (!step) return;
            event.preventDefault();
            const min = column.columnDef.minSize ?? 20;
            const max = column.columnDef.maxSize ?? Number.MAX_SAFE_INTEGER;
            const next = Math.min(max, Math.max(min, size + step));
            header.getContext().table.setColumnSizing((sizing) => ({
              ...sizing,
              [column.id]: next,
            }));
          };
          return (
            <div
              key={header.id}
              role="columnheader"
              aria-colindex={at + offset}
              aria-sort={sortable ? ariaSort(sorted) : undefined}
              className="nf-grid__cell nf-grid__cell--head"
            >
              {sortable ? (
                <button
                  type="button"
                  className="nf-table__sort"
                  data-sort={ariaSort(sorted)}
                  onClick={column.getToggleSortingHandler()}
                  // A title wider than its column ends in an ellipsis; the whole of it on hover.
                  title={title}
                >
                  <span className="nf-grid__title">{title}</span>
                  <Icon name="chevron" size={14} className="nf-table__sort-icon" />
                </button>
              ) : (
                <span className="nf-grid__title">{title}</span>
              )}
              {column.getCanResize() ? (
                <div
                  role="separator"
                  aria-orientation="vertical"
                  aria-label={resizeLabel(title)}
                  aria-valuenow={size}
                  aria-valuemin={column.columnDef.minSize ?? 20}
                  aria-valuemax={column.columnDef.maxSize ?? undefined}
                  tabIndex={0}
                  className={
                    column.getIsResizing() ? 'nf-grid__resize nf-grid__resize--active' : 'nf-grid__resize'
                  }
                  onMouseDown={resize}
                  onTouchStart={resize}
                  onDoubleClick={() => column.resetSize()}
                  onKeyDown={onResizeKey}
                />
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
