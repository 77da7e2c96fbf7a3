import type { DeviceDataUsageQuery, DeviceSeriesQuery } from '@netfleet/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import {
  getDeviceDataUsage,
  getDeviceIo,
  getDeviceLocations,
  getDevicePositions,
  getDeviceSamples,
} from '../../resources/deviceSeries.js';
import type { DeviceFilters } from '../../resources/devices.js';
import { queryKeys } from '../../resources/queryKeys.js';

/** How a series query refreshes. */
export interface SeriesRefresh {
  /**
   * The chart's refresh interval in milliseconds (10 s … 24 h): the query refetches that often
   * and counts as fresh for as long, so a remount within the interval does not fetch again.
   * Without it (a fixed range) the data stays fresh for 5 minutes and is not refetched on a timer.
   */
  refreshMs?: number;
}

const FIXED_STALE_MS = 5 * 60_000;

/**
 * The shared options of a series: fresh for the refresh interval, refetched on it, and the
 * previous range's data kept on screen while a new range loads (no blank chart).
 */
function refreshOptions({ refreshMs }: SeriesRefresh) {
  return {
    staleTime: refreshMs ?? FIXED_STALE_MS,
    refetchInterval: refreshMs ?? false,
    placeholderData: keepPreviousData,
  } as const;
}

/**
 * A device's samples over `from`–`to` as columns, under the device's detail key (a refetch of
 * the device refreshes its charts).
 *
 * @example
 * const samples = useQuery(deviceSamplesQueryOptions(client, 12, { from, to }, { refreshMs: 30_000 }));
 * samples.data?.t; // Unix seconds
 */
export function deviceSamplesQueryOptions(
  client: ApiClient,
  id: number,
  query: DeviceSeriesQuery,
  refresh: SeriesRefresh = {},
) {
  return queryOptions({
    queryKey: queryKeys.devices.series(id, 'samples', query),
    queryFn: () => getDeviceSamples(client, id, query),
    ...refreshOptions(refresh),
  });
}

/** A device's track over `from`–`to` (`{ data, meta: { truncated } }`). */
export function devicePositionsQueryOptions(
  client: ApiClient,
  id: number,
  query: DeviceSeriesQuery,
  refresh: SeriesRefresh = {},
) {
  return queryOptions({
    queryKey: queryKeys.devices.series(id, 'positions', query),
    queryFn: () => getDevicePositions(client, id, query),
    ...refreshOptions(refresh),
  });
}

/** A device's input and output changes over `from`–`to`, as columns. */
export function deviceIoQueryOptions(
  client: ApiClient,
  id: number,
  query: DeviceSeriesQuery,
  refresh: SeriesRefresh = {},
) {
  return queryOptions({
    queryKey: queryKeys.devices.series(id, 'io', query),
    queryFn: () => getDeviceIo(client, id, query),
    ...refreshOptions(refresh),
  });
}

/** A device's data usage per day and SIM over the days `from`–`to` (default this month). */
export function deviceDataUsageQueryOptions(
  client: ApiClient,
  id: number,
  query: DeviceDataUsageQuery,
  refresh: SeriesRefresh = {},
) {
  return queryOptions({
    queryKey: queryKeys.devices.series(id, 'data-usage', query),
    queryFn: () => getDeviceDataUsage(client, id, query),
    ...refreshOptions(refresh),
  });
}

/** Every located device matching the device list's `filters`, for the fleet map (fresh for a minute without `refreshMs`). */
export function deviceLocationsQueryOptions(
  client: ApiClient,
  filters: DeviceFilters,
  refresh: SeriesRefresh = {},
) {
  return queryOptions({
    queryKey: queryKeys.devices.locations(filters),
    queryFn: () => getDeviceLocations(client, filters),
    ...refreshOptions(refresh),
    // Up to 50,000 devices: not fetched again on every mount, and on a timer only when asked.
    staleTime: refresh.refreshMs ?? 60_000,
  });
}
