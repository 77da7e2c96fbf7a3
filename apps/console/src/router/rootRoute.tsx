import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useConsole } from '../bootstrap/ConsoleContext.js';
import { usePageTitles } from '../i18n/routeTitles.js';
import { usePageInfo } from './pageInfo.js';
import type { RouterContext } from './routerContext.js';

/** The static page shown while the browser is offline (spec §5). */
export const OFFLINE_PATH = '/offline.html';

/** Keeps `document.title` at "<page title> · <the brand's title_text>" ("… · Netfleet"). */
function useDocumentTitle(): void {
  const page = usePageTitles(usePageInfo().route);
  const appTitle = useConsole().brand.title_text;
  const title = page.subtitle ? `${page.subtitle} · ${page.title}` : page.title;
  useEffect(() => {
    document.title = title ? `${title} · ${appTitle}` : appTitle;
  }, [title, appTitle]);
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
