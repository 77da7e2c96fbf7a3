import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../router/lazyPages.js';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';

const managementWifiRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'management/wifi',
  ...pageRoute('management.wifi'),
  component: PlaceholderPage,
});

const managementHotspotsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'management/hotspots',
  ...pageRoute('management.hotspots'),
  component: PlaceholderPage,
});

/** The routes of this feature; pages not built yet show the placeholder with their title. */
export const wirelessRoutes = [managementWifiRoute, managementHotspotsRoute];
