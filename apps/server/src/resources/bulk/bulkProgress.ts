import { eq } from 'drizzle-orm';
import { bulkJobs } from '../../db/schema.js';
import type { ServerContext } from '../../serverContext.js';
import { isPendingChannel } from './createBulkJob.js';

/** State of one device in a bulk job: 0 queued, 1 running, 2 done, 3 failed. */
export type BulkItemState = 0 | 1 | 2 | 3;

/** One device's change, as a progress message lists it. */
export interface BulkItemChange {
  device_id: number;
  state: BulkItemState;
  error: string | null;
}

/** The `progress` event on `private-bulk.{jobId}` (common12.md). */
export interface BulkProgressMessage {
  job_id: number;
  total: number;
  queued: number;
  running: number;
  done: number;
  failed: number;
  finished: boolean;
  items: BulkItemChange[];
}

/** How often a job's progress is published at most: the modal redraws smoothly, the socket stays quiet. */
export const PROGRESS_INTERVAL_MS = 250;

/** Collects item changes per job and publishes them at most every {@link PROGRESS_INTERVAL_MS}. */
interface BulkProgress {
  report(jobId: number, items: BulkItemChange[]): void;
  /** Publishes what is pending for the job now (and the counts), without waiting for the interval. */
  flush(jobId: number): Promise<void>;
}

interface PendingJob {
  items: Map<number, BulkItemChange>;
  timer: ReturnType<typeof setTimeout> | null;
  lastAt: number;
  /** The publish under way, so that two flushes of a job never interleave. */
  running: Promise<void>;
}

/**
 * One reporter per realtime server (so per process), found from any handler's context: the
 * bulk runner and the ingest handler (through the command queue) report to the same batches.
 */
const reporters = new WeakMap<object, BulkProgress>();

/** The progress reporter of this process. */
export function bulkProgressOf(context: Pick<ServerContext, 'db' | 'realtime' | 'now'>): BulkProgress {
  let reporter = reporters.get(context.realtime);
  if (!reporter) {
    reporter = createBulkProgress(context);
    reporters.set(context.realtime, reporter);
  }
  return reporter;
}

function createBulkProgress(context: Pick<ServerContext, 'db' | 'realtime' | 'now'>): BulkProgress {
  const jobs = new Map<number, PendingJob>();

  const jobOf = (jobId: number): PendingJob => {
    let job = jobs.get(jobId);
    if (!job) {
      job = { items: new Map(), timer: null, lastAt: 0, running: Promise.resolve() };
      jobs.set(jobId, job);
    }
    return job;
  };

  const publish = async (jobId: number): Promise<void> => {
    const job = jobOf(jobId);
    if (job.timer) clearTimeout(job.timer);
    job.timer = null;
    const items = [...job.items.values()];
    job.items.clear();
    job.lastAt = Date.now();
    const message = await readProgress(context, jobId, items);
    if (message) context.realtime.publish(`private-bulk.${jobId}`, 'progress', message);
    if (job.items.size === 0 && !job.timer) jobs.delete(jobId);
  };

  const flush = (jobId: number): Promise<void> => {
    const job = jobOf(jobId);
    job.running = job.running.then(
      () => publish(jobId),
      () => publish(jobId),
    );
    return job.running;
  };

  return {
    report(jobId, items) {
      const job = jobOf(jobId);
      for (const item of items) job.items.set(item.device_id, item);
      if (job.timer) return;
      const wait = Math.max(0, job.lastAt + PROGRESS_INTERVAL_MS - Date.now());
      job.timer = setTimeout(() => {
        job.timer = null;
        flush(jobId).catch(() => {
          // A failed count (database closing) loses one message; the next change sends the counts again.
        });
      }, wait);
      job.timer.unref?.();
    },
    flush,
  };
}

/** The columns of a job's row that its progress is made of. */
type JobProgressRow = Pick<
  typeof bulkJobs.$inferSelect,
  'total' | 'finishedAt' | 'channel' | 'queued' | 'running' | 'done' | 'failed'
>;

/**
 * The job's counts by state and the changed items; marks the job finished when nothing is
 * queued or running any more (not while its items are still being written). Null when the
 * job is gone.
 */
export async function readProgress(
  context: Pick<ServerContext, 'db' | 'now'>,
  jobId: number,
  items: BulkItemChange[],
): Promise<BulkProgressMessage | null> {
  const [job] = await context.db
    .select({
      total: bulkJobs.total,
      finishedAt: bulkJobs.finishedAt,
      channel: bulkJobs.channel,
      queued: bulkJobs.queued,
      running: bulkJobs.running,
      done: bulkJobs.done,
      failed: bulkJobs.failed,
    })
    .from(bulkJobs)
    .where(eq(bulkJobs.id, jobId));
  if (!job) return null;
  return (await progressOfJob(context, jobId, job, items)).message;
}

/**
 * {@link readProgress} from a row the caller has read already, and when the job finished (after
 * marking it): `GET /devices/bulk/{id}` reads the job once for its owner, its counts and its end.
 */
export async function progressOfJob(
  context: Pick<ServerContext, 'db' | 'now'>,
  jobId: number,
  job: JobProgressRow,
  items: BulkItemChange[],
): Promise<{ message: BulkProgressMessage; finishedAt: Date | null }> {
  // Kept by the database as the items change (migration 0011): one row, not a count of the items.
  const { queued, running, done, failed } = job;
  const counts = { job_id: jobId, total: job.total, queued, running, done, failed };
  if (isPendingChannel(job.channel)) {
    return { message: { ...counts, finished: false, items }, finishedAt: job.finishedAt };
  }
  const finished = queued + running === 0;
  let finishedAt = job.finishedAt;
  if (finished && finishedAt === null) {
    finishedAt = new Date(context.now());
    await context.db.update(bulkJobs).set({ finishedAt }).where(eq(bulkJobs.id, jobId));
  }
  if (!finished && finishedAt !== null) {
    // A retry re-queued items of a finished job: it runs again.
    finishedAt = null;
    await context.db.update(bulkJobs).set({ finishedAt: null }).where(eq(bulkJobs.id, jobId));
  }
  return { message: { ...counts, finished, items }, finishedAt };
}
