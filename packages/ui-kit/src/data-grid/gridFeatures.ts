import {
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  type Header,
  rowSortingFeature,
  type Table,
  tableFeatures,
} from '@tanstack/react-table';

/** The TanStack Table features the grid registers (only these are bundled). */
export const gridFeatures = tableFeatures({
  rowSortingFeature,
  columnSizingFeature,
  columnResizingFeature,
  columnVisibilityFeature,
});

/**
 * The row type the TanStack table is built with. The grid's table holds columns and
 * their state only; rows come from the row source by index, never through the table.
 */
export type GridShellRow = Record<string, unknown>;

/** The grid's TanStack table. */
export type GridTable = Table<typeof gridFeatures, GridShellRow>;

/** One header of the grid's TanStack table. */
export type GridTableHeader = Header<typeof gridFeatures, GridShellRow, unknown>;
