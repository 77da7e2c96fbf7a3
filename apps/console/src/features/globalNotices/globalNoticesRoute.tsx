import { allNoticesQueryOptions } from '@netfleet/api-client/react';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';
import { noticesSearch } from './noticesSearch.js';

/** `/notices` (admin_view_notice): every global notice, and their editor. */
export const globalNoticesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'notices',
  ...pageRoute('notices'),
  validateSearch: noticesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(allNoticesQueryOptions(context.client, noticesSearch.toParams(deps))),
  component: lazyRouteComponent(() => import('./NoticesAdminPage.js'), 'NoticesAdminPage'),
});
