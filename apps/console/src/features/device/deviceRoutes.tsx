import { deviceQueryOptions } from '@netfleet/api-client/react';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { assertRouteAllowed, redirectToLanding } from '../../router/guards.js';
import { PlaceholderPage } from '../../router/lazyPages.js';
import { pageRoute, tabsIndexRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';

/**
 * `/devices/{id}` (view_devices): the device's header and tabs (`DevicePage`); the index
 * forwards to the first tab the user may open (activity). `id` is a number to every tab
 * (`getRouteApi('/shell/devices/$id').useParams().id`); one that is not a positive whole
 * number leads to the landing page. A device that cannot be loaded (gone, outside the
 * scope) shows its error on the page.
 */
const deviceInfoRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'devices/$id',
  params: {
    parse: ({ id }) => ({ id: Number(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  staticData: { name: 'device.info' },
  beforeLoad: ({ context, params }) => {
    if (!Number.isInteger(params.id) || params.id < 1) redirectToLanding(context);
    assertRouteAllowed(context, 'device.info');
  },
  loader: ({ context, params }) =>
    context.queryClient.prefetchQuery(deviceQueryOptions(context.client, params.id)),
  component: lazyRouteComponent(() => import('./DevicePage.js'), 'DevicePage'),
});

const deviceInfoIndexRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: '/',
  ...tabsIndexRoute('device.info'),
});

const deviceActivityRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'activity',
  ...pageRoute('device.activity'),
  component: PlaceholderPage,
});

const deviceLocationRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'location',
  ...pageRoute('device.location'),
  component: PlaceholderPage,
});

const deviceDashboardsRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'dashboards',
  ...pageRoute('device.dashboards'),
  component: PlaceholderPage,
});

const deviceDataUsageRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'data-usage',
  ...pageRoute('device.data-usage'),
  component: PlaceholderPage,
});

const devicePortsRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'ports',
  ...pageRoute('device.ports'),
  component: PlaceholderPage,
});

const deviceServicesRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'services',
  ...pageRoute('device.services'),
  component: PlaceholderPage,
});

const deviceAccessRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'access',
  ...pageRoute('device.access'),
  component: PlaceholderPage,
});

const deviceNetworkRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'network',
  ...pageRoute('device.network'),
  component: PlaceholderPage,
});

const deviceMonitoringParametersHistoryRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'monitoring-parameters-history',
  ...pageRoute('device.monitoring-parameters-history'),
  component: PlaceholderPage,
});

const deviceMetricsDynamicRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'metrics/dynamic',
  ...pageRoute('device.metrics.dynamic'),
  component: PlaceholderPage,
});

const deviceMetricsMobileDataRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'metrics/mobile-data',
  ...pageRoute('device.metrics.mobile-data'),
  component: PlaceholderPage,
});

const deviceMetricsIoRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'metrics/io',
  ...pageRoute('device.metrics.io'),
  component: PlaceholderPage,
});

const deviceMetricsGpsRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'metrics/gps',
  ...pageRoute('device.metrics.gps'),
  component: PlaceholderPage,
});

const deviceEsimRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'esim',
  ...pageRoute('device.esim'),
  component: PlaceholderPage,
});

const deviceDashboardsSingleRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'dashboards/$dashboard_id',
  ...pageRoute('device.dashboards.single'),
  component: PlaceholderPage,
});

/** The routes of this feature; pages not built yet show the placeholder with their title. */
export const deviceRoutes = [
  deviceInfoRoute.addChildren([
    deviceInfoIndexRoute,
    deviceActivityRoute,
    deviceLocationRoute,
    deviceDashboardsRoute,
    deviceDataUsageRoute,
    devicePortsRoute,
    deviceServicesRoute,
    deviceAccessRoute,
    deviceNetworkRoute,
    deviceMonitoringParametersHistoryRoute,
    deviceMetricsDynamicRoute,
    deviceMetricsMobileDataRoute,
    deviceMetricsIoRoute,
    deviceMetricsGpsRoute,
    deviceEsimRoute,
    deviceDashboardsSingleRoute,
  ]),
];
