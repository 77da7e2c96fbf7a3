/**
 * The devices a bulk action applies to: the rows the user ticked (`ids`), or everything
 * matching the list's filter (`filter`, with the count the list showed), so that
 * "select all matching" never sends a million ids.
 */
export type DeviceBulkSelection =
  | { kind: 'ids'; ids: readonly number[] }
  // The list's filters as `GET /devices` reads them; `object` so that the page's own
  // filters type (an interface) is accepted as it is.
  | { kind: 'filter'; filter: object; count: number };

/** How many devices a selection holds. */
export function selectionCount(selection: DeviceBulkSelection): number {
  return selection.kind === 'ids' ? selection.ids.length : selection.count;
}

/**
 * The target part of `POST /devices/bulk`: `{ device_id }` for ticked rows, `{ filter }`
 * for everything matching.
 */
export function bulkTarget(
  selection: DeviceBulkSelection,
): { device_id: number[] } | { filter: Record<string, unknown> } {
  if (selection.kind === 'ids') return { device_id: [...selection.ids] };
  // Empty filter values mean "no filter" to the list; the bulk call gets the same meaning.
  const filter = Object.fromEntries(
    Object.entries(selection.filter).filter(
      ([, value]) => value !== undefined && value !== '' && value !== null,
    ),
  );
  return { filter };
}

/**
 * The selection a bulk form was opened with (its `defaults.selection`), or `null` when the
 * form was opened without one (on its route, say): then nothing may be sent.
 */
export function readSelection(
  defaults: Readonly<Record<string, unknown>> | undefined,
): DeviceBulkSelection | null {
  const value = defaults?.selection;
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Record<string, unknown>;
  if (candidate.kind === 'ids' && Array.isArray(candidate.ids)) {
    const ids = candidate.ids.filter((id): id is number => Number.isInteger(id));
    return ids.length > 0 ? { kind: 'ids', ids } : null;
  }
  if (
    candidate.kind === 'filter' &&
    typeof candidate.filter === 'object' &&
    candidate.filter !== null &&
    typeof candidate.count === 'number'
  ) {
    return { kind: 'filter', filter: candidate.filter, count: candidate.count };
  }
  return null;
}

/**
 * What the action status modal is given as the selection: the ticked ids, or one entry
 * standing for "everything matching". Never empty for a real selection, since an empty one
 * closes the modal by itself (spec forms §4).
 */
export function statusSelection(selection: DeviceBulkSelection): readonly unknown[] {
  return selection.kind === 'ids' ? selection.ids : [{ filter: selection.filter, count: selection.count }];
}
