import type { BulkAction, BulkOptions } from '@netfleet/contracts';
import { BULK_FAILURE_REASONS, ERROR_CODES } from '@netfleet/contracts';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { bulkJobItems, bulkJobs, companies, devices } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { idArray, rowsOf } from '../../telemetry/rowsOf.js';
import { devicesInScope, filteredDevicesCondition } from './deviceSelection.js';

/** The error of a selected id that is not a device of the user's scope (never said which). */
export const NOT_FOUND_ERROR = BULK_FAILURE_REASONS.notFound;

/** The channel a job's progress is published on. */
export function bulkChannel(jobId: number): string {
  return `private-bulk.${jobId}`;
}

/** What to create a job for: the action, its options, and the devices by id or by filter. */
export interface BulkJobRequest {
  action: BulkAction;
  options: BulkOptions;
  deviceIds: number[] | null;
  filter: Record<string, string> | null;
}

/** Items written per statement: what another user's request waits for at most. */
const FILL_SLICE = 5_000;

/** The channel of a job whose items are still being written (or never were: a crash). */
const PENDING_CHANNEL_PREFIX = 'pending-';

/** True for a job that is still being created: the runner leaves it alone. */
export function isPendingChannel(channel: string): boolean {
  return channel.startsWith(PENDING_CHANNEL_PREFIX);
}

/** A job just created: its id and how many devices it selected. */
export interface StartedBulkJob {
  jobId: number;
  total: number;
}

/**
 * Creates the job's row, in `db` (the caller's transaction), with its total: the selected ids
 * (each once), or the devices of the user's scope the filter matches, counted now. A bad filter
 * is a 422 before anything is written; so is a filter that matches no device. Its items come
 * next, from {@link fillBulkJob}, after the request has been answered: until then its channel
 * marks it pending, so the runner does not start it.
 */
export async function startBulkJob(
  db: Database,
  auth: AuthContext,
  request: BulkJobRequest,
  now: Date,
): Promise<StartedBulkJob> {
  const total =
    request.deviceIds !== null
      ? new Set(request.deviceIds).size
      : request.filter !== null
        ? await countMatching(db, auth, request.filter)
        : 0;
  if (total === 0) {
    throw ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, NO_MATCH_ERROR, 'filter');
  }
  const [job] = await db
    .insert(bulkJobs)
    .values({
      userId: auth.user.id,
      action: request.action,
      params: request.options,
      total,
      // Unique; replaced by the job's channel once its items are written.
      channel: `${PENDING_CHANNEL_PREFIX}${crypto.randomUUID()}`,
      createdAt: now,
    })
    .returning({ id: bulkJobs.id });
  if (!job) throw new Error('The bulk job was not stored');
  return { jobId: job.id, total };
}

/** The error of a filter that matches no device of the user's scope. */
export const NO_MATCH_ERROR = 'No devices match the filter';

/** How many devices of the user's scope `filter` matches (a bad filter is a 422). */
async function countMatching(
  db: Database,
  auth: AuthContext,
  filter: Record<string, string>,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(devices)
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .where(filteredDevicesCondition(db, auth, filter));
  return Number(row?.total ?? 0);
}

/**
 * Writes one queued item per selected device of job `jobId`, `slice` at a time (5,000), each
 * slice a statement of its own: the embedded database runs one statement at a time, and a
 * selection of half a million devices written at once held every other request for 7.7 s.
 * Selected ids outside the user's scope (or of no device) become failed items "Device not
 * found", the same for both, so nothing about other companies' devices leaks. When a slice
 * fails, the job and what was written of it are deleted. Then the job gets its total and its
 * channel.
 *
 * @returns how many devices the job holds.
 */
export async function fillBulkJob(
  db: Database,
  auth: AuthContext,
  jobId: number,
  request: BulkJobRequest,
  now: Date,
  slice = FILL_SLICE,
): Promise<number> {
  const at = now.toISOString();
  let total = 0;
  try {
    if (request.deviceIds !== null) {
      const ids = [...new Set(request.deviceIds)];
      for (let start = 0; start < ids.length; start += slice) {
        const selected = ids.slice(start, start + slice);
        total += (
          await insertCounted(
            db,
            sql`
            insert into ${bulkJobItems} (job_id, device_id, state, error, updated_at)
            select ${jobId}, selected.id,
                   case when ${devices.id} is null then 3 else 0 end,
                   case when ${devices.id} is null then ${NOT_FOUND_ERROR} end,
                   ${at}::timestamptz
            from unnest(${idArray(selected)}::int[]) as selected(id)
            left join ${devices} on ${devices.id} = selected.id and ${devicesInScope(db, auth)}
            returning device_id`,
          )
        ).count;
      }
    } else if (request.filter !== null) {
      const condition = filteredDevicesCondition(db, auth, request.filter);
      // By device id, a slice after another: each statement reads on from where the last ended.
      for (let after = 0; ; ) {
        const written = await insertCounted(
          db,
          sql`
          insert into ${bulkJobItems} (job_id, device_id, state, updated_at)
          select ${jobId}, ${devices.id}, 0, ${at}::timestamptz
          from ${devices} inner join ${companies} on ${companies.id} = ${devices.companyId}
          where ${condition} and ${devices.id} > ${after}
          order by ${devices.id}
          limit ${slice}
          returning device_id`,
        );
        total += written.count;
        if (written.count < slice) break;
        after = written.last;
      }
    }
    if (total > 0) {
      await db
        .update(bulkJobs)
        .set({ total, channel: bulkChannel(jobId) })
        .where(eq(bulkJobs.id, jobId));
      return total;
    }
  } catch (error) {
    await discardBulkJob(db, jobId).catch(() => undefined);
    throw error;
  }
  await discardBulkJob(db, jobId);
  return 0;
}

/** Deletes a job that was not created after all, with its items. */
export async function discardBulkJob(db: Database, jobId: number): Promise<void> {
  await db.delete(bulkJobItems).where(eq(bulkJobItems.jobId, jobId));
  await db.delete(bulkJobs).where(eq(bulkJobs.id, jobId));
}

/** Runs an `INSERT … RETURNING device_id` and answers how many rows it wrote and the last id. */
async function insertCounted(db: Database, insert: SQL): Promise<{ count: number; last: number }> {
  const [row] = rowsOf<{ count: number | string; last: number | string | null }>(
    await db.execute(
      sql`with inserted as (${insert}) select count(*) as count, max(device_id) as last from inserted`,
    ),
  );
  return { count: Number(row?.count ?? 0), last: Number(row?.last ?? 0) };
}
