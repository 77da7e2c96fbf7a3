import { usersQueryOptions } from '@netfleet/api-client/react';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadPageQuery } from '../../router/loadPageQuery.js';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';
import { usersSearch } from './usersSearch.js';

/** `/users` (view_users): paging, sort, search and `company_id` in the URL. */
export const usersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'users',
  ...pageRoute('users'),
  validateSearch: usersSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadPageQuery(context.queryClient, usersQueryOptions(context.client, usersSearch.toParams(deps))),
  component: lazyRouteComponent(() => import('./UsersPage.js'), 'UsersPage'),
});
