import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';

/**
 * `/account` (the account menu's link): the user's own account: profile, password, two-factor
 * authentication and sessions (its own chunk).
 */
export const accountRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'account',
  ...pageRoute('account'),
  component: lazyRouteComponent(() => import('./AccountPage.js'), 'AccountPage'),
});
