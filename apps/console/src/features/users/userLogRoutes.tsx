import { impersonationLogsQueryOptions, userMoveLogsQueryOptions } from '@netfleet/api-client/react';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadPageQuery } from '../../router/loadPageQuery.js';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';
import { impersonationLogsSearch, userMoveLogsSearch } from './userLogsSearch.js';

/** `/users/impersonation-logs` (view_impersonation_logs): paging, sort and search in the URL. */
const usersImpersonationLogsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'users/impersonation-logs',
  ...pageRoute('users.impersonation-logs'),
  validateSearch: impersonationLogsSearch.validate,
  loaderDeps: ({ search }) => impersonationLogsSearch.validate(search),
  loader: ({ context, deps }) =>
    loadPageQuery(
      context.queryClient,
      impersonationLogsQueryOptions(context.client, impersonationLogsSearch.toParams(deps)),
    ),
  component: lazyRouteComponent(() => import('./ImpersonationLogsPage.js'), 'ImpersonationLogsPage'),
});

/** `/users/move-logs` (view_user_move_logs): paging, sort and search in the URL. */
const usersMoveLogsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'users/move-logs',
  ...pageRoute('users.move-logs'),
  validateSearch: userMoveLogsSearch.validate,
  loaderDeps: ({ search }) => userMoveLogsSearch.validate(search),
  loader: ({ context, deps }) =>
    loadPageQuery(
      context.queryClient,
      userMoveLogsQueryOptions(context.client, userMoveLogsSearch.toParams(deps)),
    ),
  component: lazyRouteComponent(() => import('./UserMoveLogsPage.js'), 'UserMoveLogsPage'),
});

/** `/users/confirm-impersonation-access/{token}` (any signed-in user): answer an access request. */
const usersConfirmImpersonationAccessRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'users/confirm-impersonation-access/$token',
  ...pageRoute('users.confirm-impersonation-access'),
  component: lazyRouteComponent(
    () => import('./ConfirmImpersonationAccessPage.js'),
    'ConfirmImpersonationAccessPage',
  ),
});

/** The routes of the user logs and the impersonation access confirmation. */
export const userLogRoutes = [
  usersImpersonationLogsRoute,
  usersMoveLogsRoute,
  usersConfirmImpersonationAccessRoute,
];
