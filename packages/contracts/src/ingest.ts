import * as v from 'valibot';
import { DEVICE_REPORTED_EVENT_KINDS, USER_ACTION_EVENT_KINDS } from './deviceEvent.js';
import {
  EsimProfileSchema,
  MAX_ESIM_PROFILES,
  MAX_NETWORK_INTERFACES,
  MAX_PORTS,
  NetworkInterfaceSchema,
  PortStateSchema,
} from './deviceState.js';

// The device ingest API (`/ingest/v1/...`): what a router (or the simulator, or a gateway)
// pushes, authenticated by its own device token (`Authorization: Bearer <token>`), not the
// console's session. Every part of a report is optional, so a bare `{}` is a heartbeat.

/** Most samples, positions or usage rows in one report (more: send several reports). */
export const INGEST_MAX_SERIES = 1000;
/** Most events in one report. */
export const INGEST_MAX_EVENTS = 100;
/** Most device reports in one `POST /ingest/v1/batch`. */
export const INGEST_MAX_BATCH = 1000;
/** Longest text of a reported field (operator, event message, …). */
export const INGEST_TEXT_MAX_LENGTH = 255;

/**
 * An instant: an ISO 8601 time (`2026-11-23T10:00:00Z`) or Unix seconds (what a router's
 * `%t`-style placeholder gives). Comes out as milliseconds since the epoch.
 */
const InstantSchema = v.pipe(
  v.union(
    [
      v.pipe(v.string(), v.isoTimestamp('must be an ISO 8601 time or Unix seconds')),
      v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(4_102_444_800)),
    ],
    'must be an ISO 8601 time or Unix seconds',
  ),
  v.transform((input) => (typeof input === 'number' ? Math.round(input * 1000) : Date.parse(input))),
);

function text(label: string) {
  return v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      v.maxLength(INGEST_TEXT_MAX_LENGTH, `${label} must be at most ${INGEST_TEXT_MAX_LENGTH} characters`),
    ),
  );
}

function requiredInt(label: string, min: number, max: number) {
  return v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be a whole number`),
    v.minValue(min, `${label} must be at least ${min}`),
    v.maxValue(max, `${label} must be at most ${max}`),
  );
}

function int(label: string, min: number, max: number) {
  return v.optional(requiredInt(label, min, max));
}

function requiredNum(label: string, min: number, max: number) {
  return v.pipe(
    v.number(`${label} must be a number`),
    v.finite(`${label} must be a number`),
    v.minValue(min, `${label} must be at least ${min}`),
    v.maxValue(max, `${label} must be at most ${max}`),
  );
}

function num(label: string, min: number, max: number) {
  return v.optional(requiredNum(label, min, max));
}

/** SIM slot: 1 SIM 1, 2 SIM 2, 3 eSIM (0 is read as SIM 2, as the usage table stores it). */
const SimSlotSchema = int('sim_slot', 0, 3);

/** Modem and SIM as the device sees them now; the newest values land on the device row. */
export const IngestModemSchema = v.object({
  operator: text('operator'),
  /** `LTE`, `5G-NSA`, `5G-SA`, `3G`, `2G`, … */
  technology: text('technology'),
  /** RSSI in dBm. */
  signal: int('signal', -150, 0),
  rsrp: int('rsrp', -200, 0),
  rsrq: int('rsrq', -50, 10),
  sinr: int('sinr', -50, 60),
  iccid: v.optional(
    v.pipe(v.string('iccid must be text'), v.regex(/^\d{18,22}F?$/i, 'iccid must be 18 to 22 digits')),
  ),
  imei: v.optional(v.pipe(v.string('imei must be text'), v.regex(/^\d{15}$/, 'imei must be 15 digits'))),
  sim_slot: SimSlotSchema,
});
export type IngestModem = v.InferOutput<typeof IngestModemSchema>;

/** A reading at an instant: signal, temperature, CPU load and memory (0–1). Kept raw for days, hourly for a year. */
export const IngestSampleSchema = v.object({
  at: InstantSchema,
  signal: int('signal', -150, 0),
  rsrp: int('rsrp', -200, 0),
  rsrq: int('rsrq', -50, 10),
  sinr: int('sinr', -50, 60),
  temperature: num('temperature', -60, 150),
  cpu_load: num('cpu_load', 0, 1),
  memory_used: num('memory_used', 0, 1),
});
export type IngestSample = v.InferOutput<typeof IngestSampleSchema>;

/**
 * Mobile data used on one SIM: **deltas**, the bytes received and sent since the device's
 * previous report (the server adds them to the day of `at`, default the report's time). A
 * lost report loses its bytes; a resent one counts twice — the price of a stateless device.
 */
export const IngestDataUsageSchema = v.object({
  at: v.optional(InstantSchema),
  sim_slot: requiredInt('sim_slot', 0, 3),
  rx_bytes: requiredInt('rx_bytes', 0, 1e13),
  tx_bytes: requiredInt('tx_bytes', 0, 1e13),
});
export type IngestDataUsage = v.InferOutput<typeof IngestDataUsageSchema>;

/** A GPS fix (or a cell position with `source: 'cell'`). */
export const IngestPositionSchema = v.object({
  at: InstantSchema,
  latitude: requiredNum('latitude', -90, 90),
  longitude: requiredNum('longitude', -180, 180),
  /** km/h, metres, degrees. */
  speed: num('speed', 0, 2000),
  altitude: num('altitude', -1000, 20000),
  heading: num('heading', 0, 360),
  satellites: int('satellites', 0, 99),
  source: v.optional(v.picklist(['gps', 'cell'], "source must be 'gps' or 'cell'")),
});
export type IngestPosition = v.InferOutput<typeof IngestPositionSchema>;

/**
 * Event kinds the server writes for what a user did, with the user: the device page's edits,
 * the bulk actions, adding a device and its ingest token. A device's report may not carry them,
 * or a token's holder could write "moved to …" into the log as if someone had done it.
 */
const USER_EVENT_KINDS: readonly string[] = [...USER_ACTION_EVENT_KINDS, 'added', 'ingest_token'];

/** Something that happened on the device: `connection`, `io`, `reboot`, `sim_switch`, … */
export const IngestEventSchema = v.object({
  at: v.optional(InstantSchema),
  kind: v.pipe(
    v.string('kind must be text'),
    v.regex(/^[a-z][a-z0-9_]{0,31}$/, 'kind must be a lower-case word such as connection'),
    v.check(
      (kind) => !USER_EVENT_KINDS.includes(kind),
      (issue) =>
        `kind ${String(issue.input)} is written for what a user did; a device may send ${DEVICE_REPORTED_EVENT_KINDS.join(', ')} or a lower-case word of its own`,
    ),
  ),
  message: text('message'),
  data: v.optional(v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()]))),
});
export type IngestEvent = v.InferOutput<typeof IngestEventSchema>;

/** The outcome of a command the server handed out in an earlier report's answer. */
export const IngestCommandResultSchema = v.object({
  id: requiredInt('id', 1, 2_147_483_647),
  ok: v.boolean('ok must be true or false'),
  error: text('error'),
});
export type IngestCommandResult = v.InferOutput<typeof IngestCommandResultSchema>;

function series<TItem extends v.GenericSchema>(label: string, item: TItem, max: number) {
  return v.optional(
    v.pipe(
      v.array(item, `${label} must be a list`),
      v.maxLength(max, `${label} may hold at most ${max} items`),
    ),
  );
}

/**
 * `POST /ingest/v1/report` body: any subset. The report itself says "online" (unless `status`
 * says `offline`); `at` is when
 * the device sent it (default: when the server got it). Times more than 10 minutes ahead of
 * the server's clock, or before 2000-01-01 (a clock never set), are refused.
 */
export const IngestReportSchema = v.object({
  at: v.optional(InstantSchema),
  /**
   * `offline`: the device (or the gateway it reports through) says it is going away — a clean
   * shutdown, a reboot, a gateway's "lost it" (MQTT's last will); the server marks it offline at
   * once instead of waiting for the silence. Default `online`: any report says "I am here".
   */
  status: v.optional(v.picklist(['online', 'offline'], "status must be 'online' or 'offline'")),
  /**
   * The firmware string as the device reports it (`RUT9_R_00.07.06.10`). Blank is taken as not
   * reported: a device that cannot read its version does not erase the one it had (nor log a
   * change to nothing).
   */
  firmware: v.pipe(
    text('firmware'),
    v.transform((firmware) => (firmware?.trim() ? firmware : undefined)),
  ),
  /** The WAN or mobile address the device uses. */
  ip: text('ip'),
  uptime_s: int('uptime_s', 0, 2_000_000_000),
  modem: v.optional(IngestModemSchema),
  samples: series('samples', IngestSampleSchema, INGEST_MAX_SERIES),
  data_usage: series('data_usage', IngestDataUsageSchema, INGEST_MAX_SERIES),
  positions: series('positions', IngestPositionSchema, INGEST_MAX_SERIES),
  /** Digital inputs and outputs now: `{ "din1": true, "dout1": false }`. */
  io: v.optional(
    v.pipe(
      v.record(
        v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,32}$/i, 'io names are letters, digits and _')),
        v.boolean('io values must be true or false'),
      ),
      v.check((io) => Object.keys(io).length <= 64, 'io may hold at most 64 pins'),
    ),
  ),
  events: series('events', IngestEventSchema, INGEST_MAX_EVENTS),
  command_results: series('command_results', IngestCommandResultSchema, 100),
  /** Every Ethernet port now (the whole list replaces the stored one). */
  ports: series('ports', PortStateSchema, MAX_PORTS),
  /** Every network interface now (the whole list replaces the stored one). */
  network: series('network', NetworkInterfaceSchema, MAX_NETWORK_INTERFACES),
  /** The L2TP instance summary of spec §9 (1–4); 0: the device has no L2TP instance. */
  l2tp_summary: int('l2tp_summary', 0, 4),
  /** Every eSIM profile on the device now (the whole list replaces the stored one). */
  esim_profiles: series('esim_profiles', EsimProfileSchema, MAX_ESIM_PROFILES),
  /**
   * The result code of the device's last attempt to connect (spec: 0, 10, 12, 20, 104 it
   * attempted; 14 monitoring disabled; 15 no active credit; 7 serial registered with another MAC).
   * A new code is also written as a `connection` event.
   */
  connection_code: int('connection_code', 0, 999),
});
export type IngestReport = v.InferOutput<typeof IngestReportSchema>;
/** A report as the device writes it (times as ISO strings or Unix seconds). */
export type IngestReportInput = v.InferInput<typeof IngestReportSchema>;

/** A command for the device, delivered in the answer to its report; report its outcome in `command_results`. */
export const IngestCommandSchema = v.object({
  id: v.number(),
  /** `reboot`, `firmware_update` (params `{ firmware }`), `port_scan`, `esim_download` (`{ activation_code }`), `esim_enable` or `esim_delete` (`{ iccid }`). */
  kind: v.string(),
  params: v.record(v.string(), v.unknown()),
});
export type IngestCommand = v.InferOutput<typeof IngestCommandSchema>;

/** The answer to one device's report. */
export const IngestReportResultSchema = v.object({
  device_id: v.number(),
  commands: v.array(IngestCommandSchema),
});
export type IngestReportResult = v.InferOutput<typeof IngestReportResultSchema>;

/** `POST /ingest/v1/report` answer (200). */
export const IngestReportResponseSchema = v.object({ data: IngestReportResultSchema });
export type IngestReportResponse = v.InferOutput<typeof IngestReportResponseSchema>;

/**
 * `POST /ingest/v1/batch` body: many devices' reports at once (a gateway, the simulator);
 * each carries its own device token, so one bad token fails only its item. No Authorization
 * header. Each `report` is checked on its own against {@link IngestReportSchema} (the server does
 * it item by item): one device's malformed report fails its item, not the gateway's batch.
 */
export const IngestBatchSchema = v.object({
  reports: v.pipe(
    v.array(
      v.object({
        token: v.pipe(
          v.string('token must be text'),
          v.minLength(16, 'token is too short'),
          v.maxLength(256, 'token is too long'),
        ),
        report: v.unknown(),
      }),
      'reports must be a list',
    ),
    v.minLength(1, 'reports must hold at least one report'),
    v.maxLength(INGEST_MAX_BATCH, `reports may hold at most ${INGEST_MAX_BATCH} items`),
  ),
});
export type IngestBatch = v.InferOutput<typeof IngestBatchSchema>;
/** A batch as the sender writes it. */
export interface IngestBatchInput {
  reports: { token: string; report: IngestReportInput }[];
}

/**
 * One item of a batch answer, in the order of the request: the result, or `error`
 * `'unauthorized'` (unknown or revoked token), `'invalid'` (the report breaks
 * {@link IngestReportSchema}; `message` says how, as a 422 of `/report` would), `'clock_ahead'`
 * (a time more than 10 minutes ahead of the server) or `'clock_behind'` (a time before
 * 2000-01-01: the device's clock was never set); nothing of a failed item is stored. `source` is
 * the path of the bad value in the item's report (`samples.3.at`).
 */
export const IngestBatchItemResultSchema = v.union([
  v.object({ ok: v.literal(true), device_id: v.number(), commands: v.array(IngestCommandSchema) }),
  v.object({
    ok: v.literal(false),
    error: v.string(),
    source: v.optional(v.string()),
    message: v.optional(v.string()),
  }),
]);
export type IngestBatchItemResult = v.InferOutput<typeof IngestBatchItemResultSchema>;

/** `POST /ingest/v1/batch` answer (200 even when some items failed; see each item). */
export const IngestBatchResponseSchema = v.object({
  data: v.array(IngestBatchItemResultSchema),
  meta: v.object({ accepted: v.number(), rejected: v.number() }),
});
export type IngestBatchResponse = v.InferOutput<typeof IngestBatchResponseSchema>;

/**
 * Where a device reports with its token: `report_url` over HTTP (`Authorization: Bearer`), and
 * `mqtt_url` when the server runs an MQTT broker (user name = serial, password = token).
 */
export const IngestEndpointsSchema = v.object({ report_url: v.string(), mqtt_url: v.nullable(v.string()) });

/**
 * `POST /devices/{id}/ingest-token` answer: the new token, shown this once (the server keeps its
 * hash), and where the device reports with it.
 */
export const IngestTokenResponseSchema = v.object({
  data: v.object({
    device_id: v.number(),
    token: v.string(),
    issued_at: v.string(),
    ingest: IngestEndpointsSchema,
  }),
});
export type IngestTokenResponse = v.InferOutput<typeof IngestTokenResponseSchema>;

/**
 * Event names on a device's channel `private-device.{id}`: `status`, `telemetry`, `event` (a
 * new row of the device's event log, a `DeviceEvent`) and `detail` (the reported state —
 * ports, interfaces, L2TP, eSIM, firmware, I/O — changed: fetch `GET /devices/{id}` again).
 */
export const DEVICE_CHANNEL_EVENTS = {
  status: 'status',
  telemetry: 'telemetry',
  event: 'event',
  detail: 'detail',
} as const;

/** `status` on `private-device.{id}`: the device turned online (1) or offline (0). Times are ISO 8601. */
export const DeviceStatusEventSchema = v.object({
  id: v.number(),
  status: v.number(),
  last_seen_at: v.nullable(v.string()),
});
export type DeviceStatusEvent = v.InferOutput<typeof DeviceStatusEventSchema>;

/** One sample as the live `telemetry` push carries it (`at` ISO 8601; CPU and memory 0–1). */
export const DeviceLiveSampleSchema = v.object({
  at: v.string(),
  signal: v.nullable(v.number()),
  rsrp: v.nullable(v.number()),
  rsrq: v.nullable(v.number()),
  sinr: v.nullable(v.number()),
  temperature: v.nullable(v.number()),
  cpu_load: v.nullable(v.number()),
  memory_used: v.nullable(v.number()),
});
export type DeviceLiveSample = v.InferOutput<typeof DeviceLiveSampleSchema>;

/** `telemetry` on `private-device.{id}`: the newest values after a report (the list row's live columns). */
export const DeviceTelemetryEventSchema = v.object({
  id: v.number(),
  signal: v.nullable(v.number()),
  operator: v.nullable(v.string()),
  technology: v.nullable(v.string()),
  ip: v.nullable(v.string()),
  data_used_bytes: v.number(),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  last_seen_at: v.nullable(v.string()),
  /** The report's newest sample (absent or null: the report had none). */
  sample: v.optional(v.nullable(DeviceLiveSampleSchema)),
  /** The device's inputs and outputs after the report (absent or null: unknown). */
  io: v.optional(v.nullable(v.record(v.string(), v.boolean()))),
});
export type DeviceTelemetryEvent = v.InferOutput<typeof DeviceTelemetryEventSchema>;

/** `detail` on `private-device.{id}`: a report changed the device's reported state; refetch the device. */
export const DeviceDetailChangedEventSchema = v.object({ id: v.number() });
export type DeviceDetailChangedEvent = v.InferOutput<typeof DeviceDetailChangedEventSchema>;
