import { emailSettingsQueryOptions } from '@netfleet/api-client/react';
import { can } from '@netfleet/permissions';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';

/** `/email-smtp`: the SMTP settings, for those who may change them (update_email_settings). */
const emailSmtpRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'email-smtp',
  ...pageRoute('email-smtp'),
  loader: ({ context }) =>
    can(context.user.permissions, 'update_email_settings')
      ? context.queryClient.ensureQueryData(emailSettingsQueryOptions(context.client)).catch(() => undefined)
      : undefined,
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
