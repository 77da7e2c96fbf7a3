import type { RowId } from './createRowSource.js';

/**
 * Which rows are selected, without needing them loaded: either these ids, or every
 * row matching the query except these ids ("all 100,000 matching except 3").
 * Values are immutable; every helper returns a new one. Ids are kept as strings.
 */
export type RowSelection =
  | { readonly mode: 'ids'; readonly ids: ReadonlySet<string> }
  | { readonly mode: 'all'; readonly except: ReadonlySet<string> };

/** What to send to the server for a bulk action on a selection. */
export type RowSelectionPayload = { all: false; ids: string[] } | { all: true; except: string[] };

/** Nothing selected. */
export const EMPTY_SELECTION: RowSelection = { mode: 'ids', ids: new Set() };

/** Every row matching the query. */
export function selectAllMatching(): RowSelection {
  return { mode: 'all', except: new Set() };
}

/** Exactly these rows. */
export function selectRows(ids: Iterable<RowId>): RowSelection {
  return { mode: 'ids', ids: new Set([...ids].map(String)) };
}

/** Whether a row is selected. */
export function isRowSelected(selection: RowSelection, id: RowId): boolean {
  const key = String(id);
  return selection.mode === 'ids' ? selection.ids.has(key) : !selection.except.has(key);
}

/** Selects or unselects one row; toggles it when `selected` is not given. */
export function toggleRowSelection(selection: RowSelection, id: RowId, selected?: boolean): RowSelection {
  const key = String(id);
  const want = selected ?? !isRowSelected(selection, key);
  if (selection.mode === 'ids') {
    if (selection.ids.has(key) === want) return selection;
    const ids = new Set(selection.ids);
    if (want) ids.add(key);
    else ids.delete(key);
    return { mode: 'ids', ids };
  }
  if (!selection.except.has(key) === want) return selection;
  const except = new Set(selection.except);
  if (want) except.delete(key);
  else except.add(key);
  return { mode: 'all', except };
}

/** How many rows are selected out of `total` matching rows. */
export function selectedCount(selection: RowSelection, total: number): number {
  if (selection.mode === 'ids') return selection.ids.size;
  return Math.max(0, total - selection.except.size);
}

/** Whether every matching row is selected. */
export function isAllSelected(selection: RowSelection, total: number): boolean {
  return total > 0 && selectedCount(selection, total) >= total;
}

/** Whether no row is selected. */
export function isSelectionEmpty(selection: RowSelection, total: number): boolean {
  return selectedCount(selection, total) === 0;
}

/**
 * The selection as a bulk request payload: `{ all: false, ids }` or
 * `{ all: true, except }` (the server applies it to the same query the table shows).
 */
export function toSelectionPayload(selection: RowSelection): RowSelectionPayload {
  return selection.mode === 'ids'
    ? { all: false, ids: [...selection.ids] }
    : { all: true, except: [...selection.except] };
}
