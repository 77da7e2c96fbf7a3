import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import { useEffect } from 'react';
import { usePageTitles } from '../i18n/routeTitles.js';
import { usePageInfo } from './pageInfo.js';
import type { RouterContext } from './routerContext.js';

/** The product name in the browser tab. */
export const APP_TITLE = 'Netfleet';

/** The static page shown while the browser is offline (spec §5). */
export const OFFLINE_PATH = '/offline.html';

/** Keeps `document.title` at "<page title> · Netfleet". */
function useDocumentTitle(): void {
  const page = usePageTitles(usePageInfo().route);
  const title = page.subtitle ? `${page.subtitle} · ${page.title}` : page.title;
  useEffect(() => {
    document.title = title ? `${title} · ${APP_TITLE}` : APP_TITLE;
  }, [title]);
}

function Root() {
  useDocumentTitle();
  return <Outlet />;
}

/**
 * The root: standalone routes and the shell hang below it. Its guard is the first rule
 * of spec §5: offline goes to the offline page. That page is a route of the app (in the
 * main bundle), since nothing can be fetched while offline; `public/offline.html` is the
 * same page for a browser that loads the address itself.
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) => {
    if (context.env.isOnline() || location.pathname === OFFLINE_PATH) return;
    throw redirect({ href: OFFLINE_PATH });
  },
  component: Root,
});
