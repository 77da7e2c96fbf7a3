import * as v from 'valibot';

/** Device status by number: 0 Offline, 1 Online, 2 Pending, anything else Not Activated. */
export const DeviceStatusSchema = v.number();

/** A tag on a device row: `{ id, name, color }`. */
export const DeviceTagSchema = v.object({ id: v.number(), name: v.string(), color: v.string() });
export type DeviceTag = v.InferOutput<typeof DeviceTagSchema>;

/**
 * A device row as `GET /devices` and `GET /devices/{id}` return it. A list returns the fields
 * `fields` names (every field by default), so all but the identity are optional here. Mobile,
 * location and network fields are null until the device reports them; `data_used_bytes` is
 * this month's mobile data (0 when the device reported none this month).
 */
export const DeviceSchema = v.object({
  id: v.number(),
  name: v.string(),
  serial: v.string(),
  mac: v.string(),
  imei: v.optional(v.nullable(v.string())),
  model: v.string(),
  original_model: v.string(),
  /** The model's family (`RUT`, `TRB`, …); `''` outside every family. */
  family: v.optional(v.string()),
  firmware: v.string(),
  status: DeviceStatusSchema,
  company_id: v.number(),
  company_name: v.optional(v.string()),
  tags: v.optional(v.array(DeviceTagSchema)),
  /** Signal strength (RSSI, dBm). */
  signal: v.optional(v.nullable(v.number())),
  operator: v.optional(v.nullable(v.string())),
  /** Mobile technology (`LTE`, `5G-NSA`, `3G`, …). */
  technology: v.optional(v.nullable(v.string())),
  ip: v.optional(v.nullable(v.string())),
  latitude: v.optional(v.nullable(v.number())),
  longitude: v.optional(v.nullable(v.number())),
  /** Where the position came from: `gps`, `cell` or `manual`. */
  location_source: v.optional(v.nullable(v.string())),
  data_used_bytes: v.optional(v.number()),
  esim: v.optional(v.boolean()),
  created_at: v.optional(v.string()),
  last_seen_at: v.optional(v.nullable(v.string())),
});
export type Device = v.InferOutput<typeof DeviceSchema>;

/**
 * Columns a device list may be sorted by: every column but the tags (`firmware` sorts by
 * version, not text; `latitude` is the location column's sort). Empty values (no signal, never
 * seen, no IMEI) sort first ascending.
 */
export const DEVICE_SORT_FIELDS = [
  'id',
  'name',
  'serial',
  'mac',
  'imei',
  'model',
  'original_model',
  'family',
  'firmware',
  'status',
  'company_name',
  'signal',
  'operator',
  'technology',
  'ip',
  'latitude',
  'data_used_bytes',
  'created_at',
  'last_seen_at',
] as const;
export type DeviceSortField = (typeof DEVICE_SORT_FIELDS)[number];

/**
 * The hardware capabilities the device list filters on (`capability=has_gps,has_io`, all of
 * them); the server maps each to the models that have it (device-capabilities).
 */
export const DEVICE_CAPABILITY_FILTERS = [
  'has_gps',
  'has_wifi',
  'has_mobile',
  'has_esim',
  'has_io',
  'has_second_modem',
  'has_lan',
] as const;
export type DeviceCapabilityFilter = (typeof DEVICE_CAPABILITY_FILTERS)[number];
