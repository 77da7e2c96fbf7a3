import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../router/lazyPages.js';
import { pageRoute, tabsIndexRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';

const managementAutomationsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'management/automations',
  ...pageRoute('management.automations'),
  component: PlaceholderPage,
});

const managementAutomationsSingleRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'management/automations/$id',
  ...pageRoute('management.automations.single'),
});

const managementAutomationsSingleIndexRoute = createRoute({
  getParentRoute: () => managementAutomationsSingleRoute,
  path: '/',
  ...tabsIndexRoute('management.automations.single'),
});

const managementAutomationsSingleDevicesRoute = createRoute({
  getParentRoute: () => managementAutomationsSingleRoute,
  path: 'devices',
  ...pageRoute('management.automations.single.devices'),
  component: PlaceholderPage,
});

const managementAutomationsSingleLogsRoute = createRoute({
  getParentRoute: () => managementAutomationsSingleRoute,
  path: 'logs',
  ...pageRoute('management.automations.single.logs'),
  component: PlaceholderPage,
});

/** The routes of this feature; pages not built yet show the placeholder with their title. */
export const automationsRoutes = [
  managementAutomationsRoute,
  managementAutomationsSingleRoute.addChildren([
    managementAutomationsSingleIndexRoute,
    managementAutomationsSingleDevicesRoute,
    managementAutomationsSingleLogsRoute,
  ]),
];
