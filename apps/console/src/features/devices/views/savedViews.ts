import type { TablePreferences } from '../../../components/tablePreferences/tablePreferences.js';
import { type DevicesSearch, validateDevicesSearch } from '../devicesSearch.js';

/** The per-user storage key of the devices list's saved views. */
export const DEVICE_VIEWS_KEY = 'views:devices';

/** A saved view: a name, the filters and sort of the list, and its columns. */
export interface SavedView {
  name: string;
  /** Filters, search text and sort (never the page cursor). */
  search: DevicesSearch;
  columns: Pick<TablePreferences, 'order' | 'hidden'>;
}

const MAX_VIEWS = 50;
const MAX_NAME = 60;

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;

/** Reads the stored views; malformed entries (an old or hand-edited value) are dropped. */
export function parseSavedViews(raw: string | undefined): SavedView[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): SavedView[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const record = entry as Record<string, unknown>;
    if (typeof record.name !== 'string' || !record.name.trim()) return [];
    const search =
      typeof record.search === 'object' && record.search !== null
        ? validateDevicesSearch(record.search as Record<string, unknown>)
        : {};
    delete search.after;
    const columns = (
      typeof record.columns === 'object' && record.columns !== null ? record.columns : {}
    ) as Record<string, unknown>;
    const order = strings(columns.order);
    const hidden = strings(columns.hidden);
    return [
      {
        name: record.name.trim().slice(0, MAX_NAME),
        search,
        columns: { ...(order && { order }), ...(hidden && { hidden }) },
      },
    ];
  });
}

/** The views with this one added, replacing a view of the same name (names are compared without case). */
export function withView(views: readonly SavedView[], view: SavedView): SavedView[] {
  const name = view.name.trim().slice(0, MAX_NAME);
  const others = views.filter((existing) => existing.name.toLowerCase() !== name.toLowerCase());
  const { after: _cursor, ...search } = view.search;
  return [...others, { ...view, name, search }].slice(-MAX_VIEWS);
}

/** The views without the one of this name. */
export function withoutView(views: readonly SavedView[], name: string): SavedView[] {
  return views.filter((view) => view.name !== name);
}
