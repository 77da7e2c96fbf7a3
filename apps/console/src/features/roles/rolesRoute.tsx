import { rolesQueryOptions } from '@netfleet/api-client/react';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadPageQuery } from '../../router/loadPageQuery.js';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';
import { rolesQuery, validateRolesSearch } from './rolesQuery.js';

/** `/users/roles` (view_roles): the default roles and one company's custom roles (`?company_id=`). */
export const rolesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'users/roles',
  ...pageRoute('users.roles'),
  validateSearch: validateRolesSearch,
  loaderDeps: ({ search }) => validateRolesSearch(search),
  // Without `company_id` the page shows the user's own company, which the page knows.
  loader: ({ context, deps }) =>
    deps.company_id === undefined
      ? undefined
      : loadPageQuery(context.queryClient, rolesQueryOptions(context.client, rolesQuery(deps))),
  component: lazyRouteComponent(() => import('./RolesPage.js'), 'RolesPage'),
});
