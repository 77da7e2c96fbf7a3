import { creditCodesQueryOptions } from '@netfleet/api-client/react';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadPageQuery } from '../../router/loadPageQuery.js';
import { pageRoute } from '../../router/routeOptions.js';
import { resourcesRoute } from '../resources/resourcesRoutes.js';
import { codesSearch } from './codesSearch.js';

/** `/resources/codes` (view_credit_transfer_codes), a tab of `/resources`. */
export const codesRoute = createRoute({
  getParentRoute: () => resourcesRoute,
  path: 'codes',
  ...pageRoute('services.credit-codes'),
  validateSearch: codesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadPageQuery(context.queryClient, creditCodesQueryOptions(context.client, codesSearch.toParams(deps))),
  component: lazyRouteComponent(() => import('./CodesPage.js'), 'CodesPage'),
});
