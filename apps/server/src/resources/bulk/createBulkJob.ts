import type { BulkAction, BulkOptions } from '@netfleet/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { bulkJobItems, bulkJobs, companies, devices } from '../../db/schema.js';
import { idArray, rowsOf } from '../../telemetry/rowsOf.js';
import { devicesInScope, filteredDevicesCondition } from './deviceSelection.js';

/** The error of a selected id that is not a device of the user's scope (never said which). */
export const NOT_FOUND_ERROR = 'Device not found';

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
 * Creates a job and one queued item per selected device, in `db` (the caller's transaction),
 * with one INSERT … SELECT whatever the selection's size. Selected ids outside the user's scope
 * (or of no device) become failed items "Device not found", the same for both, so nothing about
 * other companies' devices leaks.
 *
 * @returns the job's id and how many devices it holds.
 */
export async function createBulkJob(
  db: Database,
  auth: AuthContext,
  request: BulkJobRequest,
  now: Date,
): Promise<{ jobId: number; total: number }> {
  // The filter is read first: a bad one is a 422 before anything is written.
  const filterCondition: SQL | null =
    request.filter === null ? null : filteredDevicesCondition(db, auth, request.filter);
  const [job] = await db
    .insert(bulkJobs)
    .values({
      userId: auth.user.id,
      action: request.action,
      params: request.options,
      // Unique and replaced below, once the id is known.
      channel: `pending-${crypto.randomUUID()}`,
      createdAt: now,
    })
    .returning({ id: bulkJobs.id });
  if (!job) throw new Error('The bulk job was not stored');
  const at = now.toISOString();
  // One statement writes the items and counts them (a CTE over the INSERT's RETURNING).
  let insert: SQL | null = null;
  if (request.deviceIds !== null) {
    insert = sql`
      insert into ${bulkJobItems} (job_id, device_id, state, error, updated_at)
      select ${job.id}, selected.id,
             case when ${devices.id} is null then 3 else 0 end,
             case when ${devices.id} is null then ${NOT_FOUND_ERROR} end,
             ${at}::timestamptz
      from unnest(${idArray(request.deviceIds)}::int[]) as selected(id)
      left join ${devices} on ${devices.id} = selected.id and ${devicesInScope(db, auth)}
      returning 1`;
  } else if (filterCondition !== null) {
    insert = sql`
      insert into ${bulkJobItems} (job_id, device_id, state, updated_at)
      select ${job.id}, ${devices.id}, 0, ${at}::timestamptz
      from ${devices} inner join ${companies} on ${companies.id} = ${devices.companyId}
      where ${filterCondition}
      returning 1`;
  }
  const counted =
    insert === null
      ? []
      : rowsOf<{ total: number | string }>(
          await db.execute(sql`with inserted as (${insert}) select count(*) as total from inserted`),
        );
  const total = Number(counted[0]?.total ?? 0);
  await db
    .update(bulkJobs)
    .set({ total, channel: bulkChannel(job.id) })
    .where(eq(bulkJobs.id, job.id));
  return { jobId: job.id, total };
}
