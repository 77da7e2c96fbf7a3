import { BULK_FAILURE_REASONS } from '@netfleet/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/Database.js';
import { bulkJobItems, deviceEvents } from '../../db/schema.js';
import { rowsOf } from '../../telemetry/rowsOf.js';
import type { ChunkJob, ChunkPlan, WrittenEvent } from './bulkActions.js';
import type { BulkItemState } from './bulkProgress.js';

/** A chunk's items by outcome: each group is one part of the statement, not one per device. */
export type ItemOutcomes = Map<string, { state: BulkItemState; error: string | null; ids: number[] }>;

/** What a chunk wrote that is published once it commits. */
export interface ChunkWritten {
  /** Its events (with their ids). */
  events: WrittenEvent[];
  /** The items of earlier jobs whose command it replaced (now failed), by job. */
  replaced: Map<number, number[]>;
}

/**
 * Writes a planned chunk in one statement: the action's writes, its events, the items'
 * outcomes and the failing of the items whose commands it replaced, each a part of one `WITH`,
 * so that the transaction is claim, write, commit whatever the action (see {@link ChunkPlan}).
 */
export async function writeChunk(
  tx: Database,
  job: ChunkJob,
  plan: ChunkPlan,
  items: ItemOutcomes,
  now: Date,
): Promise<ChunkWritten> {
  const parts: SQL[] = plan.writes.map((write, index) => sql`${sql.raw(`write_${index}`)} AS ${write}`);
  let index = 0;
  for (const group of items.values()) {
    const update = tx
      .update(bulkJobItems)
      .set({ state: group.state, error: group.error, updatedAt: now })
      .where(and(eq(bulkJobItems.jobId, job.id), inArray(bulkJobItems.deviceId, group.ids)));
    parts.push(sql`${sql.raw(`items_${index++}`)} AS ${update}`);
  }
  const results: SQL[] = [];
  const events = plan.events && plan.events.deviceIds.length > 0 ? plan.events : null;
  const eventData = events ? { ...events.data, action: job.action, job_id: job.id } : {};
  if (events) {
    const insert = tx
      .insert(deviceEvents)
      .values(
        events.deviceIds.map((deviceId) => ({
          deviceId,
          at: now,
          kind: events.kind,
          message: events.message,
          userId: job.userId,
          data: eventData,
        })),
      )
      .returning({ id: deviceEvents.id, deviceId: deviceEvents.deviceId });
    parts.push(sql`events AS ${insert}`);
    results.push(sql`SELECT id, device_id, NULL::int AS job_id FROM events`);
  }
  if (plan.replaces) {
    // An item whose command was replaced had it sent (running) or, retried, is queued again.
    parts.push(
      sql`replaced AS ${plan.replaces}`,
      sql`replaced_items AS (
        UPDATE ${bulkJobItems} SET state = 3, error = ${BULK_FAILURE_REASONS.replaced}, updated_at = ${now.toISOString()}::timestamptz
        FROM replaced
        WHERE ${bulkJobItems.jobId} = replaced.job_id AND ${bulkJobItems.deviceId} = replaced.device_id
          AND ${bulkJobItems.jobId} <> ${job.id} AND ${bulkJobItems.state} IN (0, 1)
        RETURNING ${bulkJobItems.jobId}, ${bulkJobItems.deviceId})`,
    );
    results.push(sql`SELECT NULL::int, device_id, job_id FROM replaced_items`);
  }
  const written: ChunkWritten = { events: [], replaced: new Map() };
  if (parts.length === 0) return written;
  const select = results.length > 0 ? sql.join(results, sql` UNION ALL `) : sql`SELECT 1 WHERE false`;
  const rows = rowsOf<{ id: number | null; device_id: number; job_id: number | null }>(
    await tx.execute(sql`WITH ${sql.join(parts, sql`, `)} ${select}`),
  );
  for (const row of rows) {
    if (row.job_id !== null) {
      const jobId = Number(row.job_id);
      written.replaced.set(jobId, [...(written.replaced.get(jobId) ?? []), Number(row.device_id)]);
    } else if (events) {
      written.events.push({
        id: Number(row.id),
        deviceId: Number(row.device_id),
        kind: events.kind,
        message: events.message,
        data: eventData,
        at: now,
      });
    }
  }
  return written;
}
