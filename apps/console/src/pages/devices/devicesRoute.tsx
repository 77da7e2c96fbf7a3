import { devicesQueryOptions } from '@netfleet/api-client/react';
import { createRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { assertRouteAllowed } from '../../router/guards.js';
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
