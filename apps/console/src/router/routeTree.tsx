import { routeByName } from '@netfleet/permissions';
import { createRoute } from '@tanstack/react-router';
import { devicesRoute } from '../pages/devices/devicesRoute.js';
import { assertRouteAllowed, loadSession, redirectToLanding } from './guards.js';
import { LogoutPage, MobileDashboardPage, NotFoundPage } from './lazyPages.js';
import { pageRoutes } from './pageRoutes.js';
import { rootRoute } from './rootRoute.js';
import { shellRoute } from './shellRoute.js';

/** `/` and every unknown path go to the landing page (spec §2.1). */
const indexRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/',
  beforeLoad: ({ context }) => redirectToLanding(context),
});

const unknownRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '$',
  beforeLoad: ({ context }) => redirectToLanding(context),
});

// Standalone routes render without navigation or header (spec §2.1).

const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'logout',
  staticData: { name: 'logout', title: 'Log out' },
  component: LogoutPage,
});

const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '404',
  staticData: { name: 'not-found', title: 'Page not found' },
  component: NotFoundPage,
});

const mobileDashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'device/$id/dashboard/$dashboard_id',
  staticData: { name: 'device.dashboard.mobile', title: 'Dashboard' },
  beforeLoad: async ({ context }) => {
    const session = await loadSession(context);
    assertRouteAllowed({ ...context, ...session }, 'device.dashboard.mobile');
    return session;
  },
  component: MobileDashboardPage,
});

/** The whole route tree of the console. */
export const routeTree = rootRoute.addChildren([
  shellRoute.addChildren([devicesRoute, ...pageRoutes, indexRoute, unknownRoute]),
  logoutRoute,
  notFoundRoute,
  mobileDashboardRoute,
]);

/** Paths that need no signed-in user (the route table's `noAuth` routes the console serves). */
export const NO_AUTH_PATHS: readonly string[] = ['logout', 'not-found'].map(
  (name) => routeByName(name)?.path ?? `/${name}`,
);
