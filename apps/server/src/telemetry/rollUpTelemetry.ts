import { sql } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { rowsOf } from './rowsOf.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** How long each kind of telemetry is kept, in days (README "Ingest API"). */
export interface TelemetryRetention {
  /** Raw samples (`TELEMETRY_RAW_DAYS`). Defaults to 7. */
  rawDays: number;
  /** Hourly roll-ups. Defaults to 365. */
  hourlyDays: number;
  /** GPS positions. Defaults to 90. */
  positionDays: number;
  /** Device events. Defaults to 365. */
  eventDays: number;
  /** Data usage per day and SIM. Defaults to 730 (two years). */
  usageDays: number;
}

/** The defaults of {@link TelemetryRetention}. */
export const DEFAULT_RETENTION: TelemetryRetention = {
  rawDays: 7,
  hourlyDays: 365,
  positionDays: 90,
  eventDays: 365,
  usageDays: 730,
};

/**
 * Devices per statement, so that no statement holds the database long (on PGlite the one
 * connection serves every request in between). The telemetry tables are keyed (device_id,
 * at), so each device's window is one index seek.
 */
const DEVICE_SLICE = 5_000;

async function deviceIdRange(db: Database): Promise<{ min: number; max: number } | null> {
  const [row] = rowsOf<{ min: number | null; max: number | null }>(
    await db.execute(sql`SELECT min(id) AS min, max(id) AS max FROM devices`),
  );
  return row?.min == null || row.max == null ? null : { min: Number(row.min), max: Number(row.max) };
}

/** True when `table` holds no row (one probe): the pass has nothing to do there. */
async function isEmpty(db: Database, table: string): Promise<boolean> {
  const [row] = rowsOf<{ found: boolean }>(
    await db.execute(sql`SELECT EXISTS (SELECT 1 FROM ${sql.raw(table)}) AS found`),
  );
  return row?.found !== true;
}

async function forEachSlice(
  db: Database,
  run: (first: number, last: number) => Promise<void>,
): Promise<void> {
  const range = await deviceIdRange(db);
  if (!range) return;
  for (let first = range.min; first <= range.max; first += DEVICE_SLICE) {
    await run(first, first + DEVICE_SLICE - 1);
  }
}

/** `ms` down to the start of its hour. */
export function hourStart(ms: number): number {
  return Math.floor(ms / HOUR_MS) * HOUR_MS;
}

/**
 * Rolls the raw samples of the whole hours in [`from`, `to`) up into `device_samples_hourly`
 * (count, average, minimum and maximum). Each hour is computed again from the raw rows and
 * replaces what was there, so running it twice, or again after late samples arrived, gives the
 * same rows: idempotent.
 */
export async function rollUpSamples(db: Database, from: number, to: number): Promise<void> {
  const start = new Date(hourStart(from)).toISOString();
  const end = new Date(hourStart(to)).toISOString();
  if (start >= end || (await isEmpty(db, 'device_samples'))) return;
  await forEachSlice(db, async (first, last) => {
    // A LATERAL seek per device reads only the window's rows of the (device_id, at) key,
    // not every sample the slice's devices hold.
    await db.execute(sql`
      INSERT INTO device_samples_hourly AS h (device_id, hour, samples, signal_avg, signal_min, signal_max,
        temperature_avg, temperature_min, temperature_max, cpu_load_avg, memory_used_avg)
      SELECT d.id, x.hour, x.samples, x.signal_avg, x.signal_min, x.signal_max, x.temperature_avg,
        x.temperature_min, x.temperature_max, x.cpu_load_avg, x.memory_used_avg
      FROM devices d
      CROSS JOIN LATERAL (
        SELECT date_trunc('hour', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS hour, count(*)::int AS samples,
          avg(signal) AS signal_avg, min(signal) AS signal_min, max(signal) AS signal_max,
          avg(temperature) AS temperature_avg, min(temperature) AS temperature_min,
          max(temperature) AS temperature_max, avg(cpu_load) AS cpu_load_avg, avg(memory_used) AS memory_used_avg
        FROM device_samples
        WHERE device_id = d.id AND at >= ${start}::timestamptz AND at < ${end}::timestamptz
        GROUP BY 1) x
      WHERE d.id BETWEEN ${first} AND ${last}
      ON CONFLICT (device_id, hour) DO UPDATE SET
        samples = excluded.samples, signal_avg = excluded.signal_avg, signal_min = excluded.signal_min,
        signal_max = excluded.signal_max, temperature_avg = excluded.temperature_avg,
        temperature_min = excluded.temperature_min, temperature_max = excluded.temperature_max,
        cpu_load_avg = excluded.cpu_load_avg, memory_used_avg = excluded.memory_used_avg`);
  });
}

/**
 * Deletes what is older than its retention: raw samples, hourly roll-ups, positions, events
 * and usage days. Idempotent; what it keeps does not depend on when it last ran.
 */
export async function expireTelemetry(
  db: Database,
  now: number,
  retention: TelemetryRetention,
): Promise<void> {
  const before = (days: number) => new Date(now - days * DAY_MS).toISOString();
  const raw = before(retention.rawDays);
  const hourly = before(retention.hourlyDays);
  const positions = before(retention.positionDays);
  const events = before(retention.eventDays);
  const usage = before(retention.usageDays).slice(0, 10);
  const expire = async (table: string, column: string, before: string, type: 'timestamptz' | 'date') => {
    if (await isEmpty(db, table)) return;
    const name = sql.raw(table);
    const at = sql.raw(column);
    const cast = sql.raw(type);
    await forEachSlice(db, async (first, last) => {
      // The rows to go sit at the start of each device's (device_id, at) range: one seek per
      // device finds them, and the delete takes them by their row address.
      await db.execute(sql`
        DELETE FROM ${name} WHERE ctid = ANY(ARRAY(
          SELECT x.ctid FROM devices d
          CROSS JOIN LATERAL (
            SELECT ctid FROM ${name} WHERE device_id = d.id AND ${at} < ${before}::${cast}) x
          WHERE d.id BETWEEN ${first} AND ${last}))`);
    });
  };
  await expire('device_samples', 'at', raw, 'timestamptz');
  await expire('device_samples_hourly', 'hour', hourly, 'timestamptz');
  await expire('device_positions', 'at', positions, 'timestamptz');
  await expire('device_events', 'at', events, 'timestamptz');
  await expire('device_data_usage', 'day', usage, 'date');
}
