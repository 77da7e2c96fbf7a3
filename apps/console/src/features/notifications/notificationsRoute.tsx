import { notificationsPageQueryOptions } from '@netfleet/api-client/react';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';
import { notificationsParams, validateNotificationsSearch } from './notificationsSearch.js';

/** `/notifications` (`notifications.main`): all of the user's notifications, paged. */
export const notificationsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'notifications',
  ...pageRoute('notifications.main'),
  validateSearch: validateNotificationsSearch,
  loaderDeps: ({ search }) => search,
  // The page shows its own error state ("Failed to get notifications."): a failed load is not the route's.
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(notificationsPageQueryOptions(context.client, notificationsParams(deps)))
      .catch(() => undefined),
  component: lazyRouteComponent(() => import('./NotificationsPage.js'), 'NotificationsPage'),
});
