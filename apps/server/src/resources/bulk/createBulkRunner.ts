import type { BulkAction, BulkOptions, DeviceEvent as DeviceEventPayload } from '@netfleet/contracts';
import { BULK_FAILURE_REASONS } from '@netfleet/contracts';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/Database.js';
import { bulkJobItems, bulkJobs, companies, deviceCommands, devices, users } from '../../db/schema.js';
import { forgetEstimates } from '../../lists/countMatches.js';
import type { ServerContext } from '../../serverContext.js';
import { deviceChannel, publishDeviceEvent } from '../../telemetry/deviceChannel.js';
import { BULK_CHUNK_ACTIONS, type ChunkJob, type ChunkPlan } from './bulkActions.js';
import { type BulkItemChange, type BulkProgressMessage, bulkProgressOf } from './bulkProgress.js';
import {
  BulkFillError,
  bulkChannel,
  discardBulkJob,
  endBulkJobFill,
  isPendingChannel,
  NOT_FOUND_ERROR,
} from './createBulkJob.js';
import { type JobOwnerAccess, jobOwnerAccess, permissionLostError } from './jobOwnerAccess.js';
import { type ItemOutcomes, writeChunk } from './writeChunk.js';

/**
 * How long one chunk's transaction should take. The embedded database runs one transaction at
 * a time, so another user's request waits for at most about this long; the chunk size adapts
 * to it (between {@link MIN_CHUNK} and {@link MAX_CHUNK} devices). Since a chunk is two
 * statements (see {@link runChunk}), 8 ms is about 30 devices: another user's p99 stays within
 * twice its idle value (`tooling/bench/bulk-action.ts`), and 10,000 devices take 6–12 s.
 */
const CHUNK_TARGET_MS = 8;
const MIN_CHUNK = 20;
const MAX_CHUNK = 500;
/**
 * Shortest pause between chunks. The pause is as long as the chunk took (the runner takes at
 * most about half of the database's time), so that requests queued behind a chunk run before
 * the next one starts.
 */
const MIN_PAUSE_MS = 5;
/** How long a device has to answer a command before it fails. */
export const COMMAND_TIMEOUT_MS = 10 * 60_000;
/** The reason of a command that was not answered in time. */
export const COMMAND_TIMEOUT_ERROR = BULK_FAILURE_REASONS.timeout;
/** A job still being created this long after it started was cut short (a crash). */
const ABANDONED_AFTER_MS = 60 * 60_000;
/** How often overdue commands are looked for. */
const SWEEP_INTERVAL_MS = 30_000;
/** The actions that may take devices into or out of a list's filter: list totals count afresh. */
const LIST_CHANGING_ACTIONS: ReadonlySet<BulkAction> = new Set(['add_tags', 'remove_tags', 'move', 'delete']);
/** During a job, list totals are forgotten at most this often; its last chunk forgets them always. */
const FORGET_TOTALS_EVERY_MS = 1_000;
/** When each database's list totals were last forgotten by a chunk. */
const totalsForgotten = new WeakMap<Database, number>();
/** The databases a chunk changed since their totals were last forgotten. */
const totalsStale = new WeakSet<Database>();

/**
 * Forgets the list totals of `db` after chunks changed devices (see `forgetEstimates`): at a
 * job's `last` chunk (one that found fewer items than it asked for, none at all included)
 * always, before it at most once a second. A chunk commits every few milliseconds, and each
 * forget makes the next list page count again: another user's requests during a tag on 10,000
 * devices did so 300 times.
 */
function forgetListTotals(db: Database, changed: boolean, last: boolean): void {
  if (changed) totalsStale.add(db);
  if (!totalsStale.has(db)) return;
  const now = Date.now();
  if (!last && now - (totalsForgotten.get(db) ?? 0) < FORGET_TOTALS_EVERY_MS) return;
  totalsForgotten.set(db, now);
  totalsStale.delete(db);
  forgetEstimates(db);
}

type RunnerContext = Pick<ServerContext, 'db' | 'realtime' | 'now'>;

/** Where the runner reports what failed in the background, with no request to answer for it. */
export type RunnerLog = Pick<FastifyBaseLogger, 'error'>;

/** Works through the queued items of bulk jobs in the background. */
export interface BulkRunner {
  /** Starts (or continues) working on a job. */
  wake(jobId: number): void;
  /**
   * Writes a new job's items (`write`, which answers how many it wrote) after its request has
   * been answered, working on them as they are written (`write` calls `written` after each
   * slice). When nothing could be written (the devices are gone, or the database failed), the
   * job's channel hears that it finished with all `total` failed.
   */
  fill(jobId: number, total: number, write: (written: () => void) => Promise<number>): void;
  /** Picks up every job with queued items (after a restart) and starts the command timeout sweep. */
  start(): Promise<void>;
  /** Stops after the chunk under way. */
  stop(): Promise<void>;
  /** Resolves when no job is being written or worked on (tests, benchmarks). */
  idle(): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The bulk job runner of this process: one job chunk at a time, round robin over the jobs,
 * each chunk in its own transaction that claims its items with `FOR UPDATE SKIP LOCKED` (so
 * two server processes never work on the same item), publishing progress as it goes.
 */
export function createBulkRunner(context: RunnerContext, log: RunnerLog): BulkRunner {
  const pending = new Set<number>();
  // The smallest to begin with: it grows while chunks take less than their target.
  let chunkSize = MIN_CHUNK;
  let loop: Promise<void> | null = null;
  let stopped = false;
  let sweepTimer: ReturnType<typeof setInterval> | null = null;

  const drain = async () => {
    while (pending.size > 0 && !stopped) {
      for (const jobId of [...pending]) {
        if (stopped) return;
        let worked = 0;
        let took = 0;
        try {
          const chunk = await runChunk(context, jobId, chunkSize);
          worked = chunk.handled;
          took = chunk.ms;
          if (worked === chunkSize) {
            // Sized by the transaction's own time, not the wait for the database before it.
            const ideal = (chunkSize * CHUNK_TARGET_MS) / Math.max(1, chunk.ms);
            chunkSize = Math.round(Math.min(MAX_CHUNK, Math.max(MIN_CHUNK, (chunkSize + ideal) / 2)));
          }
        } catch (error) {
          // A chunk the database refused (a target that is gone) fails its items, so that the
          // job ends; when the database itself is gone they stay queued for the next start.
          if (!stopped) log.error({ err: error, jobId }, 'A bulk job chunk failed');
          worked = stopped ? 0 : await failChunk(context, jobId, chunkSize).catch(() => 0);
        }
        if (worked === 0) {
          pending.delete(jobId);
          await bulkProgressOf(context)
            .flush(jobId)
            .catch(() => undefined);
        }
        await pause(Math.max(MIN_PAUSE_MS, took));
      }
    }
  };

  const filling = new Set<Promise<void>>();

  const fill = (jobId: number, total: number, write: (written: () => void) => Promise<number>) => {
    const written = write(() => wake(jobId))
      .catch((error: unknown) => {
        log.error({ err: error, jobId }, "Writing a bulk job's devices failed");
        // Those written stay in the job, which now ends with them.
        return error instanceof BulkFillError ? error.written : 0;
      })
      .then((count) => {
        if (count > 0) return wake(jobId);
        context.realtime.publish(bulkChannel(jobId), 'progress', {
          job_id: jobId,
          total,
          queued: 0,
          running: 0,
          done: 0,
          failed: total,
          finished: true,
          items: [],
        } satisfies BulkProgressMessage);
      })
      .finally(() => filling.delete(written));
    filling.add(written);
  };

  const wake = (jobId: number) => {
    pending.add(jobId);
    if (loop || stopped) return;
    loop = drain().finally(() => {
      loop = null;
      if (pending.size > 0 && !stopped) wake([...pending][0] as number);
    });
  };

  return {
    wake,
    fill,
    async start() {
      // The unfinished jobs (few): one with nothing queued is dropped after one empty chunk. A
      // job still being created (its items written a slice at a time) is left to its request
      // (another server process may be writing it). One left so for an hour was cut short by a
      // crash: it ends with the devices written, which may be under way already.
      const jobs = await context.db
        .select({ id: bulkJobs.id, channel: bulkJobs.channel, createdAt: bulkJobs.createdAt })
        .from(bulkJobs)
        .where(isNull(bulkJobs.finishedAt));
      const abandonedBefore = context.now() - ABANDONED_AFTER_MS;
      for (const job of jobs) {
        if (!isPendingChannel(job.channel)) wake(job.id);
        else if (job.createdAt.getTime() < abandonedBefore) {
          if ((await endBulkJobFill(context.db, job.id)) > 0) wake(job.id);
          else await discardBulkJob(context.db, job.id);
        }
      }
      sweepTimer = setInterval(() => {
        failOverdueCommands(context).catch((error: unknown) => {
          log.error({ err: error }, 'Failing overdue bulk commands failed');
        });
      }, SWEEP_INTERVAL_MS);
      sweepTimer.unref?.();
    },
    async stop() {
      stopped = true;
      if (sweepTimer) clearInterval(sweepTimer);
      await Promise.all(filling);
      await loop;
    },
    async idle() {
      while (filling.size > 0 || loop) {
        await Promise.all(filling);
        await loop;
      }
    },
  };
}

/**
 * One chunk of a job: claims up to `size` queued items, applies the action to the
 * devices that still exist, and records each item's outcome, in one transaction.
 *
 * On the embedded database a transaction holds the database for as long as it is open, and
 * each of its statements waits for this thread to send the next: other users' requests wait
 * for all of it. So what need not be in the transaction is read before it (the job, what its
 * owner may do now, what the action needs besides the devices) or after it (the events' user),
 * the items are claimed with their devices in one statement, and the action, its events and
 * the items' outcomes are written in one more (`writeChunk`): a chunk's transaction is BEGIN,
 * two statements and COMMIT, whatever the action (but assigning credits, which reads and takes
 * each company's credits under its lock).
 *
 * @returns how many items it handled (0: the job has nothing queued) and how long its
 *   transaction took.
 */
async function runChunk(
  context: RunnerContext,
  jobId: number,
  size: number,
): Promise<{ handled: number; ms: number }> {
  const [job] = await context.db
    .select({ id: bulkJobs.id, userId: bulkJobs.userId, action: bulkJobs.action, params: bulkJobs.params })
    .from(bulkJobs)
    .where(eq(bulkJobs.id, jobId));
  if (!job) return { handled: 0, ms: 0 };
  const action = job.action as BulkAction;
  // The owner's scope and permission as they are now: a device that has left the scope
  // since the job started (or since the failure now retried) is "not found", as it would
  // have been then.
  const access = await jobOwnerAccess(context.db, { userId: job.userId, action });
  const changes: BulkItemChange[] = [];
  const chunkJob: ChunkJob = {
    id: job.id,
    userId: job.userId,
    action,
    options: (job.params ?? {}) as BulkOptions,
    written: [],
  };
  // What the action reads besides the chunk's devices, before its transaction.
  const plan = await BULK_CHUNK_ACTIONS[action](context.db, chunkJob);
  let moved: number[] = [];
  let replaced = new Map<number, number[]>();
  let started = 0;
  const handled = await context.db.transaction(async (tx) => {
    started = performance.now();
    const claimed = await claimChunk(tx, jobId, size, access);
    if (claimed.length === 0) return 0;
    const ids = claimed.map((row) => row.itemDeviceId);
    const chunk = claimed.flatMap((row) =>
      row.id === null || row.companyId === null || row.status === null
        ? []
        : [{ id: row.id, companyId: row.companyId, path: row.path ?? '', status: row.status }],
    );
    const now = new Date(context.now());
    const planned: ChunkPlan =
      chunk.length > 0 ? await plan(tx, chunk, now) : { outcomes: new Map(), writes: [], events: null };
    const found = new Set(chunk.map((device) => device.id));
    const missing = access.permitted
      ? { state: 3 as const, error: NOT_FOUND_ERROR }
      : { state: 3 as const, error: permissionLostError(action) };
    const groups: ItemOutcomes = new Map();
    for (const id of ids) {
      const outcome = found.has(id)
        ? (planned.outcomes.get(id) ?? { state: 2 as const, error: null })
        : missing;
      const key = `${outcome.state}:${outcome.error ?? ''}`;
      const group = groups.get(key) ?? { state: outcome.state, error: outcome.error, ids: [] };
      group.ids.push(id);
      groups.set(key, group);
      changes.push({ device_id: id, state: outcome.state, error: outcome.error });
    }
    const written = await writeChunk(tx, chunkJob, planned, groups, now);
    chunkJob.written = written.events;
    replaced = written.replaced;
    if (action === 'move') moved = chunk.map((device) => device.id);
    return ids.length;
  });
  const ms = performance.now() - started;
  if (LIST_CHANGING_ACTIONS.has(action)) forgetListTotals(context.db, handled > 0, handled < size);
  if (changes.length > 0) bulkProgressOf(context).report(jobId, changes);
  for (const [otherJobId, deviceIds] of replaced) {
    bulkProgressOf(context).report(
      otherJobId,
      deviceIds.map((deviceId) => ({ device_id: deviceId, state: 3, error: BULK_FAILURE_REASONS.replaced })),
    );
  }
  // Moved devices: the consoles that showed them and may no longer read them stop receiving.
  if (moved.length > 0) await context.realtime.revalidate(moved.map(deviceChannel)).catch(() => undefined);
  // The events are committed: a failure to name their user only leaves them unpublished.
  const toPublish = await eventsToPublish(context.db, chunkJob).catch(() => []);
  for (const event of toPublish) publishDeviceEvent(context, event.deviceId, event.event);
  return { handled, ms };
}

/** A claimed item's device id, with its device when the owner may still reach it (else nulls). */
interface ClaimedItem {
  itemDeviceId: number;
  id: number | null;
  companyId: number | null;
  path: string | null;
  status: number | null;
}

/**
 * Claims up to `size` queued items of the job (`FOR UPDATE SKIP LOCKED`, so that two server
 * processes never take the same item) with their devices in the owner's scope, in one
 * statement, in device id order.
 */
function claimChunk(
  tx: Database,
  jobId: number,
  size: number,
  access: JobOwnerAccess,
): Promise<ClaimedItem[]> {
  const claimed = tx.$with('claimed').as(
    tx
      .select({ deviceId: bulkJobItems.deviceId })
      .from(bulkJobItems)
      .where(and(eq(bulkJobItems.jobId, jobId), eq(bulkJobItems.state, 0)))
      .orderBy(asc(bulkJobItems.deviceId))
      .limit(size)
      .for('update', { skipLocked: true }),
  );
  const reachable = access.permitted ? and(eq(devices.id, claimed.deviceId), access.scope) : sql`false`;
  return tx
    .with(claimed)
    .select({
      itemDeviceId: claimed.deviceId,
      id: devices.id,
      companyId: devices.companyId,
      path: companies.path,
      status: devices.status,
    })
    .from(claimed)
    .leftJoin(devices, reachable)
    .leftJoin(companies, eq(companies.id, devices.companyId))
    .orderBy(asc(claimed.deviceId));
}

/**
 * Most events of one chunk published on the devices' channels: an action on a device page (one
 * device) or a small selection shows live in an open activity tab; a chunk of a large job is
 * not sent device by device (the tab shows it when it next loads).
 */
const MAX_PUBLISHED_EVENTS = 100;

/**
 * A chunk's events as the event log gives them, with the job's user (read after the chunk's
 * transaction); none beyond {@link MAX_PUBLISHED_EVENTS}.
 */
async function eventsToPublish(
  db: Database,
  job: ChunkJob,
): Promise<{ deviceId: number; event: DeviceEventPayload }[]> {
  if (job.written.length === 0 || job.written.length > MAX_PUBLISHED_EVENTS) return [];
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.username })
    .from(users)
    .where(eq(users.id, job.userId));
  return job.written.map((event) => ({
    deviceId: event.deviceId,
    event: {
      id: event.id,
      at: event.at.toISOString(),
      kind: event.kind,
      message: event.message,
      user: user ?? null,
      data: event.data,
    },
  }));
}

/** The reason of the items of a chunk the database refused. */
export const CHUNK_FAILED_ERROR = BULK_FAILURE_REASONS.serverFailed;

/** Fails the next `size` queued items of a job with {@link CHUNK_FAILED_ERROR}; how many. */
async function failChunk(context: RunnerContext, jobId: number, size: number): Promise<number> {
  const next = context.db
    .select({ deviceId: bulkJobItems.deviceId })
    .from(bulkJobItems)
    .where(and(eq(bulkJobItems.jobId, jobId), eq(bulkJobItems.state, 0)))
    .orderBy(asc(bulkJobItems.deviceId))
    .limit(size);
  const failed = await context.db
    .update(bulkJobItems)
    .set({ state: 3, error: CHUNK_FAILED_ERROR, updatedAt: new Date(context.now()) })
    .where(
      and(eq(bulkJobItems.jobId, jobId), eq(bulkJobItems.state, 0), inArray(bulkJobItems.deviceId, next)),
    )
    .returning({ deviceId: bulkJobItems.deviceId });
  bulkProgressOf(context).report(
    jobId,
    failed.map((row) => ({ device_id: row.deviceId, state: 3, error: CHUNK_FAILED_ERROR })),
  );
  return failed.length;
}

/**
 * Fails what devices were asked to do longer than {@link COMMAND_TIMEOUT_MS} ago and did not
 * answer: the running items of unfinished jobs (found through the job, so the sweep reads only
 * the open jobs' items) and their commands, with {@link COMMAND_TIMEOUT_ERROR}. An item whose
 * device was deleted meanwhile (its command went with it) ends the same way.
 *
 * @returns how many items it failed.
 */
export async function failOverdueCommands(context: RunnerContext): Promise<number> {
  const now = new Date(context.now());
  const overdue = await context.db
    .update(bulkJobItems)
    .set({ state: 3, error: COMMAND_TIMEOUT_ERROR, updatedAt: now })
    .where(
      and(
        inArray(
          bulkJobItems.jobId,
          context.db.select({ id: bulkJobs.id }).from(bulkJobs).where(isNull(bulkJobs.finishedAt)),
        ),
        eq(bulkJobItems.state, 1),
        lt(bulkJobItems.updatedAt, new Date(now.getTime() - COMMAND_TIMEOUT_MS)),
      ),
    )
    .returning({ deviceId: bulkJobItems.deviceId, jobId: bulkJobItems.jobId });
  const byJob = new Map<number, number[]>();
  for (const row of overdue) byJob.set(row.jobId, [...(byJob.get(row.jobId) ?? []), row.deviceId]);
  for (const [jobId, ids] of byJob) {
    await context.db
      .update(deviceCommands)
      .set({ state: 3, error: COMMAND_TIMEOUT_ERROR, finishedAt: now })
      .where(
        and(
          inArray(deviceCommands.deviceId, ids),
          inArray(deviceCommands.state, [0, 1]),
          eq(deviceCommands.jobId, jobId),
        ),
      );
    bulkProgressOf(context).report(
      jobId,
      ids.map((deviceId) => ({ device_id: deviceId, state: 3, error: COMMAND_TIMEOUT_ERROR })),
    );
  }
  return overdue.length;
}
