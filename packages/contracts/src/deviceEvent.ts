import * as v from 'valibot';

/**
 * Kinds of device event. Reported by the device: `status` (data `{ status }`), `connection`
 * (`{ code }`, spec §4 result codes), `io` (`{ pin, value }`), `reboot`, `firmware`
 * (`{ from, to }`), `sim_switch`, `port_scan`, `esim`. Done by a user (with `user`): `renamed`
 * (`{ from, to }`), `tags` (`{ added, removed }`), `location` (`{ latitude, longitude }`),
 * `monitoring` (`{ config_id, from_interval_s, to_interval_s, from_enabled, to_enabled }`),
 * `moved` (`{ from, to }`), `action` (a bulk action: `{ action, job_id }`). A device may report
 * other kinds; render those by `message`.
 */
export const DEVICE_REPORTED_EVENT_KINDS = [
  'status',
  'connection',
  'io',
  'reboot',
  'firmware',
  'sim_switch',
  'port_scan',
  'esim',
] as const;
/** The kinds of {@link DEVICE_EVENT_KINDS} a user's action writes (never a device's report). */
export const USER_ACTION_EVENT_KINDS = [
  'renamed',
  'tags',
  'location',
  'monitoring',
  'moved',
  'action',
] as const;
export const DEVICE_EVENT_KINDS = [...DEVICE_REPORTED_EVENT_KINDS, ...USER_ACTION_EVENT_KINDS] as const;
export type DeviceEventKind = (typeof DEVICE_EVENT_KINDS)[number];

/**
 * One entry of a device's event log (`GET /devices/{id}/events`, and the `event` of
 * `private-device.{id}`). `message` is English, the fallback when a client cannot render the
 * kind and data in the user's language; `user` is who did it (null for what the device reported).
 */
export const DeviceEventSchema = v.object({
  id: v.number(),
  at: v.string(),
  kind: v.string(),
  message: v.string(),
  user: v.nullable(v.object({ id: v.number(), email: v.string(), name: v.string() })),
  data: v.nullable(v.record(v.string(), v.unknown())),
});
export type DeviceEvent = v.InferOutput<typeof DeviceEventSchema>;

/** Most events on one page. */
export const DEVICE_EVENTS_MAX_LIMIT = 200;

const KIND = /^[a-z][a-z0-9_]{0,31}$/;

const instant = (name: string) =>
  v.pipe(
    v.string(),
    v.check(
      (text) => /^\d{4}-\d{2}-\d{2}/.test(text) && !Number.isNaN(Date.parse(text)),
      `${name} must be a date`,
    ),
    v.transform((text) => new Date(text)),
  );

/**
 * The query of `GET /devices/{id}/events`: `limit` 1 to 200 (50), `before` (the `meta.next`
 * of the previous page), `kind` (a comma list, at most 20), `from` and `to` (ISO 8601, inclusive).
 */
export const DeviceEventListQuerySchema = v.pipe(
  v.object({
    limit: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,3}$/, 'limit must be a whole number'),
        v.transform(Number),
        v.minValue(1, 'limit must be at least 1'),
        v.maxValue(DEVICE_EVENTS_MAX_LIMIT, `limit must be at most ${DEVICE_EVENTS_MAX_LIMIT}`),
      ),
      '50',
    ),
    before: v.optional(v.pipe(v.string(), v.maxLength(200, 'before is not a cursor of this list'))),
    kind: v.optional(
      v.pipe(
        v.string(),
        v.transform((text) => [...new Set(text.split(',').map((item) => item.trim()))].filter(Boolean)),
        v.check((items) => items.length > 0, 'kind must name at least one kind'),
        v.check((items) => items.length <= 20, 'kind may name at most 20 kinds'),
        v.check((items) => items.every((item) => KIND.test(item)), 'kind must be lower-case words'),
      ),
    ),
    from: v.optional(instant('from')),
    to: v.optional(instant('to')),
  }),
  v.forward(
    v.check((query) => !query.from || !query.to || query.from <= query.to, 'from must not be after to'),
    ['from'],
  ),
);
export type DeviceEventListQuery = v.InferInput<typeof DeviceEventListQuerySchema>;

/** The body of `GET /devices/{id}/events`: newest first; `meta.next` is the `before` of the next page. */
export const DeviceEventListResponseSchema = v.object({
  data: v.array(DeviceEventSchema),
  meta: v.object({ next: v.nullable(v.string()) }),
});
export type DeviceEventListResponse = v.InferOutput<typeof DeviceEventListResponseSchema>;
