import { approvedDevicesQueryOptions } from '@netfleet/api-client/react';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadPageQuery } from '../../router/loadPageQuery.js';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';
import { approvedDevicesSearch } from './approvedDevicesSearch.js';

/** `/auth-devices` (super_admin): paging, sort and search in the URL; the page is its own chunk. */
export const approvedDevicesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'auth-devices',
  ...pageRoute('auth-devices'),
  validateSearch: approvedDevicesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadPageQuery(
      context.queryClient,
      approvedDevicesQueryOptions(context.client, approvedDevicesSearch.toParams(deps)),
    ),
  component: lazyRouteComponent(() => import('./ApprovedDevicesPage.js'), 'ApprovedDevicesPage'),
});
