import { deviceQueryOptions } from '@netfleet/api-client/react';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { assertRouteAllowed, redirectToLanding } from '../../router/guards.js';
import { pageRoute, tabsIndexRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';
import { validateChartSearch } from './charts/chartSearch.js';
import { prefetchSamples } from './metrics/prefetchSamples.js';

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
  component: lazyRouteComponent(() => import('./activity/DeviceActivityPage.js'), 'DeviceActivityPage'),
});

const deviceLocationRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'location',
  ...pageRoute('device.location'),
  // The period as the chart tabs keep theirs (`?range=7d`, `?range=custom&from&to`).
  validateSearch: validateChartSearch,
  component: lazyRouteComponent(() => import('./location/DeviceLocationPage.js'), 'DeviceLocationPage'),
});

const deviceDashboardsRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'dashboards',
  ...pageRoute('device.dashboards'),
  component: lazyRouteComponent(() => import('./dashboards/DashboardsPage.js'), 'DashboardsPage'),
});

const deviceDataUsageRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'data-usage',
  ...pageRoute('device.data-usage'),
  validateSearch: validateChartSearch,
  component: lazyRouteComponent(() => import('./dataUsage/DataUsagePage.js'), 'DataUsagePage'),
});

const devicePortsRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'ports',
  ...pageRoute('device.ports'),
  component: lazyRouteComponent(() => import('./ports/PortsPage.js'), 'PortsPage'),
});

const deviceServicesRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'services',
  ...pageRoute('device.services'),
  component: lazyRouteComponent(() => import('./services/ServicesPage.js'), 'ServicesPage'),
});

const deviceAccessRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'access',
  ...pageRoute('device.access'),
  component: lazyRouteComponent(() => import('./access/AccessPage.js'), 'AccessPage'),
});

const deviceNetworkRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'network',
  ...pageRoute('device.network'),
  component: lazyRouteComponent(() => import('./network/NetworkPage.js'), 'NetworkPage'),
});

const deviceMonitoringParametersHistoryRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'monitoring-parameters-history',
  ...pageRoute('device.monitoring-parameters-history'),
  component: lazyRouteComponent(() => import('./monitoring/MonitoringPage.js'), 'MonitoringPage'),
});

const deviceMetricsDynamicRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'metrics/dynamic',
  ...pageRoute('device.metrics.dynamic'),
  validateSearch: validateChartSearch,
  // The samples (and uPlot) start beside the page's chunks; a new refresh interval alone asks nothing.
  loaderDeps: ({ search }) => ({ range: search.range, from: search.from, to: search.to }),
  loader: ({ context, params, deps }) => prefetchSamples(context, params.id, deps),
  component: lazyRouteComponent(() => import('./metrics/DynamicMetricsPage.js'), 'DynamicMetricsPage'),
});

const deviceMetricsMobileDataRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'metrics/mobile-data',
  ...pageRoute('device.metrics.mobile-data'),
  validateSearch: validateChartSearch,
  component: lazyRouteComponent(() => import('./metrics/MobileDataPage.js'), 'MobileDataPage'),
});

const deviceMetricsIoRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'metrics/io',
  ...pageRoute('device.metrics.io'),
  validateSearch: validateChartSearch,
  component: lazyRouteComponent(() => import('./metrics/IoMetricsPage.js'), 'IoMetricsPage'),
});

const deviceMetricsGpsRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'metrics/gps',
  ...pageRoute('device.metrics.gps'),
  validateSearch: validateChartSearch,
  component: lazyRouteComponent(() => import('./metrics/GpsMetricsPage.js'), 'GpsMetricsPage'),
});

const deviceEsimRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'esim',
  ...pageRoute('device.esim'),
  component: lazyRouteComponent(() => import('./esim/EsimPage.js'), 'EsimPage'),
});

const deviceDashboardsSingleRoute = createRoute({
  getParentRoute: () => deviceInfoRoute,
  path: 'dashboards/$dashboard_id',
  ...pageRoute('device.dashboards.single'),
  component: lazyRouteComponent(() => import('./dashboards/DashboardPage.js'), 'DashboardPage'),
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
