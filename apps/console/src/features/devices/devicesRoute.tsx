import { devicesQueryOptions } from '@netfleet/api-client/react';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageRoute } from '../../router/routeOptions.js';
import type { RouterContext } from '../../router/routerContext.js';
import { shellRoute } from '../../router/shellRoute.js';
import {
  DEFAULT_DEVICE_PAGE_SIZE,
  type DevicesSearch,
  toDevicesListParams,
  validateDevicesSearch,
} from './devicesSearch.js';

/** The page's chunk (the grid, its columns, filters, live data); started early by {@link prefetchDevicesPage}. */
const loadDevicesPage = () => import('./DevicesPage.js');

/** The first request of a devices page URL (with the default page size; a stored one asks again). */
function firstPageParams(search: DevicesSearch) {
  return toDevicesListParams(search, DEFAULT_DEVICE_PAGE_SIZE);
}

/**
 * `/management/devices` (view_devices), the default landing page. Filters, search, sort, page
 * size and the keyset cursor live in the URL (validated; defaults left out). The page is its
 * own chunk, loaded beside its first request, so the shell's bundle does not carry the grid.
 */
export const devicesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'management/devices',
  ...pageRoute('management.devices'),
  validateSearch: validateDevicesSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, cause }) => {
    const request = context.queryClient.prefetchQuery(
      devicesQueryOptions(context.client, firstPageParams(deps)),
    );
    // First visit: wait, so the grid appears with its rows. Paging and filtering: the page
    // shows the previous rows (busy) while this request runs.
    if (cause === 'enter') await request;
  },
  component: lazyRouteComponent(loadDevicesPage, 'DevicesPage'),
});

/**
 * Starts loading the devices page's rows and its chunk beside the session start when the
 * console opens on it (the default landing page), so the grid can show them as soon as the
 * app mounts. The route's loader then finds them in the query cache. A failure is left to the loader.
 */
export function prefetchDevicesPage(
  context: Pick<RouterContext, 'queryClient' | 'client'>,
  pathname: string,
  search: string,
): void {
  if (pathname !== '/management/devices') return;
  void loadDevicesPage().catch(() => {});
  const params = firstPageParams(validateDevicesSearch(Object.fromEntries(new URLSearchParams(search))));
  void context.queryClient.prefetchQuery(devicesQueryOptions(context.client, params));
}
