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
 * the roll-up has not reached yet (the current one, or all when it has not run) are averaged
 * from the raw samples on the fly, so a 30-day chart reaches up to now. Both read the
 * (device_id, at|hour) primary keys: one index range each.
 */
export async function readSamples(
  db: Database,
  deviceId: number,
  range: SeriesRange,
  now: number,
): Promise<string> {
  const from = new Date(range.from).toISOString();
  const to = new Date(range.to).toISOString();
  const raw =
    range.to - range.from <= DEVICE_SAMPLES_RAW_MAX_DAYS * DAY_MS && range.from >= now - RAW_DAYS * DAY_MS;
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
      cut AS (SELECT COALESCE(max(hour) + interval '1 hour', ${fromHour}::timestamptz) AS at FROM hourly)
      SELECT date_part('epoch', hour) AS t, signal_avg AS signal, NULL::real AS rsrp, NULL::real AS rsrq,
        NULL::real AS sinr, temperature_avg AS temperature, cpu_load_avg AS cpu_load, memory_used_avg AS memory_used
      FROM hourly
      UNION ALL
      SELECT date_part('epoch', date_trunc('hour', s.at AT TIME ZONE 'UTC')) AS t, avg(s.signal)::real, NULL::real,
        NULL::real, NULL::real, avg(s.temperature)::real, avg(s.cpu_load)::real, avg(s.memory_used)::real
      FROM device_samples s, cut
      WHERE s.device_id = ${deviceId} AND s.at >= cut.at AND s.at <= ${to}::timestamptz
      GROUP BY 1`,
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
