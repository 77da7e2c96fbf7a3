import { createRoute } from '@tanstack/react-router';
import { AccountPage } from '../../router/lazyPages.js';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';

/**
 * `/account` (the account menu's link): the user's own account. The account site itself
 * (sign-in, password, MFA) lives at `/auth` and is linked from this page.
 */
export const accountRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'account',
  ...pageRoute('account'),
  component: AccountPage,
});
