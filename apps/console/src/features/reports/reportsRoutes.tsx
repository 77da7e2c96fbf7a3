import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../router/lazyPages.js';
import { pageRoute, tabsIndexRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';

const reportsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'reports',
  ...pageRoute('reports'),
});

const reportsIndexRoute = createRoute({
  getParentRoute: () => reportsRoute,
  path: '/',
  ...tabsIndexRoute('reports'),
});

const reportsSingleRoute = createRoute({
  getParentRoute: () => reportsRoute,
  path: 'single',
  ...pageRoute('reports.single'),
  component: PlaceholderPage,
});

const reportsPeriodicDayRoute = createRoute({
  getParentRoute: () => reportsRoute,
  path: 'periodic/day',
  ...pageRoute('reports.periodic.day'),
  component: PlaceholderPage,
});

const reportsPeriodicWeekRoute = createRoute({
  getParentRoute: () => reportsRoute,
  path: 'periodic/week',
  ...pageRoute('reports.periodic.week'),
  component: PlaceholderPage,
});

const reportsPeriodicMonthRoute = createRoute({
  getParentRoute: () => reportsRoute,
  path: 'periodic/month',
  ...pageRoute('reports.periodic.month'),
  component: PlaceholderPage,
});

const reportGeneratedRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'report/generated/$id',
  ...pageRoute('report.generated'),
  component: PlaceholderPage,
});

/** The routes of this feature; pages not built yet show the placeholder with their title. */
export const reportsRoutes = [
  reportsRoute.addChildren([
    reportsIndexRoute,
    reportsSingleRoute,
    reportsPeriodicDayRoute,
    reportsPeriodicWeekRoute,
    reportsPeriodicMonthRoute,
  ]),
  reportGeneratedRoute,
];
