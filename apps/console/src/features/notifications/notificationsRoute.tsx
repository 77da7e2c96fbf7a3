import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';
import { validateNotificationsSearch } from './notificationsSearch.js';

/**
 * `/notifications` (`notifications.main`): all of the user's notifications, paged. No loader:
 * the page shows its own loading and error states ("Failed to get notifications."), and its
 * calls stay in its chunk, out of the shell.
 */
export const notificationsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'notifications',
  ...pageRoute('notifications.main'),
  validateSearch: validateNotificationsSearch,
  component: lazyRouteComponent(() => import('./NotificationsPage.js'), 'NotificationsPage'),
});
