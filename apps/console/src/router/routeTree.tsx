import { createRoute } from '@tanstack/react-router';
import { devicesRoute } from '../pages/devices/devicesRoute.js';
import { formRoute } from '../pages/forms/formRoute.js';
import { OfflinePage } from '../pages/OfflinePage.js';
import { assertRouteAllowed, loadSession, redirectToLanding } from './guards.js';
import { AccountPage, LogoutPage, MobileDashboardPage, NotFoundPage } from './lazyPages.js';
import { tablePagesRoute } from './pageRoutes.js';
import { rootRoute } from './rootRoute.js';
import { shellRoute } from './shellRoute.js';

/** `/` goes to the landing page (spec §2.1); unknown paths too, through {@link tablePagesRoute}. */
const indexRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/',
  beforeLoad: ({ context }) => redirectToLanding(context),
});

/**
 * `/account` (the account menu's link): the user's own account. The account site itself
 * (sign-in, password, MFA) lives at `/auth` and is linked from this page.
 */
const accountRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'account',
  staticData: { name: 'account', title: 'Account' },
  component: AccountPage,
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

/** `/offline.html`: in the main bundle, because nothing can be loaded while offline. */
const offlineRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'offline.html',
  staticData: { name: 'offline', title: 'Offline' },
  component: OfflinePage,
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
  shellRoute.addChildren([devicesRoute, accountRoute, formRoute, indexRoute, tablePagesRoute]),
  logoutRoute,
  notFoundRoute,
  offlineRoute,
  mobileDashboardRoute,
]);
