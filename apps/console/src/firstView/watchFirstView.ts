import type { AnyRouter } from '@tanstack/react-router';
import type { AppStatusStore } from '../state/createAppStatus.js';
import { FIRST_VIEW_ID, FIRST_VIEW_OFF_CLASS, releaseFirstView } from './releaseFirstView.js';

/** The longest the first view may cover a console that has not shown its page. */
export const FIRST_VIEW_LIMIT_MS = 10_000;

/**
 * Releases the server's first view when the page that replaces it will not come: the browser
 * ruled it out (`early-requests.js`), the session start ended in anything but the console (a
 * notice, a failure, the sign-in), the user went elsewhere, or {@link FIRST_VIEW_LIMIT_MS}
 * passed. The page itself releases it when it shows (`useReleaseFirstView`).
 */
export function watchFirstView(
  app: { status: AppStatusStore; router: Pick<AnyRouter, 'subscribe'> },
  doc: Document = document,
): void {
  if (!doc.getElementById(FIRST_VIEW_ID)) return;
  if (doc.documentElement.classList.contains(FIRST_VIEW_OFF_CLASS)) {
    releaseFirstView(doc);
    return;
  }
  const path = doc.location.pathname;
  const stops: (() => void)[] = [];
  const release = () => {
    for (const stop of stops.splice(0)) stop();
    releaseFirstView(doc);
  };
  const timer = setTimeout(release, FIRST_VIEW_LIMIT_MS);
  stops.push(() => clearTimeout(timer));
  stops.push(
    app.status.subscribe(() => {
      const { kind } = app.status.getSnapshot();
      if (kind !== 'starting' && kind !== 'ready') release();
    }),
  );
  stops.push(
    app.router.subscribe('onResolved', ({ toLocation }) => {
      if (toLocation.pathname !== path) release();
    }),
  );
}
