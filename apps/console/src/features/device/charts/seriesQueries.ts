import { type ApiClient, requestJson } from '@netfleet/api-client';
import {
  type DeviceDataUsageQuery,
  DeviceDataUsageResponseSchema,
  DeviceIoResponseSchema,
  DevicePositionsResponseSchema,
  DeviceSamplesResponseSchema,
  type DeviceSeriesQuery,
} from '@netfleet/contracts';
import { queryOptions } from '@tanstack/react-query';

// A stand-in until the api-client brings its own query factories of the device series
// (same names and arguments): the chart tabs then import them from `@netfleet/api-client/react`
// and this file goes. Keys live under the device's detail key, like its event log.

const seriesKey = (id: number, series: string, query: object) =>
  ['devices', 'detail', id, series, query] as const;

/** `GET /devices/{id}/samples` over `from`–`to`: the samples as columns. */
export function deviceSamplesQueryOptions(client: ApiClient, id: number, query: DeviceSeriesQuery) {
  return queryOptions({
    queryKey: seriesKey(id, 'samples', query),
    queryFn: async () =>
      (
        await requestJson(client, {
          path: `devices/${id}/samples`,
          query,
          schema: DeviceSamplesResponseSchema,
          failure: 'Failed to get the samples',
        })
      ).data,
  });
}

/** `GET /devices/{id}/positions` over `from`–`to`: the track as columns, and whether it was thinned. */
export function devicePositionsQueryOptions(client: ApiClient, id: number, query: DeviceSeriesQuery) {
  return queryOptions({
    queryKey: seriesKey(id, 'positions', query),
    queryFn: () =>
      requestJson(client, {
        path: `devices/${id}/positions`,
        query,
        schema: DevicePositionsResponseSchema,
        failure: 'Failed to get the positions',
      }),
  });
}

/** `GET /devices/{id}/io` over `from`–`to`: the I/O changes as columns. */
export function deviceIoQueryOptions(client: ApiClient, id: number, query: DeviceSeriesQuery) {
  return queryOptions({
    queryKey: seriesKey(id, 'io', query),
    queryFn: async () =>
      (
        await requestJson(client, {
          path: `devices/${id}/io`,
          query,
          schema: DeviceIoResponseSchema,
          failure: 'Failed to get the inputs and outputs',
        })
      ).data,
  });
}

/** `GET /devices/{id}/data-usage` over the days `from`–`to`: bytes per day and SIM slot. */
export function deviceDataUsageQueryOptions(client: ApiClient, id: number, query: DeviceDataUsageQuery) {
  return queryOptions({
    queryKey: seriesKey(id, 'data-usage', query),
    queryFn: async () =>
      (
        await requestJson(client, {
          path: `devices/${id}/data-usage`,
          query,
          schema: DeviceDataUsageResponseSchema,
          failure: 'Failed to get the data usage',
        })
      ).data,
  });
}
