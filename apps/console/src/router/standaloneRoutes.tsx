import { createRoute } from '@tanstack/react-router';
import { OfflinePage } from '../pages/OfflinePage.js';
import { assertRouteAllowed, loadSession } from './guards.js';
import { LogoutPage, MobileDashboardPage, NotFoundPage } from './lazyPages.js';
import { rootRoute } from './rootRoute.js';

// Standalone routes render without navigation or header (spec §2.1).

export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'logout',
  staticData: { name: 'logout' },
  component: LogoutPage,
});

export const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '404',
  staticData: { name: 'not-found' },
  component: NotFoundPage,
});

/** `/offline.html`: in the main bundle, because nothing can be loaded while offline. */
export const offlineRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'offline.html',
  staticData: { name: 'offline' },
  component: OfflinePage,
});

/** The mobile dashboard of a device: standalone, but it needs a session and its permission. */
export const mobileDashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'device/$id/dashboard/$dashboard_id',
  staticData: { name: 'device.dashboard.mobile' },
  beforeLoad: async ({ context }) => {
    const session = await loadSession(context);
    assertRouteAllowed({ ...context, ...session }, 'device.dashboard.mobile');
    return session;
  },
  component: MobileDashboardPage,
});
