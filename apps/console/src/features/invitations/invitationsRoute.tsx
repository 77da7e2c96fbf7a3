import { invitationsQueryOptions } from '@netfleet/api-client/react';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadPageQuery } from '../../router/loadPageQuery.js';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';
import { invitationsSearch } from './invitationsSearch.js';

/** `/users/invitations` (view_user_invitations). */
export const invitationsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'users/invitations',
  ...pageRoute('users.invitations'),
  validateSearch: invitationsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadPageQuery(
      context.queryClient,
      invitationsQueryOptions(context.client, invitationsSearch.toParams(deps)),
    ),
  component: lazyRouteComponent(() => import('./InvitationsPage.js'), 'InvitationsPage'),
});
