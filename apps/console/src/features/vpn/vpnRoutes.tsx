import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../router/lazyPages.js';
import { pageRoute, tabsIndexRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';

const vpnHubsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'vpn/hubs',
  ...pageRoute('vpn.hubs'),
  component: PlaceholderPage,
});

const vpnHubsSingleRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'vpn/hubs/$id',
  ...pageRoute('vpn.hubs.single'),
});

const vpnHubsSingleIndexRoute = createRoute({
  getParentRoute: () => vpnHubsSingleRoute,
  path: '/',
  ...tabsIndexRoute('vpn.hubs.single'),
});

const vpnHubsSingleGeneralRoute = createRoute({
  getParentRoute: () => vpnHubsSingleRoute,
  path: 'general',
  ...pageRoute('vpn.hubs.single.general'),
  component: PlaceholderPage,
});

const vpnHubsSingleClientsRoute = createRoute({
  getParentRoute: () => vpnHubsSingleRoute,
  path: 'clients',
  ...pageRoute('vpn.hubs.single.clients'),
  component: PlaceholderPage,
});

const vpnHubsSingleRoutesRoute = createRoute({
  getParentRoute: () => vpnHubsSingleRoute,
  path: 'routes',
  ...pageRoute('vpn.hubs.single.routes'),
  component: PlaceholderPage,
});

const vpnHubsSingleDataUsageRoute = createRoute({
  getParentRoute: () => vpnHubsSingleRoute,
  path: 'data-usage',
  ...pageRoute('vpn.hubs.single.data-usage'),
  component: PlaceholderPage,
});

const vpnHubsSingleConfigurationRoute = createRoute({
  getParentRoute: () => vpnHubsSingleRoute,
  path: 'configuration',
  ...pageRoute('vpn.hubs.single.configuration'),
  component: PlaceholderPage,
});

const vpnQuickConnectRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'vpn/quick-connect',
  ...pageRoute('vpn.quick-connect'),
  component: PlaceholderPage,
});

const vpnQuickConnectSingleRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'vpn/quick-connect/$id',
  ...pageRoute('vpn.quick-connect.single'),
});

const vpnQuickConnectSingleIndexRoute = createRoute({
  getParentRoute: () => vpnQuickConnectSingleRoute,
  path: '/',
  ...tabsIndexRoute('vpn.quick-connect.single'),
});

const vpnQuickConnectSingleGeneralRoute = createRoute({
  getParentRoute: () => vpnQuickConnectSingleRoute,
  path: 'general',
  ...pageRoute('vpn.quick-connect.single.general'),
  component: PlaceholderPage,
});

const vpnQuickConnectSingleClientsRoute = createRoute({
  getParentRoute: () => vpnQuickConnectSingleRoute,
  path: 'clients',
  ...pageRoute('vpn.quick-connect.single.clients'),
  component: PlaceholderPage,
});

const vpnQuickConnectSingleDataUsageRoute = createRoute({
  getParentRoute: () => vpnQuickConnectSingleRoute,
  path: 'data-usage',
  ...pageRoute('vpn.quick-connect.single.data-usage'),
  component: PlaceholderPage,
});

const vpnQuickConnectSingleConnectionLogsRoute = createRoute({
  getParentRoute: () => vpnQuickConnectSingleRoute,
  path: 'connection-logs',
  ...pageRoute('vpn.quick-connect.single.connection-logs'),
  component: PlaceholderPage,
});

/** The routes of this feature; pages not built yet show the placeholder with their title. */
export const vpnRoutes = [
  vpnHubsRoute,
  vpnHubsSingleRoute.addChildren([
    vpnHubsSingleIndexRoute,
    vpnHubsSingleGeneralRoute,
    vpnHubsSingleClientsRoute,
    vpnHubsSingleRoutesRoute,
    vpnHubsSingleDataUsageRoute,
    vpnHubsSingleConfigurationRoute,
  ]),
  vpnQuickConnectRoute,
  vpnQuickConnectSingleRoute.addChildren([
    vpnQuickConnectSingleIndexRoute,
    vpnQuickConnectSingleGeneralRoute,
    vpnQuickConnectSingleClientsRoute,
    vpnQuickConnectSingleDataUsageRoute,
    vpnQuickConnectSingleConnectionLogsRoute,
  ]),
];
