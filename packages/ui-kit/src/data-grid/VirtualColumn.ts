import type { ReactNode } from 'react';

/** One column of a {@link VirtualDataTable}. */
export interface VirtualColumn<TRow> {
  /** Stable id; the sort key reported by `onSortChange` and the key of sizing and visibility state. */
  id: string;
  /** Header text; also names the column in the column menu and the resize handle. */
  header: string;
  cell: (row: TRow, index: number) => ReactNode;
  /** Width in pixels. Defaults to `160`. */
  size?: number;
  /** Defaults to `60`. */
  minSize?: number;
  /** Defaults to `800`. */
  maxSize?: number;
  /** The header becomes a sort button. Defaults to `false`. */
  sortable?: boolean;
  /** May be hidden from the column menu. Defaults to `true`. */
  hideable?: boolean;
  /** Defaults to `true`. */
  resizable?: boolean;
  /** Cells of this column name their row (`role="rowheader"`). Defaults to `false`. */
  rowHeader?: boolean;
  /** Defaults to `'start'`. */
  align?: 'start' | 'center' | 'end';
}
