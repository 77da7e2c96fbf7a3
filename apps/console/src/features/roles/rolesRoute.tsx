import { rolesQueryOptions } from '@netfleet/api-client/react';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';
import { ROLES_QUERY } from './rolesQuery.js';

/** `/users/roles` (view_roles): read-only for now. */
export const rolesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'users/roles',
  ...pageRoute('users.roles'),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(rolesQueryOptions(context.client, ROLES_QUERY)),
  component: lazyRouteComponent(() => import('./RolesPage.js'), 'RolesPage'),
});
