import * as v from 'valibot';

/** Device status by number: 0 Offline, 1 Online, 2 Pending, anything else Not Activated. */
export const DeviceStatusSchema = v.number();

/** A device row as `GET /devices` returns it. */
export const DeviceSchema = v.object({
  id: v.number(),
  name: v.string(),
  serial: v.string(),
  mac: v.string(),
  model: v.string(),
  original_model: v.string(),
  firmware: v.string(),
  status: DeviceStatusSchema,
  company_id: v.number(),
  company_name: v.optional(v.string()),
  esim: v.optional(v.boolean()),
  created_at: v.optional(v.string()),
  last_seen_at: v.optional(v.nullable(v.string())),
});
export type Device = v.InferOutput<typeof DeviceSchema>;

/** Columns a device list may be sorted by. */
export const DEVICE_SORT_FIELDS = [
  'id',
  'name',
  'serial',
  'model',
  'firmware',
  'status',
  'created_at',
] as const;
export type DeviceSortField = (typeof DEVICE_SORT_FIELDS)[number];
