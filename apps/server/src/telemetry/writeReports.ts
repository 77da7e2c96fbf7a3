import type { DeviceEvent, DeviceLiveSample } from '@netfleet/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { type DeviceStateChange, derivedEvents } from './derivedEvents.js';
import { idArray, rowsOf } from './rowsOf.js';
import {
  BYTE_COUNTER_MAX,
  type EventRow,
  monthOf,
  type SampleRow,
  type TelemetryRows,
} from './telemetryRows.js';

/** A device's live values after a write, for its `telemetry` push. */
export interface DeviceLiveValues {
  id: number;
  signal: number | null;
  operator: string | null;
  technology: string | null;
  ip: string | null;
  data_used_bytes: number;
  latitude: number | null;
  longitude: number | null;
  last_seen_at: string | null;
  /** The newest sample of the batch, or null. */
  sample: DeviceLiveSample | null;
  io: Record<string, boolean> | null;
}

/** A written event row, in the shape of the device's event log, with its device. */
export interface WrittenEvent {
  deviceId: number;
  event: DeviceEvent;
}

/**
 * What a write changed: the devices that turned online or offline, every written device's
 * values, every event row written, and the devices whose reported state (ports, interfaces,
 * L2TP, eSIM, firmware, I/O, connection code) changed.
 */
export interface WriteOutcome {
  turnedOnline: number[];
  turnedOffline: number[];
  devices: DeviceLiveValues[];
  events: WrittenEvent[];
  detailChanged: number[];
}

const json = (rows: unknown[]) => JSON.stringify(rows);

/** {@link BYTE_COUNTER_MAX} as a SQL literal (a parameter's type would be guessed per driver). */
const COUNTER_MAX = sql.raw(String(BYTE_COUNTER_MAX));

/**
 * `stored + delta` of a bigint byte counter, stopping at {@link BYTE_COUNTER_MAX}: the LEAST
 * keeps the sum within it, so PostgreSQL never computes a sum that overflows (the delta is at
 * most the maximum, `telemetryRows` caps it).
 */
const addCounter = (stored: SQL, delta: SQL) => sql`LEAST(${stored}, ${COUNTER_MAX} - ${delta}) + ${delta}`;

/**
 * The rows of the devices that still exist. A device deleted after its token was looked up (or
 * while its MQTT connection stays open) has no row to lock; its samples, positions, usage and
 * events would break the foreign keys and fail every other device's report in the transaction.
 */
function rowsOfExisting(rows: TelemetryRows, existing: ReadonlySet<number>): TelemetryRows {
  if (rows.devices.every((device) => existing.has(device.id))) return rows;
  const keep = <T extends { device_id: number }>(list: T[]) =>
    list.filter((row) => existing.has(row.device_id));
  return {
    samples: keep(rows.samples),
    positions: keep(rows.positions),
    events: keep(rows.events),
    usage: keep(rows.usage),
    devices: rows.devices.filter((device) => existing.has(device.id)),
    newestSamples: rows.newestSamples,
  };
}

/**
 * Writes a batch's rows in one transaction, one multi-row statement per table: the rows go
 * in as one JSON parameter read by `json_to_recordset` (no parameter limit, one parse), so a
 * thousand reports cost a handful of statements on PGlite and PostgreSQL alike. Samples and
 * positions already stored at the same instant are kept (a resent report is harmless); usage
 * deltas add up. Devices that were not online turn online (1) with a `status` event, or offline
 * (0) when their report said `status: 'offline'`.
 */
export async function writeReports(
  db: Database,
  reported: TelemetryRows,
  receivedAt: number,
): Promise<WriteOutcome> {
  const ids = reported.devices.map((device) => device.id);
  if (ids.length === 0) {
    return { turnedOnline: [], turnedOffline: [], devices: [], events: [], detailChanged: [] };
  }
  const at = new Date(receivedAt).toISOString();
  const month = monthOf(receivedAt);
  return db.transaction(async (tx) => {
    // The rows are locked in id order first: two batches naming the same devices (a gateway
    // and the simulator, two server processes) then wait for each other instead of deadlocking.
    // What they were (status, last report) is read under that lock, so the status changes and
    // their events below are exact, and the row's one UPDATE sets the new status too.
    const previous = rowsOf<{ id: number; status: number; last_seen_ms: number | null }>(
      await tx.execute(sql`
        SELECT id, status, (extract(epoch FROM last_seen_at) * 1000)::float8 AS last_seen_ms
        FROM devices WHERE id = ANY(${idArray(ids)}::int[]) ORDER BY id FOR UPDATE`),
    );
    const statusBefore = new Map(previous.map((row) => [Number(row.id), Number(row.status)]));
    const rows = rowsOfExisting(reported, new Set(statusBefore.keys()));
    const changed = (status: 0 | 1) =>
      rows.devices
        .filter((device) => (device.offline ? 0 : 1) === status)
        .map((device) => device.id)
        .filter((id) => statusBefore.has(id) && statusBefore.get(id) !== status);
    const online = changed(1);
    const offline = changed(0);
    const events = [
      ...rows.events,
      ...rebootEvents(rows, previous, receivedAt),
      ...online.map((id) => statusEvent(id, 1, at)),
      ...offline.map((id) => statusEvent(id, 0, at)),
    ];
    if (rows.samples.length > 0) {
      await tx.execute(sql`
        INSERT INTO device_samples (device_id, at, signal, rsrp, rsrq, sinr, temperature, cpu_load, memory_used)
        SELECT * FROM json_to_recordset(${json(rows.samples)}::json) AS x(
          device_id int, at timestamptz, signal smallint, rsrp smallint, rsrq smallint, sinr smallint,
          temperature real, cpu_load real, memory_used real)
        ON CONFLICT DO NOTHING`);
    }
    if (rows.positions.length > 0) {
      await tx.execute(sql`
        INSERT INTO device_positions (device_id, at, latitude, longitude, speed, altitude, heading, satellites, source)
        SELECT * FROM json_to_recordset(${json(rows.positions)}::json) AS x(
          device_id int, at timestamptz, latitude float8, longitude float8, speed real, altitude real,
          heading real, satellites smallint, source text)
        ON CONFLICT DO NOTHING`);
    }
    if (rows.usage.length > 0) {
      await tx.execute(sql`
        INSERT INTO device_data_usage AS u (device_id, day, sim_slot, rx_bytes, tx_bytes)
        SELECT * FROM json_to_recordset(${json(rows.usage)}::json) AS x(
          device_id int, day date, sim_slot smallint, rx_bytes bigint, tx_bytes bigint)
        ON CONFLICT (device_id, day, sim_slot) DO UPDATE
          SET rx_bytes = ${addCounter(sql`u.rx_bytes`, sql`excluded.rx_bytes`)},
            tx_bytes = ${addCounter(sql`u.tx_bytes`, sql`excluded.tx_bytes`)}`);
    }
    // COALESCE keeps what a report did not say; a position only replaces an older one. The
    // row joined again as `was` is the row before this statement (the statement's snapshot):
    // RETURNING compares old and new, so what changed costs no extra read.
    const updated = rowsOf<Record<string, unknown>>(
      await tx.execute(sql`
        UPDATE devices AS d SET
          status = CASE WHEN v.offline THEN 0 ELSE 1 END,
          last_seen_at = GREATEST(d.last_seen_at, v.last_seen_at),
          firmware = COALESCE(v.firmware, d.firmware),
          firmware_order = COALESCE(v.firmware_order, d.firmware_order),
          ip = COALESCE(v.ip, d.ip),
          operator = COALESCE(v.operator, d.operator),
          technology = COALESCE(v.technology, d.technology),
          signal = COALESCE(v.signal, d.signal),
          iccid = COALESCE(v.iccid, d.iccid),
          sim_slot = COALESCE(v.sim_slot, d.sim_slot),
          imei = COALESCE(v.imei, d.imei),
          latitude = CASE WHEN v.located_at >= COALESCE(d.located_at, '-infinity') THEN v.latitude ELSE d.latitude END,
          longitude = CASE WHEN v.located_at >= COALESCE(d.located_at, '-infinity') THEN v.longitude ELSE d.longitude END,
          location_source = CASE WHEN v.located_at >= COALESCE(d.located_at, '-infinity') THEN v.location_source ELSE d.location_source END,
          located_at = GREATEST(d.located_at, v.located_at),
          io = CASE WHEN v.io IS NULL THEN d.io ELSE COALESCE(d.io, '{}'::jsonb) || v.io END,
          data_used_bytes = CASE WHEN d.data_month = ${month}::date
            THEN ${addCounter(sql`d.data_used_bytes`, sql`v.month_bytes`)} ELSE v.month_bytes END,
          data_month = ${month}::date,
          uptime_s = COALESCE(v.uptime_s, d.uptime_s),
          ports = COALESCE(v.ports, d.ports),
          ports_scanned_at = CASE WHEN v.ports_scanned THEN ${at}::timestamptz ELSE d.ports_scanned_at END,
          network = COALESCE(v.network, d.network),
          esim_profiles = COALESCE(v.esim_profiles, d.esim_profiles),
          l2tp_summary = CASE WHEN v.l2tp_summary IS NULL THEN d.l2tp_summary ELSE NULLIF(v.l2tp_summary, 0) END,
          connection_code = COALESCE(v.connection_code, d.connection_code),
          connection_at = COALESCE(v.connection_at, d.connection_at)
        FROM json_to_recordset(${json(rows.devices)}::json) AS v(
          id int, last_seen_at timestamptz, firmware text, firmware_order int, ip text, operator text,
          technology text, signal smallint, iccid text, sim_slot smallint, imei text, latitude float8,
          longitude float8, location_source text, located_at timestamptz, io jsonb, month_bytes bigint,
          offline boolean, uptime_s int, ports jsonb, ports_scanned boolean, network jsonb,
          esim_profiles jsonb, l2tp_summary smallint, connection_code smallint, connection_at timestamptz,
          io_events boolean),
          devices AS was
        WHERE d.id = v.id AND was.id = v.id
        RETURNING d.id, d.signal, d.operator, d.technology, d.ip, d.data_used_bytes::float8 AS data_used_bytes,
          d.latitude, d.longitude, (extract(epoch FROM d.last_seen_at) * 1000)::float8 AS last_seen_ms, d.io,
          CASE WHEN v.firmware IS NOT NULL AND v.firmware IS DISTINCT FROM was.firmware THEN was.firmware END AS firmware_from,
          d.firmware,
          (v.connection_code IS NOT NULL AND v.connection_code IS DISTINCT FROM was.connection_code) AS connection_changed,
          d.connection_code,
          CASE WHEN v.io IS NOT NULL AND NOT v.io_events THEN COALESCE(was.io, '{}'::jsonb) END AS io_before,
          (v.ports IS NOT NULL AND v.ports IS DISTINCT FROM was.ports) OR v.ports_scanned
            OR (v.network IS NOT NULL AND v.network IS DISTINCT FROM was.network)
            OR (v.esim_profiles IS NOT NULL AND v.esim_profiles IS DISTINCT FROM was.esim_profiles)
            OR (v.l2tp_summary IS NOT NULL AND NULLIF(v.l2tp_summary, 0) IS DISTINCT FROM was.l2tp_summary)
            OR (v.firmware IS NOT NULL AND v.firmware IS DISTINCT FROM was.firmware)
            OR (v.io IS NOT NULL AND d.io IS DISTINCT FROM was.io)
            OR (v.connection_code IS NOT NULL AND v.connection_code IS DISTINCT FROM was.connection_code)
            AS detail_changed`),
    );
    const changes = updated.map(stateChange);
    events.push(...derivedEvents(rows.devices, changes));
    const written =
      events.length === 0
        ? []
        : rowsOf<Record<string, unknown>>(
            await tx.execute(sql`
              INSERT INTO device_events (device_id, at, kind, message, data)
              SELECT device_id, at, kind, message, data FROM json_to_recordset(${json(events)}::json) AS x(
                device_id int, at timestamptz, kind text, message text, data jsonb)
              RETURNING id::float8 AS id, device_id, (extract(epoch FROM at) * 1000)::float8 AS at_ms, kind,
                message, data`),
          );
    return {
      turnedOnline: online,
      turnedOffline: offline,
      devices: updated.map((row) => liveValues(row, rows.newestSamples)),
      events: written.map(writtenEvent),
      detailChanged: changes.filter((change) => change.detailChanged).map((change) => change.id),
    };
  });
}

/**
 * A `reboot` event for each device whose reported uptime is shorter than the time since its
 * previous report: it started again in between (a command, a power cut, a watchdog).
 */
function rebootEvents(
  rows: TelemetryRows,
  previous: { id: number; last_seen_ms: number | null }[],
  receivedAt: number,
): EventRow[] {
  const lastSeen = new Map(
    previous.map((row) => [Number(row.id), row.last_seen_ms === null ? null : Number(row.last_seen_ms)]),
  );
  return rows.devices.flatMap((device) => {
    const seen = lastSeen.get(device.id);
    if (device.uptime_s === null || seen == null || device.uptime_s * 1000 >= receivedAt - seen) return [];
    return [
      {
        device_id: device.id,
        at: new Date(receivedAt - device.uptime_s * 1000).toISOString(),
        kind: 'reboot',
        message: `Started again (up ${device.uptime_s} s)`,
        data: { uptime_s: device.uptime_s },
      },
    ];
  });
}

/** The `status` event of a device that turned online or offline. */
function statusEvent(deviceId: number, status: 0 | 1, at: string): EventRow {
  return {
    device_id: deviceId,
    at,
    kind: 'status',
    message: status === 1 ? 'Online' : 'Offline: the device said so',
    data: { status },
  };
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

const booleanMap = (value: unknown): Record<string, boolean> | null => {
  if (typeof value !== 'object' || value === null) return null;
  return Object.fromEntries(Object.entries(value).filter((entry) => typeof entry[1] === 'boolean'));
};

function stateChange(row: Record<string, unknown>): DeviceStateChange {
  return {
    id: Number(row.id),
    firmwareFrom: textOrNull(row.firmware_from),
    firmware: textOrNull(row.firmware),
    connectionChanged: row.connection_changed === true,
    connectionCode: numberOrNull(row.connection_code),
    ioBefore: booleanMap(row.io_before),
    detailChanged: row.detail_changed === true,
  };
}

function writtenEvent(row: Record<string, unknown>): WrittenEvent {
  const data = row.data;
  return {
    deviceId: Number(row.device_id),
    event: {
      id: Number(row.id),
      at: new Date(Number(row.at_ms)).toISOString(),
      kind: String(row.kind),
      message: String(row.message ?? ''),
      user: null,
      data: typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null,
    },
  };
}

function liveSample(row: SampleRow | undefined): DeviceLiveSample | null {
  if (!row) return null;
  const { device_id: _deviceId, ...sample } = row;
  return sample;
}

function liveValues(row: Record<string, unknown>, samples: Map<number, SampleRow>): DeviceLiveValues {
  const seen = numberOrNull(row.last_seen_ms);
  const id = Number(row.id);
  return {
    id,
    signal: numberOrNull(row.signal),
    operator: textOrNull(row.operator),
    technology: textOrNull(row.technology),
    ip: textOrNull(row.ip),
    data_used_bytes: Number(row.data_used_bytes ?? 0),
    latitude: numberOrNull(row.latitude),
    longitude: numberOrNull(row.longitude),
    last_seen_at: seen === null ? null : new Date(seen).toISOString(),
    sample: liveSample(samples.get(id)),
    io: booleanMap(row.io),
  };
}
