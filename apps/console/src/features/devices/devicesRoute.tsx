import { devicesQueryOptions } from '@netfleet/api-client/react';
import { createRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { assertRouteAllowed } from '../../router/guards.js';
import type { RouterContext } from '../../router/routerContext.js';
import { shellRoute } from '../../router/shellRoute.js';
import { DevicesPage, type DevicesPageProps } from './DevicesPage.js';
import { toDeviceListParams, validateDevicesSearch } from './devicesSearch.js';

function DevicesRouteComponent() {
  const search = devicesRoute.useSearch();
  const navigate = devicesRoute.useNavigate();
  const onSearchChange = useCallback<DevicesPageProps['onSearchChange']>(
    (update, options) => {
      void navigate({
        // validateSearch drops the defaults (page 1, 25 rows) from the URL again.
        search: (previous) => validateDevicesSearch({ ...previous, ...update }),
        replace: options?.replace ?? false,
      });
    },
    [navigate],
  );
  return <DevicesPage search={search} onSearchChange={onSearchChange} />;
}

/**
 * `/management/devices` (view_devices). In the main chunk: it is the default landing page.
 * Page, page size, sort and search live in the URL; defaults are left out of it.
 */
export const devicesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'management/devices',
  staticData: { name: 'management.devices', title: 'Devices' },
  validateSearch: validateDevicesSearch,
  beforeLoad: ({ context }) => assertRouteAllowed(context, 'management.devices'),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, cause }) => {
    const request = context.queryClient.prefetchQuery(
      devicesQueryOptions(context.client, toDeviceListParams(deps)),
    );
    // First visit: wait, so the table appears with its rows. Paging and sorting: the
    // page shows the previous rows (busy) while this request runs.
    if (cause === 'enter') await request;
  },
  component: DevicesRouteComponent,
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
  const params = toDeviceListParams(validateDevicesSearch(Object.fromEntries(new URLSearchParams(search))));
  void context.queryClient.prefetchQuery(devicesQueryOptions(context.client, params));
}
