import { and, eq, inArray } from 'drizzle-orm';
import { bulkJobItems, deviceCommands } from '../../db/schema.js';
import type { ServerContext } from '../../serverContext.js';
import { type BulkItemState, bulkProgressOf } from './bulkProgress.js';

/** A command handed to a device in the answer to its report. */
export interface PendingCommand {
  id: number;
  /** `reboot` or `firmware_update`. */
  kind: string;
  params: Record<string, unknown>;
}

/** What the device says about a command it was given. */
export interface CommandResult {
  ok: boolean;
  error?: string;
}

type CommandContext = Pick<ServerContext, 'db' | 'realtime' | 'now'>;

/**
 * The commands queued for a device (reboot, firmware update), marked delivered: the ingest
 * handler calls it on every report and puts them in its answer. Their bulk items turn running.
 */
export async function takePendingCommands(
  context: CommandContext,
  deviceId: number,
): Promise<PendingCommand[]> {
  const now = new Date(context.now());
  const rows = await context.db
    .update(deviceCommands)
    .set({ state: 1, deliveredAt: now })
    .where(and(eq(deviceCommands.deviceId, deviceId), eq(deviceCommands.state, 0)))
    .returning({
      id: deviceCommands.id,
      kind: deviceCommands.kind,
      params: deviceCommands.params,
      jobId: deviceCommands.jobId,
    });
  if (rows.length === 0) return [];
  for (const jobId of new Set(rows.map((row) => row.jobId))) {
    if (jobId !== null) await setItemState(context, jobId, deviceId, 1, null, [0]);
  }
  return rows.map((row) => ({ id: row.id, kind: row.kind, params: paramsOf(row.params) }));
}

/**
 * Records the device's answer to a command it was given: done, or failed with its reason; the
 * bulk item follows and the job's progress is published. False when the device has no such
 * command still open (another device's id, or finished already, e.g. after the timeout).
 */
export async function finishCommand(
  context: CommandContext,
  deviceId: number,
  commandId: number,
  result: CommandResult,
): Promise<boolean> {
  const state: BulkItemState = result.ok ? 2 : 3;
  const error = result.ok ? null : result.error?.trim() || 'The device reported a failure';
  const [row] = await context.db
    .update(deviceCommands)
    .set({ state, error, finishedAt: new Date(context.now()) })
    .where(
      and(
        eq(deviceCommands.id, commandId),
        eq(deviceCommands.deviceId, deviceId),
        inArray(deviceCommands.state, [0, 1]),
      ),
    )
    .returning({ jobId: deviceCommands.jobId });
  if (!row) return false;
  if (row.jobId !== null) await setItemState(context, row.jobId, deviceId, state, error, [0, 1]);
  return true;
}

/** Moves a job's item from one of `from` to `state` and reports the change. */
export async function setItemState(
  context: CommandContext,
  jobId: number,
  deviceId: number,
  state: BulkItemState,
  error: string | null,
  from: BulkItemState[],
): Promise<void> {
  const changed = await context.db
    .update(bulkJobItems)
    .set({ state, error, updatedAt: new Date(context.now()) })
    .where(
      and(
        eq(bulkJobItems.jobId, jobId),
        eq(bulkJobItems.deviceId, deviceId),
        inArray(bulkJobItems.state, from),
      ),
    )
    .returning({ deviceId: bulkJobItems.deviceId });
  if (changed.length > 0) bulkProgressOf(context).report(jobId, [{ device_id: deviceId, state, error }]);
}

function paramsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
}
