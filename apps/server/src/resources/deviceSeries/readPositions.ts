import { DEVICE_POSITIONS_MAX, type DevicePositionsResponse } from '@netfleet/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/Database.js';
import { rowsOf } from '../../telemetry/rowsOf.js';
import type { SeriesRange } from './seriesRange.js';

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * A device's track in `range`, oldest first, as columns. More than
 * {@link DEVICE_POSITIONS_MAX} fixes are thinned evenly (every k-th, and always the newest, so
 * the track ends where the device is), in the one statement that reads them.
 */
export async function readPositions(
  db: Database,
  deviceId: number,
  range: SeriesRange,
): Promise<DevicePositionsResponse> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT t, latitude, longitude, speed, altitude, satellites, source, n
      FROM (
        SELECT date_part('epoch', at) AS t, latitude, longitude, speed, altitude, satellites, source,
          row_number() OVER (ORDER BY at) - 1 AS i, count(*) OVER () AS n
        FROM device_positions
        WHERE device_id = ${deviceId} AND at >= ${new Date(range.from).toISOString()}::timestamptz
          AND at <= ${new Date(range.to).toISOString()}::timestamptz) x
      WHERE n <= ${DEVICE_POSITIONS_MAX}
        OR i % ceil(n / ${DEVICE_POSITIONS_MAX - 1}::float8)::bigint = 0
        OR i = n - 1
      ORDER BY i`),
  );
  const data: DevicePositionsResponse['data'] = {
    t: [],
    latitude: [],
    longitude: [],
    speed: [],
    altitude: [],
    satellites: [],
    source: [],
  };
  for (const row of rows) {
    data.t.push(Number(row.t));
    data.latitude.push(Number(row.latitude));
    data.longitude.push(Number(row.longitude));
    data.speed.push(numberOrNull(row.speed));
    data.altitude.push(numberOrNull(row.altitude));
    data.satellites.push(numberOrNull(row.satellites));
    data.source.push(String(row.source));
  }
  const total = rows.length === 0 ? 0 : Number(rows[0]?.n);
  return { data, meta: { truncated: total > DEVICE_POSITIONS_MAX } };
}
