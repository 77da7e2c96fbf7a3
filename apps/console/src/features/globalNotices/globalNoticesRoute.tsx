import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';
import { noticesSearch } from './noticesSearch.js';

/**
 * `/notices` (admin_view_notice): every global notice, and their editor. No loader: the list
 * shows its own loading state, and the notices admin calls stay in the page's chunk, out of
 * the shell (whose size has a budget).
 */
export const globalNoticesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'notices',
  ...pageRoute('notices'),
  validateSearch: noticesSearch.validate,
  component: lazyRouteComponent(() => import('./NoticesAdminPage.js'), 'NoticesAdminPage'),
});
