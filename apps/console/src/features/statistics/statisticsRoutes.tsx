import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../router/lazyPages.js';
import { pageRoute, tabsIndexRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';

const statisticsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'statistics',
  ...pageRoute('statistics'),
});

const statisticsIndexRoute = createRoute({
  getParentRoute: () => statisticsRoute,
  path: '/',
  ...tabsIndexRoute('statistics'),
});

const statisticsGeneralRoute = createRoute({
  getParentRoute: () => statisticsRoute,
  path: 'general',
  ...pageRoute('statistics.general'),
  component: PlaceholderPage,
});

const statisticsConnectionManagerRoute = createRoute({
  getParentRoute: () => statisticsRoute,
  path: 'connection-manager',
  ...pageRoute('statistics.connection-manager'),
  component: PlaceholderPage,
});

const statisticsMonthsStatsRoute = createRoute({
  getParentRoute: () => statisticsRoute,
  path: 'months-stats',
  ...pageRoute('statistics.months-stats'),
  component: PlaceholderPage,
});

const statisticsOnlineDevicesRoute = createRoute({
  getParentRoute: () => statisticsRoute,
  path: 'online-devices',
  ...pageRoute('statistics.online-devices'),
  component: PlaceholderPage,
});

const statisticsActionLogsRoute = createRoute({
  getParentRoute: () => statisticsRoute,
  path: 'action-logs',
  ...pageRoute('statistics.action-logs'),
  component: PlaceholderPage,
});

const statisticsUniqueDevicesRoute = createRoute({
  getParentRoute: () => statisticsRoute,
  path: 'unique-devices',
  ...pageRoute('statistics.unique-devices'),
  component: PlaceholderPage,
});

/** The routes of this feature; pages not built yet show the placeholder with their title. */
export const statisticsRoutes = [
  statisticsRoute.addChildren([
    statisticsIndexRoute,
    statisticsGeneralRoute,
    statisticsConnectionManagerRoute,
    statisticsMonthsStatsRoute,
    statisticsOnlineDevicesRoute,
    statisticsActionLogsRoute,
    statisticsUniqueDevicesRoute,
  ]),
];
