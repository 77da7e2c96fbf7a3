import { sql } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { idArray, rowsOf } from './rowsOf.js';
import { type EventRow, monthOf, type TelemetryRows } from './telemetryRows.js';

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
}

/** What a write changed: the devices that turned online or offline, and every written device's values. */
export interface WriteOutcome {
  turnedOnline: number[];
  turnedOffline: number[];
  devices: DeviceLiveValues[];
}

const json = (rows: unknown[]) => JSON.stringify(rows);

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
  rows: TelemetryRows,
  receivedAt: number,
): Promise<WriteOutcome> {
  const ids = rows.devices.map((device) => device.id);
  if (ids.length === 0) return { turnedOnline: [], turnedOffline: [], devices: [] };
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
    if (events.length > 0) {
      await tx.execute(sql`
        INSERT INTO device_events (device_id, at, kind, message, data)
        SELECT device_id, at, kind, message, data FROM json_to_recordset(${json(events)}::json) AS x(
          device_id int, at timestamptz, kind text, message text, data jsonb)`);
    }
    if (rows.usage.length > 0) {
      await tx.execute(sql`
        INSERT INTO device_data_usage AS u (device_id, day, sim_slot, rx_bytes, tx_bytes)
        SELECT * FROM json_to_recordset(${json(rows.usage)}::json) AS x(
          device_id int, day date, sim_slot smallint, rx_bytes bigint, tx_bytes bigint)
        ON CONFLICT (device_id, day, sim_slot) DO UPDATE
          SET rx_bytes = u.rx_bytes + excluded.rx_bytes, tx_bytes = u.tx_bytes + excluded.tx_bytes`);
    }
    // COALESCE keeps what a report did not say; a position only replaces an older one.
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
          data_used_bytes = CASE WHEN d.data_month = ${month}::date THEN d.data_used_bytes + v.month_bytes ELSE v.month_bytes END,
          data_month = ${month}::date
        FROM json_to_recordset(${json(rows.devices)}::json) AS v(
          id int, last_seen_at timestamptz, firmware text, firmware_order int, ip text, operator text,
          technology text, signal smallint, iccid text, sim_slot smallint, imei text, latitude float8,
          longitude float8, location_source text, located_at timestamptz, io jsonb, month_bytes bigint,
          offline boolean)
        WHERE d.id = v.id
        RETURNING d.id, d.signal, d.operator, d.technology, d.ip, d.data_used_bytes::float8 AS data_used_bytes,
          d.latitude, d.longitude, (extract(epoch FROM d.last_seen_at) * 1000)::float8 AS last_seen_ms`),
    );
    return { turnedOnline: online, turnedOffline: offline, devices: updated.map(liveValues) };
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

function liveValues(row: Record<string, unknown>): DeviceLiveValues {
  const seen = numberOrNull(row.last_seen_ms);
  return {
    id: Number(row.id),
    signal: numberOrNull(row.signal),
    operator: textOrNull(row.operator),
    technology: textOrNull(row.technology),
    ip: textOrNull(row.ip),
    data_used_bytes: Number(row.data_used_bytes ?? 0),
    latitude: numberOrNull(row.latitude),
    longitude: numberOrNull(row.longitude),
    last_seen_at: seen === null ? null : new Date(seen).toISOString(),
  };
}
