import { setTimeout as sleep } from 'node:timers/promises';
import type { BulkAction, BulkOptions } from '@netfleet/contracts';
import { BULK_FAILURE_REASONS, BULK_START_MESSAGES, ERROR_CODES } from '@netfleet/contracts';
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

/**
 * Items written per statement: what another user's request waits for at most (5,000 took
 * about 200 ms on PGlite, 1,000 about 40 ms).
 */
const FILL_SLICE = 1_000;

/** The channel of a job whose items are still being written (or never were: a crash). */
const PENDING_CHANNEL_PREFIX = 'pending-';

/** True for a job whose items are still being written: it does not finish yet. */
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
 * next, from {@link fillBulkJob}, after the request has been answered: until they are all
 * written its channel marks it pending, so that it does not finish (the runner works on the
 * items written so far) and a starting server leaves it to the request that writes it.
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
export const NO_MATCH_ERROR = BULK_START_MESSAGES.noMatch;

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

/** How {@link fillBulkJob} writes. */
export interface FillOptions {
  /** Items written per statement (default {@link FILL_SLICE}). */
  slice?: number;
  /** Called after each slice that wrote items: the runner may start on them. */
  onSlice?: () => void;
}

/** The writing of a job's items failed after `written` of them were written; those stay in the job. */
export class BulkFillError extends Error {
  constructor(
    readonly written: number,
    cause: unknown,
  ) {
    super(`Writing the bulk job's devices failed after ${written} of them`, { cause });
  }
}

/**
 * Writes one queued item per selected device of job `jobId`, a slice at a time (1,000), each
 * slice a statement of its own: the embedded database runs one statement at a time, and a
 * selection of half a million devices written at once held every other request for 7.7 s.
 * Selected ids outside the user's scope (or of no device) become failed items "Device not
 * found", the same for both, so nothing about other companies' devices leaks. After each
 * slice `onSlice` lets the runner start on what is written. Then the job gets its total and
 * its channel ({@link endBulkJobFill}). When a slice fails, a job with items written keeps
 * them (they may be done already) and ends its writing ({@link BulkFillError}); one without is
 * deleted.
 *
 * @returns how many devices the job holds.
 */
export async function fillBulkJob(
  db: Database,
  auth: AuthContext,
  jobId: number,
  request: BulkJobRequest,
  now: Date,
  { slice = FILL_SLICE, onSlice }: FillOptions = {},
): Promise<number> {
  const at = now.toISOString();
  let total = 0;
  // Each slice is followed by a pause as long as it took: other requests get at least half of
  // the database while a large selection is written, and the runner, which handles a few
  // hundred devices a second, still never catches up with the writing.
  let sliceStarted = performance.now();
  const wrote = async (count: number) => {
    total += count;
    if (count > 0) onSlice?.();
    await sleep(performance.now() - sliceStarted);
    sliceStarted = performance.now();
  };
  try {
    if (request.deviceIds !== null) {
      const ids = [...new Set(request.deviceIds)];
      for (let start = 0; start < ids.length; start += slice) {
        const selected = ids.slice(start, start + slice);
        const written = await insertCounted(
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
        );
        await wrote(written.count);
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
        await wrote(written.count);
        if (written.count < slice) break;
        after = written.last;
      }
    }
  } catch (error) {
    if (total > 0) {
      await endBulkJobFill(db, jobId).catch(() => undefined);
      throw new BulkFillError(total, error);
    }
    await discardBulkJob(db, jobId).catch(() => undefined);
    throw error;
  }
  if (total > 0) return endBulkJobFill(db, jobId);
  await discardBulkJob(db, jobId);
  return 0;
}

/**
 * Ends the writing of a job's items: its total becomes the number of its items (the counts
 * its row keeps) and it gets its channel, so that it can finish.
 *
 * @returns its total.
 */
export async function endBulkJobFill(db: Database, jobId: number): Promise<number> {
  const [job] = await db
    .update(bulkJobs)
    .set({
      total: sql`${bulkJobs.queued} + ${bulkJobs.running} + ${bulkJobs.done} + ${bulkJobs.failed}`,
      channel: bulkChannel(jobId),
    })
    .where(eq(bulkJobs.id, jobId))
    .returning({ total: bulkJobs.total });
  return job?.total ?? 0;
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
