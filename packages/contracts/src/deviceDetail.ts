import * as v from 'valibot';
import { DeviceSchema, DeviceTagSchema } from './device.js';
import {
  EsimProfileSchema,
  MonitoringParameterSchema,
  NetworkInterfaceSchema,
  PortStateSchema,
} from './deviceState.js';
import { DEVICE_NAME_MAX_LENGTH } from './forms/addDevice.js';
import { MAX_ID, requiredMessage } from './forms/fields.js';

/**
 * `GET /devices/{id}`'s `data`: every field of a device row (all present), and what the device
 * page shows besides: SIM, I/O, uptime, ports, interfaces, L2TP summary, eSIM profiles, the
 * monitoring parameters (always all 8 types, defaults filled in), the last connection attempt,
 * and `firmware_available` (a newer firmware for the model, or null). State the device has not
 * reported is null.
 */
export const DeviceDetailSchema = v.object({
  ...DeviceSchema.entries,
  imei: v.nullable(v.string()),
  family: v.string(),
  company_name: v.string(),
  tags: v.array(DeviceTagSchema),
  signal: v.nullable(v.number()),
  operator: v.nullable(v.string()),
  technology: v.nullable(v.string()),
  ip: v.nullable(v.string()),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  location_source: v.nullable(v.string()),
  data_used_bytes: v.number(),
  esim: v.boolean(),
  created_at: v.string(),
  last_seen_at: v.nullable(v.string()),
  iccid: v.nullable(v.string()),
  /** The SIM slot in use (spec: 0 and 2 → SIM 2, 1 → SIM 1). */
  sim_slot: v.nullable(v.number()),
  /** I/O states as last reported: `{ din1: true, dout1: false }`. */
  io: v.nullable(v.record(v.string(), v.boolean())),
  located_at: v.nullable(v.string()),
  credit_expires_at: v.nullable(v.string()),
  /** The credit type that renews the device's credit when it ends, and its name; null: not renewed. */
  renew_credit_type_id: v.optional(v.nullable(v.number())),
  renew_credit_type_name: v.optional(v.nullable(v.string())),
  /** Seconds since the device's last boot, as last reported. */
  uptime_s: v.nullable(v.number()),
  ports: v.nullable(v.array(PortStateSchema)),
  ports_scanned_at: v.nullable(v.string()),
  network: v.nullable(v.array(NetworkInterfaceSchema)),
  /** Spec §4 L2TP summary: 1 all running, 2 all stopped, 3 all disabled, 4 mixed; null without L2TP. */
  l2tp_summary: v.nullable(v.number()),
  esim_profiles: v.nullable(v.array(EsimProfileSchema)),
  /** Every monitoring type (config_id 0 to 7), in config_id order. */
  monitoring: v.array(MonitoringParameterSchema),
  /** Result code of the device's last connection attempt (spec §4) and when it was made. */
  connection_code: v.nullable(v.number()),
  connection_at: v.nullable(v.string()),
  /** A newer firmware for this model (e.g. `RUTX_R_00.07.14.3`); null when current or unknown. */
  firmware_available: v.nullable(v.string()),
});
export type DeviceDetail = v.InferOutput<typeof DeviceDetailSchema>;

/** The body of `GET /devices/{id}` and of every write to one device. */
export const DeviceDetailResponseSchema = v.object({ data: DeviceDetailSchema });
export type DeviceDetailResponse = v.InferOutput<typeof DeviceDetailResponseSchema>;

const NAME_REQUIRED = requiredMessage('Name');

/** `PUT /devices/{id}` (update_devices): a new name, trimmed, 1 to 255 characters (the add form's rule). */
export const RenameDeviceSchema = v.object({
  name: v.optional(
    v.pipe(
      v.string(NAME_REQUIRED),
      v.trim(),
      v.nonEmpty(NAME_REQUIRED),
      v.maxLength(DEVICE_NAME_MAX_LENGTH, `Name must be at most ${DEVICE_NAME_MAX_LENGTH} characters`),
    ),
    '' as never,
  ),
});
export type RenameDevicePayload = v.InferOutput<typeof RenameDeviceSchema>;

/** Most tags one device carries. */
export const DEVICE_MAX_TAGS = 100;

const tagId = v.pipe(
  v.number('Tags must be tag ids'),
  v.integer('Tags must be tag ids'),
  v.minValue(1, 'Tags must be tag ids'),
  v.maxValue(MAX_ID, 'Tags must be tag ids'),
);

/**
 * `PUT /devices/{id}/tags` (update_devices): the device's tags, all of them (an empty list
 * removes every tag). Each must be a tag of the device's company scope; repeats count once.
 */
export const SetDeviceTagsSchema = v.object({
  tag_ids: v.pipe(
    v.array(tagId, 'tag_ids must be a list of tag ids'),
    v.maxLength(DEVICE_MAX_TAGS, `At most ${DEVICE_MAX_TAGS} tags`),
    v.transform((ids) => [...new Set(ids)]),
  ),
});
export type SetDeviceTagsPayload = v.InferOutput<typeof SetDeviceTagsSchema>;

const coordinate = (label: string, limit: number) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.finite(`${label} must be a number`),
    v.minValue(-limit, `${label} must be between -${limit} and ${limit}`),
    v.maxValue(limit, `${label} must be between -${limit} and ${limit}`),
  );

/** `PUT /devices/{id}/location` (update_devices): a position set by hand (source `manual`). */
export const SetDeviceLocationSchema = v.object({
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
});
export type SetDeviceLocationPayload = v.InferOutput<typeof SetDeviceLocationSchema>;

/**
 * `PUT /devices/{id}/monitoring` (update_monitoring): the parameters to change, each type
 * (`config_id`) at most once; types not named keep their setting.
 */
export const SetDeviceMonitoringSchema = v.object({
  parameters: v.pipe(
    v.array(MonitoringParameterSchema, 'parameters must be a list'),
    v.minLength(1, 'Name at least one monitoring parameter'),
    v.maxLength(8, 'At most 8 monitoring parameters'),
    v.check(
      (items) => new Set(items.map((item) => item.config_id)).size === items.length,
      'Each config_id may appear once',
    ),
  ),
});
export type SetDeviceMonitoringPayload = v.InferOutput<typeof SetDeviceMonitoringSchema>;
