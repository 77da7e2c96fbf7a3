import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../router/lazyPages.js';
import { pageRoute, tabsIndexRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';

/** `/resources` (spec §2.3): forwards to its first tab the user may open. */
export const resourcesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'resources',
  ...pageRoute('services'),
});

const servicesIndexRoute = createRoute({
  getParentRoute: () => resourcesRoute,
  path: '/',
  ...tabsIndexRoute('services'),
});

const servicesCreditHistoryRoute = createRoute({
  getParentRoute: () => resourcesRoute,
  path: 'credits',
  ...pageRoute('services.credit-history'),
  component: PlaceholderPage,
});

const servicesDataHistoryRoute = createRoute({
  getParentRoute: () => resourcesRoute,
  path: 'data-history',
  ...pageRoute('services.data-history'),
  component: PlaceholderPage,
});

const servicesDataOverviewRoute = createRoute({
  getParentRoute: () => resourcesRoute,
  path: 'data-overview',
  ...pageRoute('services.data-overview'),
  component: PlaceholderPage,
});

/** `/redeem-code`. */
export const redeemCodeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'redeem-code',
  ...pageRoute('redeem-code'),
  component: PlaceholderPage,
});

/** The tabs of `/resources` built here; the codes tab is the codes feature's (`codesRoute`). */
export const resourcesTabRoutes = [
  servicesIndexRoute,
  servicesCreditHistoryRoute,
  servicesDataHistoryRoute,
  servicesDataOverviewRoute,
];
