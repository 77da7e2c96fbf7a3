import {
  remoteAccessEntryQueryOptions,
  remoteAccessQueryOptions,
  remoteSessionsQueryOptions,
} from '@netfleet/api-client/react';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { assertRouteAllowed, redirectToLanding } from '../../router/guards.js';
import { loadPageQuery } from '../../router/loadPageQuery.js';
import { pageRoute } from '../../router/routeOptions.js';
import { shellRoute } from '../../router/shellRoute.js';
import { accessHistoryParams, accessHistorySearch } from './history/accessHistorySearch.js';
import { remoteAccessParams, remoteAccessSearch } from './remoteAccessSearch.js';

/** `/remote/access` (view_device_remote_access): paging, sort, search and protocol in the URL. */
const remoteAccessRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'remote/access',
  ...pageRoute('remote.access'),
  validateSearch: remoteAccessSearch.validate,
  // The full search also carries keys of the parents (unvalidated): keep the list's own.
  loaderDeps: ({ search }) => remoteAccessSearch.validate(search),
  loader: ({ context, deps }) =>
    loadPageQuery(
      context.queryClient,
      remoteAccessQueryOptions(context.client, remoteAccessParams(remoteAccessSearch.toParams(deps))),
    ),
  component: lazyRouteComponent(() => import('./RemoteAccessPage.js'), 'RemoteAccessPage'),
});

/**
 * `/remote/access/{id}` (view_device_remote_access): one entry. An id that is not a positive
 * whole number leads to the landing page; an entry that cannot be loaded shows its error.
 */
const remoteAccessSingleRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'remote/access/$id',
  params: {
    parse: ({ id }) => ({ id: Number(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  staticData: { name: 'remote.access.single' },
  beforeLoad: ({ context, params }) => {
    if (!Number.isInteger(params.id) || params.id < 1) redirectToLanding(context);
    assertRouteAllowed(context, 'remote.access.single');
  },
  loader: ({ context, params }) =>
    context.queryClient.prefetchQuery(remoteAccessEntryQueryOptions(context.client, params.id)),
  component: lazyRouteComponent(() => import('./RemoteAccessEntryPage.js'), 'RemoteAccessEntryPage'),
});

/** `/access-history` (view_device_remote_access): the session log, its filters in the URL. */
const accessHistoryRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'access-history',
  ...pageRoute('access-history'),
  validateSearch: accessHistorySearch.validate,
  // The full search also carries keys of the parents (unvalidated): keep the history's own.
  loaderDeps: ({ search }) => accessHistorySearch.validate(search),
  component: lazyRouteComponent(() => import('./history/AccessHistoryPage.js'), 'AccessHistoryPage'),
  loader: ({ context, deps }) =>
    loadPageQuery(
      context.queryClient,
      remoteSessionsQueryOptions(context.client, accessHistoryParams(accessHistorySearch.toParams(deps))),
    ),
});

/** The routes of remote access: the entries, one entry, and the access history. */
export const remoteAccessRoutes = [remoteAccessRoute, remoteAccessSingleRoute, accessHistoryRoute];
