/**
 * A user's preferences for one table of the console, kept in the per-user storage under
 * `table:{tableId}` (JSON): which columns show and in what order, and the page size.
 */
export interface TablePreferences {
  /** Column ids in the user's order; a column missing here keeps its place after these. */
  order?: string[];
  /** Column ids the user hid. */
  hidden?: string[];
  /** Rows per page. */
  pageSize?: number;
}

/** The storage key of a table's preferences. */
export function tablePreferencesKey(tableId: string): string {
  return `table:${tableId}`;
}

const stringList = (value: unknown): string[] | undefined =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string').slice(0, 100)
    : undefined;

/** Reads stored preferences; anything malformed (an old or hand-edited value) is dropped. */
export function parseTablePreferences(raw: string | undefined): TablePreferences {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  const preferences: TablePreferences = {};
  const order = stringList(record.order);
  if (order) preferences.order = order;
  const hidden = stringList(record.hidden);
  if (hidden) preferences.hidden = hidden;
  if (typeof record.pageSize === 'number' && Number.isInteger(record.pageSize) && record.pageSize > 0)
    preferences.pageSize = record.pageSize;
  return preferences;
}

/** Columns in the user's order (unknown ids ignored, new columns after the known ones), all of them. */
export function orderColumns<T extends { id: string }>(
  columns: readonly T[],
  order: readonly string[] = [],
): T[] {
  const rank = new Map(order.map((id, index) => [id, index]));
  return columns
    .map((column, index) => ({ column, index }))
    .sort((a, b) => {
      const ra = rank.get(a.column.id);
      const rb = rank.get(b.column.id);
      if (ra !== undefined && rb !== undefined) return ra - rb;
      if (ra !== undefined) return -1;
      if (rb !== undefined) return 1;
      return a.index - b.index;
    })
    .map(({ column }) => column);
}

/**
 * The columns a table shows: in the user's order, without the hidden ones; never none
 * (all hidden shows the first).
 */
export function visibleColumns<T extends { id: string }>(
  columns: readonly T[],
  preferences: TablePreferences,
): T[] {
  const hidden = new Set(preferences.hidden ?? []);
  const ordered = orderColumns(columns, preferences.order);
  const shown = ordered.filter((column) => !hidden.has(column.id));
  return shown.length > 0 ? shown : ordered.slice(0, 1);
}

/** Moves a column one place up (`-1`) or down (`+1`) in the full order of `ids`. */
export function moveColumn(ids: readonly string[], id: string, step: -1 | 1): string[] {
  const next = [...ids];
  const from = next.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= next.length) return next;
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}
