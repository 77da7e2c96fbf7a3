import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../router/lazyPages.js';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';

const emailSmtpRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'email-smtp',
  ...pageRoute('email-smtp'),
  component: PlaceholderPage,
});

const changelogRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'changelog',
  ...pageRoute('changelog'),
  component: PlaceholderPage,
});

/** The routes of this feature; pages not built yet show the placeholder with their title. */
export const systemRoutes = [emailSmtpRoute, changelogRoute];
