import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { RouterContext } from './routerContext.js';

/** The product name in the browser tab. */
export const APP_TITLE = 'Netfleet';

/** Keeps `document.title` at "<page title> · Netfleet". */
function useDocumentTitle(): void {
  const title = useRouterState({
    select: (state) => {
      const match = state.matches.at(-1);
      return match?.staticData.subtitle
        ? `${match.staticData.subtitle} · ${match.staticData.title}`
        : match?.staticData.title;
    },
  });
  useEffect(() => {
    document.title = title ? `${title} · ${APP_TITLE}` : APP_TITLE;
  }, [title]);
}

function Root() {
  useDocumentTitle();
  return <Outlet />;
}

/** The root: standalone routes and the shell hang below it. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Root,
});
