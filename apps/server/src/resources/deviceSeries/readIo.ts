import { DEVICE_IO_MAX, type DeviceIo } from '@netfleet/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/Database.js';
import { rowsOf } from '../../telemetry/rowsOf.js';
import type { SeriesRange } from './seriesRange.js';

/**
 * A device's input and output changes in `range` from its `io` events (data `{ pin, value }`;
 * a value of 0/1 counts as false/true, other shapes are left out), oldest first, at most the
 * newest {@link DEVICE_IO_MAX}. Reads the (device_id, kind, at) index.
 */
export async function readIo(db: Database, deviceId: number, range: SeriesRange): Promise<DeviceIo> {
  const rows = rowsOf<{ t: number; pin: string; value: boolean }>(
    await db.execute(sql`
      SELECT t, pin, value FROM (
        SELECT date_part('epoch', at) AS t, at, id, data->>'pin' AS pin,
          CASE jsonb_typeof(data->'value')
            WHEN 'boolean' THEN (data->>'value')::boolean
            WHEN 'number' THEN (data->>'value')::numeric <> 0
          END AS value
        FROM device_events
        WHERE device_id = ${deviceId} AND kind = 'io'
          AND at >= ${new Date(range.from).toISOString()}::timestamptz
          AND at <= ${new Date(range.to).toISOString()}::timestamptz
          AND jsonb_typeof(data->'pin') = 'string'
          AND jsonb_typeof(data->'value') IN ('boolean', 'number')
        ORDER BY at DESC, id DESC
        LIMIT ${DEVICE_IO_MAX}) x
      ORDER BY at, id`),
  );
  return {
    t: rows.map((row) => Number(row.t)),
    pin: rows.map((row) => String(row.pin)),
    value: rows.map((row) => row.value === true),
  };
}
