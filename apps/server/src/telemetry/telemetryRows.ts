import type { EsimProfile, IngestReport, NetworkInterface, PortState } from '@netfleet/contracts';
import { firmwareOrder } from '@netfleet/device-capabilities';

/** One authenticated device's report, as the ingest routes hand it to the writer. */
export interface DeviceReport {
  deviceId: number;
  report: IngestReport;
}

/** The rows a batch of reports becomes, shaped for `json_to_recordset` (snake_case, ISO times). */
export interface TelemetryRows {
  samples: SampleRow[];
  positions: PositionRow[];
  events: EventRow[];
  usage: UsageRow[];
  devices: DeviceUpdateRow[];
  /** Each device's newest sample of the batch, for its live `telemetry` push. */
  newestSamples: Map<number, SampleRow>;
}

/** A `device_samples` row. */
export interface SampleRow {
  device_id: number;
  at: string;
  signal: number | null;
  rsrp: number | null;
  rsrq: number | null;
  sinr: number | null;
  temperature: number | null;
  cpu_load: number | null;
  memory_used: number | null;
}

interface PositionRow {
  device_id: number;
  at: string;
  latitude: number;
  longitude: number;
  speed: number | null;
  altitude: number | null;
  heading: number | null;
  satellites: number | null;
  source: string;
}

/** A `device_events` row. */
export interface EventRow {
  device_id: number;
  at: string;
  kind: string;
  message: string;
  data: Record<string, unknown> | null;
}

interface UsageRow {
  device_id: number;
  day: string;
  sim_slot: number;
  rx_bytes: number;
  tx_bytes: number;
}

/** The newest values of one device; null leaves the column as it is. */
export interface DeviceUpdateRow {
  id: number;
  last_seen_at: string;
  firmware: string | null;
  firmware_order: number | null;
  ip: string | null;
  operator: string | null;
  technology: string | null;
  signal: number | null;
  iccid: string | null;
  sim_slot: number | null;
  imei: string | null;
  latitude: number | null;
  longitude: number | null;
  location_source: string | null;
  located_at: string | null;
  io: Record<string, boolean> | null;
  /** Bytes of this report that fall in `month` (the server's current month, UTC). */
  month_bytes: number;
  /** The device's last report in the batch said `status: 'offline'`. */
  offline: boolean;
  /** The uptime the device's last report gave, seconds (a reboot shows as a short one). */
  uptime_s: number | null;
  /** The whole lists as last reported; null leaves the stored one. */
  ports: PortState[] | null;
  network: NetworkInterface[] | null;
  esim_profiles: EsimProfile[] | null;
  /** 1–4, or 0 for "no L2TP instance" (stored as null); null leaves the stored one. */
  l2tp_summary: number | null;
  /** The result code of the last connection attempt, and when the report saying so was made. */
  connection_code: number | null;
  connection_at: string | null;
  /** The ports came with the result of a `port_scan` command: `ports_scanned_at` becomes now. */
  ports_scanned: boolean;
  /** The report carried `io` events itself, so the server derives none from the `io` map. */
  io_events: boolean;
  /** The report carried a `firmware` event itself, so the server derives none from the firmware. */
  firmware_event: boolean;
  /** When the newest report with an `io` map was made (the time of derived `io` events). */
  io_at: string | null;
}

/** What {@link telemetryRows} needs to know beyond the reports. */
export interface TelemetryRowsOptions {
  /** Devices whose report answered a `port_scan` command (their `ports` are a fresh scan). */
  portScans?: ReadonlySet<number>;
}

/**
 * Where a byte counter stops (9 × 10^18 bytes, 9 EB): the month's `data_used_bytes` and a
 * day's `rx_bytes` and `tx_bytes` saturate here instead of overflowing PostgreSQL's bigint
 * (9.22 × 10^18), which would fail the report and every other report stored with it. Only a
 * device that sends its counters wrongly (totals as deltas, garbage) gets near it; its other
 * data is still stored. Exact as a JavaScript number and in JSON, so the constant, the stored
 * value and the API's number agree, and below bigint's maximum, so the capped sum in SQL
 * (`LEAST(stored, max - delta) + delta`) never overflows either.
 */
export const BYTE_COUNTER_MAX = 9_000_000_000_000_000_000;

/** `a + b` for byte counters, stopping at {@link BYTE_COUNTER_MAX}. */
const addBytes = (a: number, b: number) => Math.min(a + b, BYTE_COUNTER_MAX);

/** Usage slot 0 is SIM 2 (the schema's rule), so both spellings add up on one row. */
const usageSlot = (slot: number) => (slot === 0 ? 2 : slot);

const iso = (ms: number) => new Date(ms).toISOString();
const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

/** The first day (`YYYY-MM-01`) of the UTC month of `ms`. */
export function monthOf(ms: number): string {
  return `${iso(ms).slice(0, 7)}-01`;
}

/**
 * Turns reports into the rows one transaction writes. Samples and positions of one device at
 * one instant are merged (later values win), so a multi-row insert never names a key twice;
 * usage deltas of one device, day and SIM are summed for the same reason. The modem's signal
 * readings also become a sample at the report's time, so a report with modem data alone
 * still draws the signal series.
 *
 * @param receivedAt when the server got the reports: `last_seen_at`, and the default time.
 */
export function telemetryRows(
  reports: readonly DeviceReport[],
  receivedAt: number,
  options: TelemetryRowsOptions = {},
): TelemetryRows {
  const samples = new Map<string, SampleRow>();
  const newestSamples = new Map<number, SampleRow>();
  const positions = new Map<string, PositionRow>();
  const usage = new Map<string, UsageRow>();
  const devices = new Map<number, DeviceUpdateRow>();
  const events: EventRow[] = [];
  const month = monthOf(receivedAt);

  for (const { deviceId, report } of reports) {
    const reportAt = report.at ?? receivedAt;
    const device = devices.get(deviceId) ?? emptyUpdate(deviceId, receivedAt);
    devices.set(deviceId, device);
    device.offline = report.status === 'offline';

    const modem = report.modem;
    const readings = [...(report.samples ?? [])];
    if (modem && [modem.signal, modem.rsrp, modem.rsrq, modem.sinr].some((value) => value !== undefined)) {
      readings.push({
        at: reportAt,
        signal: modem.signal,
        rsrp: modem.rsrp,
        rsrq: modem.rsrq,
        sinr: modem.sinr,
      });
    }
    for (const sample of readings) {
      const key = `${deviceId}:${sample.at}`;
      const row = samples.get(key) ?? {
        device_id: deviceId,
        at: iso(sample.at),
        signal: null,
        rsrp: null,
        rsrq: null,
        sinr: null,
        temperature: null,
        cpu_load: null,
        memory_used: null,
      };
      row.signal = sample.signal ?? row.signal;
      row.rsrp = sample.rsrp ?? row.rsrp;
      row.rsrq = sample.rsrq ?? row.rsrq;
      row.sinr = sample.sinr ?? row.sinr;
      row.temperature = sample.temperature ?? row.temperature;
      row.cpu_load = sample.cpu_load ?? row.cpu_load;
      row.memory_used = sample.memory_used ?? row.memory_used;
      samples.set(key, row);
      const newest = newestSamples.get(deviceId);
      if (!newest || row.at >= newest.at) newestSamples.set(deviceId, row);
    }

    let newestFix: { at: number; latitude: number; longitude: number; source: string } | null = null;
    for (const fix of report.positions ?? []) {
      const source = fix.source ?? 'gps';
      positions.set(`${deviceId}:${fix.at}`, {
        device_id: deviceId,
        at: iso(fix.at),
        latitude: fix.latitude,
        longitude: fix.longitude,
        speed: orNull(fix.speed),
        altitude: orNull(fix.altitude),
        heading: orNull(fix.heading),
        satellites: orNull(fix.satellites),
        source,
      });
      if (!newestFix || fix.at >= newestFix.at) newestFix = { ...fix, source };
    }
    if (newestFix && (device.located_at === null || iso(newestFix.at) >= device.located_at)) {
      device.latitude = newestFix.latitude;
      device.longitude = newestFix.longitude;
      device.location_source = newestFix.source;
      device.located_at = iso(newestFix.at);
    }

    for (const entry of report.data_usage ?? []) {
      const at = entry.at ?? reportAt;
      const day = iso(at).slice(0, 10);
      const slot = usageSlot(entry.sim_slot);
      const key = `${deviceId}:${day}:${slot}`;
      const row = usage.get(key) ?? { device_id: deviceId, day, sim_slot: slot, rx_bytes: 0, tx_bytes: 0 };
      row.rx_bytes = addBytes(row.rx_bytes, entry.rx_bytes);
      row.tx_bytes = addBytes(row.tx_bytes, entry.tx_bytes);
      usage.set(key, row);
      if (monthOf(at) === month) {
        device.month_bytes = addBytes(device.month_bytes, entry.rx_bytes + entry.tx_bytes);
      }
    }

    for (const event of report.events ?? []) {
      if (event.kind === 'io') device.io_events = true;
      if (event.kind === 'firmware') device.firmware_event = true;
      events.push({
        device_id: deviceId,
        at: iso(event.at ?? reportAt),
        kind: event.kind,
        message: event.message ?? '',
        data: event.data ?? null,
      });
    }

    if (report.firmware !== undefined) {
      device.firmware = report.firmware;
      device.firmware_order = firmwareOrder(report.firmware);
    }
    if (report.ip !== undefined) device.ip = report.ip;
    if (report.uptime_s !== undefined) device.uptime_s = report.uptime_s;
    if (report.io !== undefined) {
      device.io = { ...device.io, ...report.io };
      device.io_at = iso(reportAt);
    }
    if (report.ports !== undefined) device.ports = report.ports;
    if (report.network !== undefined) device.network = report.network;
    if (report.esim_profiles !== undefined) device.esim_profiles = report.esim_profiles;
    if (report.l2tp_summary !== undefined) device.l2tp_summary = report.l2tp_summary;
    if (report.connection_code !== undefined) {
      device.connection_code = report.connection_code;
      device.connection_at = iso(reportAt);
    }
    if (report.ports !== undefined && options.portScans?.has(deviceId)) device.ports_scanned = true;
    if (modem) {
      device.operator = modem.operator ?? device.operator;
      device.technology = modem.technology ?? device.technology;
      device.signal = modem.signal ?? device.signal;
      device.iccid = modem.iccid ?? device.iccid;
      device.sim_slot = modem.sim_slot ?? device.sim_slot;
      device.imei = modem.imei ?? device.imei;
    } else {
      const newestSignal = (report.samples ?? []).filter((sample) => sample.signal !== undefined).at(-1);
      if (newestSignal?.signal !== undefined) device.signal = newestSignal.signal;
    }
  }

  return {
    samples: [...samples.values()],
    positions: [...positions.values()],
    events,
    usage: [...usage.values()],
    devices: [...devices.values()],
    newestSamples,
  };
}

function emptyUpdate(id: number, receivedAt: number): DeviceUpdateRow {
  return {
    id,
    last_seen_at: iso(receivedAt),
    firmware: null,
    firmware_order: null,
    ip: null,
    operator: null,
    technology: null,
    signal: null,
    iccid: null,
    sim_slot: null,
    imei: null,
    latitude: null,
    longitude: null,
    location_source: null,
    located_at: null,
    io: null,
    month_bytes: 0,
    offline: false,
    uptime_s: null,
    ports: null,
    network: null,
    esim_profiles: null,
    l2tp_summary: null,
    connection_code: null,
    connection_at: null,
    ports_scanned: false,
    io_events: false,
    firmware_event: false,
    io_at: null,
  };
}
