import { devicesQueryOptions } from '@netfleet/api-client/react';
import { createRoute } from '@tanstack/react-router';
import { pageRoute } from '../../router/routeOptions.js';
import type { RouterContext } from '../../router/routerContext.js';
import { shellRoute } from '../../router/shellRoute.js';
import { DevicesPage } from './DevicesPage.js';
import { devicesSearch } from './deviceColumns.js';

/**
 * `/management/devices` (view_devices). In the main chunk: it is the default landing page.
 * Page, page size, sort and search live in the URL; defaults are left out of it.
 */
export const devicesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'management/devices',
  ...pageRoute('management.devices'),
  validateSearch: devicesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, cause }) => {
    const request = context.queryClient.prefetchQuery(
      devicesQueryOptions(context.client, devicesSearch.toParams(deps)),
    );
    // First visit: wait, so the table appears with its rows. Paging and sorting: the
    // page shows the previous rows (busy) while this request runs.
    if (cause === 'enter') await request;
  },
  component: DevicesPage,
});

/**
 * Starts loading the devices page's rows beside the session start when the console opens
 * on it (the default landing page), so the table can show them as soon as the app mounts.
 * The route's loader then finds them in the query cache. A failure is left to the loader.
 */
export function prefetchDevicesPage(
  context: Pick<RouterContext, 'queryClient' | 'client'>,
  pathname: string,
  search: string,
): void {
  if (pathname !== '/management/devices') return;
  const params = devicesSearch.toParams(
    devicesSearch.validate(Object.fromEntries(new URLSearchParams(search))),
  );
  void context.queryClient.prefetchQuery(devicesQueryOptions(context.client, params));
}
