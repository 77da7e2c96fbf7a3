import type { ReactNode } from 'react';
import { useUiKitTranslation } from '../i18n/useUiKitTranslation.js';
import { Icon } from './Icon.js';
import { Loader } from './Loader.js';

/** One column of a {@link DataTable}. */
export interface DataTableColumn<TRow> {
  /** Stable id; also the sort key reported by `onSortChange`. */
  id: string;
  header: ReactNode;
  cell: (row: TRow) => ReactNode;
  /** The header becomes a sort button. Defaults to `false`. */
  sortable?: boolean;
  /** Render this column's cells as row headers (`<th scope="row">`). Defaults to `false`. */
  rowHeader?: boolean;
  /**
   * `'end'` keeps the column in view at the table's end while a table wider than its box
   * scrolls sideways: for row actions, which a long language or a narrow screen would
   * otherwise push out of sight. Defaults to none.
   */
  pinned?: 'end';
  className?: string;
}

/** A column's cell classes: its own and the pinned one's. */
function cellClass<TRow>(column: DataTableColumn<TRow>): string | undefined {
  const classes = [column.pinned === 'end' ? 'nf-table__pinned-end' : '', column.className ?? ''].filter(
    Boolean,
  );
  return classes.length > 0 ? classes.join(' ') : undefined;
}

/** The sorted column, as TanStack Table's `SortingState` entries have it. */
export interface DataTableSort {
  id: string;
  desc: boolean;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<TRow> {
  columns: readonly DataTableColumn<TRow>[];
  rows: readonly TRow[];
  getRowId: (row: TRow, index: number) => string | number;
  /** The table's accessible name. */
  caption: ReactNode;
  /** Keep the caption for screen readers only (when a heading already says it). Defaults to `false`. */
  hideCaption?: boolean;
  /** No rows to show yet: the body shows a {@link Loader}. Defaults to `false`. */
  loading?: boolean;
  /** Rows are shown while newer ones load (`aria-busy`). Defaults to `false`. */
  busy?: boolean;
  /** Defaults to the kit's `table.loading` text (`'Loading…'`). */
  loadingLabel?: string;
  /** Shown when there are no rows and nothing is loading. Defaults to the kit's `table.noData` text (`'No data'`). */
  emptyText?: ReactNode;
  sort?: DataTableSort | null;
  /** Called with the next sort when a sortable header is clicked. */
  onSortChange?: (sort: DataTableSort) => void;
  /** Rendered below the table, for example a `Pagination`. */
  footer?: ReactNode;
  className?: string;
}

function ariaSort(column: string, sort: DataTableSort | null | undefined) {
  if (sort?.id !== column) return 'none';
  return sort.desc ? 'descending' : 'ascending';
}

/**
 * An accessible table of rows with sortable headers, a loading state and an empty
 * state. Sorting and paging are controlled by the caller (server-side lists).
 *
 * @example
 * <DataTable caption="Devices" rows={devices} getRowId={(d) => d.id}
 *   columns={[{ id: 'name', header: 'Name', cell: (d) => d.name, sortable: true }]}
 *   sort={{ id: 'name', desc: false }} onSortChange={setSort} emptyText="No devices found" />
 */
export function DataTable<TRow>({
  columns,
  rows,
  getRowId,
  caption,
  hideCaption = false,
  loading = false,
  busy = false,
  loadingLabel,
  emptyText,
  sort,
  onSortChange,
  footer,
  className,
}: DataTableProps<TRow>) {
  const { t } = useUiKitTranslation();
  const showLoader = loading && rows.length === 0;
  const classes = ['nf-table', busy ? 'nf-table--busy' : '', className ?? ''].filter(Boolean).join(' ');

  return (
    <div className="nf-table-container">
      <div className="nf-table-scroll">
        <table className={classes} aria-busy={loading || busy}>
          <caption className={hideCaption ? 'nf-visually-hidden' : 'nf-table__caption'}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const sortable = Boolean(column.sortable && onSortChange);
                const state = ariaSort(column.id, sort);
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={cellClass(column)}
                    aria-sort={sortable ? state : undefined}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        className="nf-table__sort"
                        data-sort={state}
                        onClick={() =>
                          onSortChange?.({ id: column.id, desc: sort?.id === column.id ? !sort.desc : false })
                        }
                      >
                        {column.header}
                        <Icon name="chevron" size={14} className="nf-table__sort-icon" />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {showLoader ? (
              <tr className="nf-table__state">
                <td colSpan={columns.length}>
                  <Loader label={loadingLabel ?? t('table.loading')} />
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr className="nf-table__state">
                <td colSpan={columns.length}>{emptyText ?? t('table.noData')}</td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={getRowId(row, index)}>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.id} scope="row" className={cellClass(column)}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.id} className={cellClass(column)}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {footer}
    </div>
  );
}
