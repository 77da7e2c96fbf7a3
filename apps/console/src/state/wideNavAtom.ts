import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** Local-storage entry that remembers the navigation width (spec §2.2). */
export const WIDE_NAV_STORAGE_KEY = 'wideNav';

/**
 * Whether the left navigation is wide (labels and headings) or narrow. Wide by
 * default; stored as JSON `true`/`false` under {@link WIDE_NAV_STORAGE_KEY} and
 * synced across tabs by the storage event.
 */
export const wideNavAtom = atomWithStorage<boolean>(
  WIDE_NAV_STORAGE_KEY,
  true,
  createJSONStorage<boolean>(() => localStorage),
  { getOnInit: true },
);
