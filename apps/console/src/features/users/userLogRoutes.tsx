import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../router/lazyPages.js';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';

const usersImpersonationLogsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'users/impersonation-logs',
  ...pageRoute('users.impersonation-logs'),
  component: PlaceholderPage,
});

const usersMoveLogsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'users/move-logs',
  ...pageRoute('users.move-logs'),
  component: PlaceholderPage,
});

const usersConfirmImpersonationAccessRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'users/confirm-impersonation-access/$token',
  ...pageRoute('users.confirm-impersonation-access'),
  component: PlaceholderPage,
});

/** The routes of this feature; pages not built yet show the placeholder with their title. */
export const userLogRoutes = [
  usersImpersonationLogsRoute,
  usersMoveLogsRoute,
  usersConfirmImpersonationAccessRoute,
];
