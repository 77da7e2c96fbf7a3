import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';

/**
 * `/email-smtp`: the SMTP settings, for those who may change them (update_email_settings).
 * No loader: the page loads the settings itself (with its loading state), which keeps the
 * settings calls and schemas in the page's chunk instead of the shell.
 */
const emailSmtpRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'email-smtp',
  ...pageRoute('email-smtp'),
  component: lazyRouteComponent(() => import('./EmailSmtpPage.js'), 'EmailSmtpPage'),
});

/** `/changelog`: the app version and the release notes. */
const changelogRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'changelog',
  ...pageRoute('changelog'),
  component: lazyRouteComponent(() => import('./ChangelogPage.js'), 'ChangelogPage'),
});

/** The routes of this feature. */
export const systemRoutes = [emailSmtpRoute, changelogRoute];
