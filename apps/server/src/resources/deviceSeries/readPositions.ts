import { DEVICE_POSITIONS_MAX } from '@netfleet/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/Database.js';
import { rowsOf } from '../../telemetry/rowsOf.js';
import { columnsJson } from './columnsJson.js';
import type { SeriesRange } from './seriesRange.js';

/** The columns of the answer's `data`, in its order. */
const COLUMNS = ['t', 'latitude', 'longitude', 'speed', 'altitude', 'satellites', 'source'] as const;

/**
 * A device's track in `range`, oldest first, as the JSON text of `DevicePositionsResponse`. More than
 * {@link DEVICE_POSITIONS_MAX} fixes are thinned evenly (every k-th, and always the newest, so
 * the track ends where the device is), in the one statement that reads them.
 */
export async function readPositions(db: Database, deviceId: number, range: SeriesRange): Promise<string> {
  const [row] = rowsOf<{ body: string }>(
    await db.execute(sql`
      SELECT json_build_object(
        'data', ${columnsJson(COLUMNS, 'i')},
        'meta', json_build_object('truncated', COALESCE(max(x.n), 0) > ${DEVICE_POSITIONS_MAX}))::text AS body
      FROM (
        SELECT date_part('epoch', at) AS t, latitude, longitude, speed, altitude, satellites, source, i, n
        FROM (
          SELECT at, latitude, longitude, speed, altitude, satellites, source,
            row_number() OVER (ORDER BY at) - 1 AS i, count(*) OVER () AS n
          FROM device_positions
          WHERE device_id = ${deviceId} AND at >= ${new Date(range.from).toISOString()}::timestamptz
            AND at <= ${new Date(range.to).toISOString()}::timestamptz) y
        WHERE n <= ${DEVICE_POSITIONS_MAX}
          OR i % ceil(n / ${DEVICE_POSITIONS_MAX - 1}::float8)::bigint = 0
          OR i = n - 1) x`),
  );
  return String(row?.body);
}
