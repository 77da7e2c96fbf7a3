import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import { type DeviceListParams, getDevice, listDevices } from '../../resources/devices.js';
import { queryKeys } from '../../resources/queryKeys.js';

/** One page of devices; the previous page stays on screen while the next loads. */
export function devicesQueryOptions(client: ApiClient, params: DeviceListParams) {
  return queryOptions({
    queryKey: queryKeys.devices.list(params),
    queryFn: () => listDevices(client, params),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** One device (`/devices/$id`). */
export function deviceQueryOptions(client: ApiClient, id: number) {
  return queryOptions({
    queryKey: queryKeys.devices.detail(id),
    queryFn: () => getDevice(client, id),
    staleTime: 10_000,
  });
}
