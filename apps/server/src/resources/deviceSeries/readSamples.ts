import { DEVICE_SAMPLES_RAW_MAX_DAYS } from '@netfleet/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/Database.js';
import { DEFAULT_RETENTION } from '../../telemetry/rollUpTelemetry.js';
import { rowsOf } from '../../telemetry/rowsOf.js';
import { columnsJson } from './columnsJson.js';
import type { SeriesRange } from './seriesRange.js';

const DAY_MS = 86_400_000;

/** Raw samples are kept this long (the default retention; the roll-up deletes older ones). */
const RAW_DAYS = Math.min(DEFAULT_RETENTION.rawDays, DEVICE_SAMPLES_RAW_MAX_DAYS);

/** The columns of the answer, in its order. */
const COLUMNS = ['t', 'signal', 'rsrp', 'rsrq', 'sinr', 'temperature', 'cpu_load', 'memory_used'] as const;

/**
 * A device's samples in `range`, as the JSON text of `DeviceSamples` (columns): raw when the range lies within the raw retention
 * and spans at most {@link DEVICE_SAMPLES_RAW_MAX_DAYS} days, else hourly averages. The hours
 * the roll-up has not computed (the current one, any it has not reached yet or never ran for)
 * are averaged from the raw samples still kept, on the fly, so a 30-day chart reaches up to
 * now without gaps. Both read the (device_id, at|hour) primary keys: one index range each (the
 * raw one at most the raw retention long).
 */
export async function readSamples(
  db: Database,
  deviceId: number,
  range: SeriesRange,
  now: number,
): Promise<string> {
  const from = new Date(range.from).toISOString();
  const to = new Date(range.to).toISOString();
  // An hour of slack: "the last 7 days", computed by a client a moment before, is still raw
  // (the hourly expiry keeps raw samples back to at least that).
  const raw =
    range.to - range.from <= DEVICE_SAMPLES_RAW_MAX_DAYS * DAY_MS &&
    range.from >= now - RAW_DAYS * DAY_MS - 3_600_000;
  if (raw) {
    return answer(
      db,
      'raw',
      sql`
        SELECT date_part('epoch', at) AS t, signal, rsrp, rsrq, sinr, temperature, cpu_load, memory_used
        FROM device_samples
        WHERE device_id = ${deviceId} AND at >= ${from}::timestamptz AND at <= ${to}::timestamptz`,
    );
  }
  // Hours are stamped at their start: the hour holding `from` counts from its start.
  const fromHour = new Date(Math.floor(range.from / 3_600_000) * 3_600_000).toISOString();
  return answer(
    db,
    'hour',
    sql`
      WITH hourly AS (
        SELECT hour, signal_avg, temperature_avg, cpu_load_avg, memory_used_avg
        FROM device_samples_hourly
        WHERE device_id = ${deviceId} AND hour >= ${fromHour}::timestamptz AND hour <= ${to}::timestamptz),
      recent AS (
        SELECT date_trunc('hour', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS hour, avg(signal)::real AS signal,
          avg(temperature)::real AS temperature, avg(cpu_load)::real AS cpu_load, avg(memory_used)::real AS memory_used
        FROM device_samples
        WHERE device_id = ${deviceId} AND at >= ${fromHour}::timestamptz AND at <= ${to}::timestamptz
        GROUP BY 1)
      SELECT date_part('epoch', hour) AS t, signal_avg AS signal, NULL::real AS rsrp, NULL::real AS rsrq,
        NULL::real AS sinr, temperature_avg AS temperature, cpu_load_avg AS cpu_load, memory_used_avg AS memory_used
      FROM hourly
      UNION ALL
      SELECT date_part('epoch', r.hour), r.signal, NULL::real, NULL::real, NULL::real, r.temperature, r.cpu_load,
        r.memory_used
      FROM recent r
      WHERE NOT EXISTS (SELECT 1 FROM hourly h WHERE h.hour = r.hour)`,
  );
}

/** The rows of `select` (the columns of {@link COLUMNS}) as the answer's JSON text. */
async function answer(db: Database, resolution: 'raw' | 'hour', select: SQL): Promise<string> {
  const [row] = rowsOf<{ body: string }>(
    await db.execute(sql`
      SELECT ${columnsJson(COLUMNS, 't')}::text AS body FROM (${select}) x`),
  );
  // `{"t": …}` → `{"resolution": "raw", "t": …}`.
  return `{"resolution":"${resolution}",${String(row?.body).slice(1)}`;
}
