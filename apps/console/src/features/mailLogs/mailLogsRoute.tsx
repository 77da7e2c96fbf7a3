import { mailLogsQueryOptions } from '@netfleet/api-client/react';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadPageQuery } from '../../router/loadPageQuery.js';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';
import { mailLogsSearch } from './mailLogsSearch.js';

/** `/system/mail-logs` (view_mail_logs). */
export const mailLogsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'system/mail-logs',
  ...pageRoute('system.mail-logs'),
  validateSearch: mailLogsSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadPageQuery(context.queryClient, mailLogsQueryOptions(context.client, mailLogsSearch.toParams(deps))),
  component: lazyRouteComponent(() => import('./MailLogsPage.js'), 'MailLogsPage'),
});
