import { useLayoutEffect } from 'react';

/** The element the server renders a page's first view into, before `#root` (docs/adr/0021). */
export const FIRST_VIEW_ID = 'first-view';

/** The class `early-requests.js` puts on `<html>` when the first view does not fit this browser. */
export const FIRST_VIEW_OFF_CLASS = 'nf-first-view-off';

/** The performance mark set when the console's own page replaces the first view. */
export const FIRST_VIEW_RELEASED_MARK = 'netfleet:first-view-released';

/**
 * Removes the server's first view, which covers the console (inert) until the console shows the
 * page itself. Idempotent; does nothing where there is none.
 */
export function releaseFirstView(doc: Document | undefined = globalThis.document): void {
  const view = doc?.getElementById(FIRST_VIEW_ID);
  if (!view) return;
  view.remove();
  globalThis.performance?.mark?.(FIRST_VIEW_RELEASED_MARK);
}

/**
 * Releases the first view once `shown` is true: in a layout effect, so the frame that paints the
 * page's own rows is the first without the server's.
 */
export function useReleaseFirstView(shown: boolean): void {
  useLayoutEffect(() => {
    if (shown) releaseFirstView();
  }, [shown]);
}
