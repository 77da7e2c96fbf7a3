import { sql } from 'drizzle-orm';
import type { ServerContext } from '../serverContext.js';
import { publishDeviceEvent, publishDeviceStatus } from './deviceChannel.js';
import { rowsOf } from './rowsOf.js';

/** Default of `DEVICE_OFFLINE_AFTER_S`: five minutes of silence (3 × a 100 s heartbeat). */
export const DEFAULT_OFFLINE_AFTER_S = 300;

/** Devices turned offline per statement, so one pass never holds the database for long. */
const CHUNK = 5000;

type OfflineContext = Pick<ServerContext, 'db' | 'realtime' | 'now'>;

/**
 * Turns devices silent for longer than `offlineAfterS` offline (status 0), each with a
 * `status` event, and publishes the change (`status`, and the new `event`) on their channels. Only online devices (1) are
 * looked at, through the `last_seen_at` index (the first pass also takes online devices
 * never seen): `since` (the previous pass's cutoff) bounds the
 * range, so a pass reads only the devices that went quiet since then, not every offline one.
 * Idempotent: a second pass finds nothing to do.
 *
 * @returns the ids turned offline and the cutoff to hand the next pass as `since`.
 */
export async function detectOffline(
  context: OfflineContext,
  offlineAfterS: number,
  since: number | null = null,
): Promise<{ offline: number[]; cutoff: number }> {
  const cutoff = context.now() - offlineAfterS * 1000;
  const cutoffIso = new Date(cutoff).toISOString();
  // A minute's overlap with the previous pass: a report committed late is still seen.
  const lower = since === null ? null : new Date(since - 60_000).toISOString();
  const offline: number[] = [];
  const message = `Offline: no report for ${offlineAfterS} s`;
  for (;;) {
    const at = new Date(context.now()).toISOString();
    const { rows, events } = await context.db.transaction(async (tx) => {
      const changed = await tx.execute(sql`
          UPDATE devices SET status = 0
          WHERE id IN (
            SELECT id FROM devices
            WHERE ${
              lower === null
                ? sql`(last_seen_at < ${cutoffIso}::timestamptz OR last_seen_at IS NULL)`
                : sql`last_seen_at < ${cutoffIso}::timestamptz AND last_seen_at >= ${lower}::timestamptz`
            }
              AND status = 1
            ORDER BY last_seen_at, id
            LIMIT ${CHUNK}
            FOR UPDATE SKIP LOCKED)
          AND status = 1
          RETURNING id, (extract(epoch FROM last_seen_at) * 1000)::float8 AS last_seen_ms`);
      const changedRows = rowsOf<{ id: number; last_seen_ms: number | null }>(changed);
      const ids = changedRows.map((row) => Number(row.id));
      if (ids.length === 0) return { rows: changedRows, events: [] };
      const inserted = await tx.execute(sql`
          INSERT INTO device_events (device_id, at, kind, message, data)
          SELECT id, ${at}::timestamptz, 'status', ${message}, '{"status":0}'::jsonb
          FROM unnest(${`{${ids.join(',')}}`}::int[]) AS id
          RETURNING id::float8 AS id, device_id`);
      return { rows: changedRows, events: rowsOf<{ id: number; device_id: number }>(inserted) };
    });
    for (const row of rows) {
      const seen = row.last_seen_ms === null ? null : Number(row.last_seen_ms);
      publishDeviceStatus(context.realtime, {
        id: Number(row.id),
        status: 0,
        last_seen_at: seen === null ? null : new Date(seen).toISOString(),
      });
      offline.push(Number(row.id));
    }
    for (const event of events) {
      publishDeviceEvent(context, Number(event.device_id), {
        id: Number(event.id),
        at,
        kind: 'status',
        message,
        user: null,
        data: { status: 0 },
      });
    }
    if (rows.length < CHUNK) break;
  }
  return { offline, cutoff };
}
