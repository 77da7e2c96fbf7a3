import {
  type DeviceDataUsageDay,
  type DeviceDataUsageQuery,
  DeviceDataUsageResponseSchema,
  type DeviceIo,
  DeviceIoResponseSchema,
  type DeviceLocationsResponse,
  DeviceLocationsResponseSchema,
  type DevicePositionsResponse,
  DevicePositionsResponseSchema,
  type DeviceSamples,
  DeviceSamplesResponseSchema,
  type DeviceSeriesQuery,
} from '@netfleet/contracts';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';
import type { DeviceFilters } from './devices.js';

// A device's time series as the server answers them: columns (one array per field, `t` in Unix
// seconds), which a chart reads as they are.

/**
 * `GET /devices/{id}/samples?from&to` (ISO 8601; default the last 24 hours): signal, RSRP,
 * RSRQ, SINR, temperature, CPU and memory as columns — raw within the last 7 days for a range of
 * up to 7 days, else hourly averages (`resolution: 'hour'`). A range over 366 days is a 422.
 */
export async function getDeviceSamples(
  client: Pick<ApiClient, 'http'>,
  id: number,
  query: DeviceSeriesQuery = {},
): Promise<DeviceSamples> {
  const body = await requestJson(client, {
    path: `devices/${id}/samples`,
    query,
    schema: DeviceSamplesResponseSchema,
    failure: 'Failed to get the samples',
  });
  return body.data;
}

/**
 * `GET /devices/{id}/positions?from&to`: the track as columns, oldest first; `meta.truncated`
 * says it held more than 10,000 fixes and was thinned evenly.
 */
export function getDevicePositions(
  client: Pick<ApiClient, 'http'>,
  id: number,
  query: DeviceSeriesQuery = {},
): Promise<DevicePositionsResponse> {
  return requestJson(client, {
    path: `devices/${id}/positions`,
    query,
    schema: DevicePositionsResponseSchema,
    failure: 'Failed to get the positions',
  });
}

/** `GET /devices/{id}/io?from&to`: the input and output changes as `t`, `pin` and `value` columns. */
export async function getDeviceIo(
  client: Pick<ApiClient, 'http'>,
  id: number,
  query: DeviceSeriesQuery = {},
): Promise<DeviceIo> {
  const body = await requestJson(client, {
    path: `devices/${id}/io`,
    query,
    schema: DeviceIoResponseSchema,
    failure: 'Failed to get the inputs and outputs',
  });
  return body.data;
}

/**
 * `GET /devices/{id}/data-usage?from&to` (days `YYYY-MM-DD`, both included; default this
 * month): bytes received and sent per day and SIM slot (1 SIM 1, 2 SIM 2, 3 eSIM).
 */
export async function getDeviceDataUsage(
  client: Pick<ApiClient, 'http'>,
  id: number,
  query: DeviceDataUsageQuery = {},
): Promise<DeviceDataUsageDay[]> {
  const body = await requestJson(client, {
    path: `devices/${id}/data-usage`,
    query,
    schema: DeviceDataUsageResponseSchema,
    failure: 'Failed to get the data usage',
  });
  return body.data;
}

/**
 * `GET /devices/locations` with the device list's filters: every located device matching, as
 * `id`, `latitude`, `longitude`, `status` and `name` columns (at most 50,000; `meta.truncated`
 * says more matched, `meta.total` how many).
 */
export function getDeviceLocations(
  client: Pick<ApiClient, 'http'>,
  filters: DeviceFilters = {},
): Promise<DeviceLocationsResponse> {
  const { subsidiaries, ...rest } = filters;
  return requestJson(client, {
    path: 'devices/locations',
    query: { ...rest, ...(subsidiaries !== undefined && { subsidiaries: subsidiaries ? 1 : 0 }) },
    schema: DeviceLocationsResponseSchema,
    failure: 'Failed to get the device locations',
  });
}
