import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** Local-storage entry that remembers the navigation width (spec §2.2). */
export const WIDE_NAV_STORAGE_KEY = 'wideNav';

/**
 * The window event that opens (or narrows) the navigation from anywhere, e.g. a page
 * or an embedding app: `detail` `{ wide: true }` (the default) makes it wide and opens
 * the overlay on small screens; `{ wide: false }` makes it narrow and closes the overlay.
 *
 * @example
 * window.dispatchEvent(new CustomEvent(OPEN_NAV_EVENT, { detail: { wide: false } }));
 */
export const OPEN_NAV_EVENT = 'netfleet:open-nav';

/** `detail` of the {@link OPEN_NAV_EVENT}. */
export interface OpenNavDetail {
  wide?: boolean;
}

/** Whether an open-nav event asks for the wide (open) navigation. */
export function openNavWide(event: Event): boolean {
  const detail = (event as CustomEvent<OpenNavDetail | boolean | null>).detail;
  if (typeof detail === 'boolean') return detail;
  return detail?.wide ?? true;
}

/**
 * Whether the left navigation is wide (labels and headings) or narrow. Wide by
 * default; stored as JSON `true`/`false` under {@link WIDE_NAV_STORAGE_KEY} and
 * synced across tabs by the storage event.
 */
export const wideNavAtom = atomWithStorage<boolean>(
  WIDE_NAV_STORAGE_KEY,
  true,
  // No storage where the server renders a first view (src/firstView): the default, wide.
  createJSONStorage<boolean>(() =>
    typeof localStorage === 'undefined' ? (undefined as never) : localStorage,
  ),
  { getOnInit: true },
);
