import * as v from 'valibot';
import { isStorableTime } from './storableTime.js';

// A device's time series for the device page's charts and maps, answered as columns (one array
// per field, `t` in Unix seconds): a month of 5-minute samples is ~8,600 numbers per field,
// which a chart reads as is and JSON carries without a key per point.

/** The longest range of `GET /devices/{id}/samples`, `/positions` and `/io`, in days. */
export const DEVICE_SERIES_MAX_DAYS = 366;
/** The longest range answered with raw samples, in days; longer ranges get hourly averages. */
export const DEVICE_SAMPLES_RAW_MAX_DAYS = 7;
/** Most points of `GET /devices/{id}/positions` (a longer track is thinned evenly). */
export const DEVICE_POSITIONS_MAX = 10_000;
/** Most changes of `GET /devices/{id}/io` (the newest are kept). */
export const DEVICE_IO_MAX = 20_000;
/** The longest range of `GET /devices/{id}/data-usage`, in days. */
export const DEVICE_DATA_USAGE_MAX_DAYS = 731;
/** Most devices of `GET /devices/locations`. */
export const DEVICE_LOCATIONS_MAX = 50_000;

const instant = (label: string) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be an ISO 8601 time`),
      v.isoTimestamp(`${label} must be an ISO 8601 time such as 2026-11-23T10:00:00Z`),
      v.check(isStorableTime, `${label} must be a real time, such as 2026-11-23T10:00:00Z`),
    ),
  );

/**
 * `?from&to` of `GET /devices/{id}/samples`, `/positions` and `/io`: ISO 8601 times; default the
 * last 24 hours up to now (`to` alone: the 24 hours before it).
 */
export const DeviceSeriesQuerySchema = v.object({ from: instant('from'), to: instant('to') });
/** What a caller passes as `?from&to`. */
export type DeviceSeriesQuery = v.InferInput<typeof DeviceSeriesQuerySchema>;

const day = (label: string) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be a date`),
      v.isoDate(`${label} must be a date such as 2026-11-01`),
      v.check(isStorableTime, `${label} must be a real date, such as 2026-11-01`),
    ),
  );

/** `?from&to` of `GET /devices/{id}/data-usage`: days (`YYYY-MM-DD`, both included); default this month. */
export const DeviceDataUsageQuerySchema = v.object({ from: day('from'), to: day('to') });
/** What a caller passes as `?from&to` of the data usage. */
export type DeviceDataUsageQuery = v.InferInput<typeof DeviceDataUsageQuerySchema>;

const column = v.array(v.nullable(v.number()));

/**
 * A device's samples as columns: `raw` (as reported) when the range lies within the raw
 * retention and spans at most {@link DEVICE_SAMPLES_RAW_MAX_DAYS} days, else `hour` (hourly
 * averages, stamped at the hour's start; rsrp, rsrq and sinr are not kept hourly: null).
 */
export const DeviceSamplesSchema = v.object({
  resolution: v.picklist(['raw', 'hour']),
  t: v.array(v.number()),
  signal: column,
  rsrp: column,
  rsrq: column,
  sinr: column,
  temperature: column,
  cpu_load: column,
  memory_used: column,
});
export type DeviceSamples = v.InferOutput<typeof DeviceSamplesSchema>;

/** `GET /devices/{id}/samples` answer. */
export const DeviceSamplesResponseSchema = v.object({ data: DeviceSamplesSchema });
export type DeviceSamplesResponse = v.InferOutput<typeof DeviceSamplesResponseSchema>;

/** A device's track as columns, oldest first; `source` is `gps`, `cell` or `manual`. */
export const DevicePositionsSchema = v.object({
  t: v.array(v.number()),
  latitude: v.array(v.number()),
  longitude: v.array(v.number()),
  speed: column,
  altitude: column,
  satellites: column,
  source: v.array(v.string()),
});
export type DevicePositions = v.InferOutput<typeof DevicePositionsSchema>;

/** `GET /devices/{id}/positions` answer; `truncated`: the track had more than {@link DEVICE_POSITIONS_MAX} points and was thinned. */
export const DevicePositionsResponseSchema = v.object({
  data: DevicePositionsSchema,
  meta: v.object({ truncated: v.boolean() }),
});
export type DevicePositionsResponse = v.InferOutput<typeof DevicePositionsResponseSchema>;

/** A device's input and output changes as columns, oldest first (from its `io` events). */
export const DeviceIoSchema = v.object({
  t: v.array(v.number()),
  pin: v.array(v.string()),
  value: v.array(v.boolean()),
});
export type DeviceIo = v.InferOutput<typeof DeviceIoSchema>;

/** `GET /devices/{id}/io` answer. */
export const DeviceIoResponseSchema = v.object({ data: DeviceIoSchema });
export type DeviceIoResponse = v.InferOutput<typeof DeviceIoResponseSchema>;

/** Bytes one SIM received and sent on one day (UTC); `sim_slot` 1 SIM 1, 2 SIM 2, 3 eSIM. */
export const DeviceDataUsageDaySchema = v.object({
  day: v.string(),
  sim_slot: v.number(),
  rx_bytes: v.number(),
  tx_bytes: v.number(),
});
export type DeviceDataUsageDay = v.InferOutput<typeof DeviceDataUsageDaySchema>;

/** `GET /devices/{id}/data-usage` answer: by day, then SIM slot. */
export const DeviceDataUsageResponseSchema = v.object({ data: v.array(DeviceDataUsageDaySchema) });
export type DeviceDataUsageResponse = v.InferOutput<typeof DeviceDataUsageResponseSchema>;

/** Every located device matching the list's filters, as columns (for the fleet map). */
export const DeviceLocationsSchema = v.object({
  id: v.array(v.number()),
  latitude: v.array(v.number()),
  longitude: v.array(v.number()),
  status: v.array(v.number()),
  name: v.array(v.string()),
});
export type DeviceLocations = v.InferOutput<typeof DeviceLocationsSchema>;

/**
 * `GET /devices/locations` answer; `total` counts the located devices matching, `truncated`
 * says more than {@link DEVICE_LOCATIONS_MAX} matched and only that many came.
 */
export const DeviceLocationsResponseSchema = v.object({
  data: DeviceLocationsSchema,
  meta: v.object({ total: v.number(), truncated: v.boolean() }),
});
export type DeviceLocationsResponse = v.InferOutput<typeof DeviceLocationsResponseSchema>;
