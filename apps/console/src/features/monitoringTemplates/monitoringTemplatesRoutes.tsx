import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../router/lazyPages.js';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';

const monitoringTemplatesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'monitoring-templates',
  ...pageRoute('monitoring-templates'),
  component: PlaceholderPage,
});

const monitoringTemplatesCreateRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'monitoring-templates/create',
  ...pageRoute('monitoring-templates.create'),
  component: PlaceholderPage,
});

const monitoringTemplatesEditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'monitoring-templates/edit/$id',
  ...pageRoute('monitoring-templates.edit'),
  component: PlaceholderPage,
});

/** The routes of this feature; pages not built yet show the placeholder with their title. */
export const monitoringTemplatesRoutes = [
  monitoringTemplatesRoute,
  monitoringTemplatesCreateRoute,
  monitoringTemplatesEditRoute,
];
