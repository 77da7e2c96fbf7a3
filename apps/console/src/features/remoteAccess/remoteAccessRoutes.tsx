import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../router/lazyPages.js';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';

const remoteAccessRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'remote/access',
  ...pageRoute('remote.access'),
  component: PlaceholderPage,
});

const remoteAccessSingleRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'remote/access/$id',
  ...pageRoute('remote.access.single'),
  component: PlaceholderPage,
});

const accessHistoryRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'access-history',
  ...pageRoute('access-history'),
  component: PlaceholderPage,
});

/** The routes of this feature; pages not built yet show the placeholder with their title. */
export const remoteAccessRoutes = [remoteAccessRoute, remoteAccessSingleRoute, accessHistoryRoute];
