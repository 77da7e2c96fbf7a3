import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../router/lazyPages.js';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';

const managementTaskManagerRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'management/task-manager',
  ...pageRoute('management.task-manager'),
  component: PlaceholderPage,
});

/** The routes of this feature; pages not built yet show the placeholder with their title. */
export const taskManagerRoutes = [managementTaskManagerRoute];
