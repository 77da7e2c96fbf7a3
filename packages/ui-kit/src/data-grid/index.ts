export {
  createRowSource,
  type FetchPage,
  type FetchPageContext,
  type PageResult,
  type RowId,
  type RowSource,
  type RowSourceOptions,
  type RowSourceSnapshot,
  type RowSourceStatus,
} from './createRowSource.js';
export {
  EMPTY_SELECTION,
  isAllSelected,
  isRowSelected,
  isSelectionEmpty,
  type RowSelection,
  type RowSelectionPayload,
  selectAllMatching,
  selectedCount,
  selectRows,
  toggleRowSelection,
  toSelectionPayload,
} from './rowSelection.js';
export { type UseRowSourceOptions, useRowSource } from './useRowSource.js';
export { type VirtualColumn, VirtualDataTable, type VirtualDataTableProps } from './VirtualDataTable.js';
