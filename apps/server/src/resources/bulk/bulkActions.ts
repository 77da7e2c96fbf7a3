import type { BulkAction, BulkOptions } from '@netfleet/contracts';
import { BULK_FAILURE_REASONS, tagsNotForCompanyReason } from '@netfleet/contracts';
import { and, eq, inArray, notInArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/Database.js';
import {
  companies,
  companyCredits,
  creditTransactions,
  deviceCommands,
  devices,
  deviceTags,
  tags,
} from '../../db/schema.js';
import { companyLineage, tagFitsCompany } from '../../scope/companyLineage.js';
import type { BulkItemState } from './bulkProgress.js';

/** A device of a chunk, as the actions need it. */
export interface ChunkDevice {
  id: number;
  companyId: number;
  /** Its company's materialised path (which tags it may carry). */
  path: string;
  status: number;
}

/** An event a chunk wrote, to publish on the device's channel once the chunk commits. */
export interface WrittenEvent {
  id: number;
  deviceId: number;
  kind: string;
  message: string;
  data: Record<string, unknown>;
  at: Date;
}

/** The job a chunk belongs to. */
export interface ChunkJob {
  id: number;
  userId: number;
  action: BulkAction;
  options: BulkOptions;
  /** The events the chunk wrote (filled by the runner once they are written). */
  written: WrittenEvent[];
}

/** How each device of a chunk came out (devices not listed are done). */
type Outcomes = Map<number, { state: BulkItemState; error: string | null }>;

/** One event per device of a chunk, recorded with the user who started the job. */
interface ChunkEvents {
  deviceIds: number[];
  kind: string;
  /** The event's English message (the log shows it as it was written). */
  message: string;
  /** Besides `{ action, job_id }`, which every event of a job carries. */
  data: Record<string, unknown>;
}

/**
 * What an action writes for one chunk. The runner sends `writes`, the events and the items'
 * outcomes as one statement (each a part of its `WITH`): on the embedded database every
 * statement of a transaction is a round trip through this thread, during which other users'
 * requests wait for the database. The parts see the database as it was before the statement
 * and not each other's changes, so each writes rows no other part writes.
 */
export interface ChunkPlan {
  outcomes: Outcomes;
  writes: SQLWrapper[];
  events: ChunkEvents | null;
  /**
   * An UPDATE that cancels commands of earlier jobs this chunk's commands replace, returning
   * their `job_id` and `device_id`: those jobs' items fail with the reason `replaced`.
   */
  replaces?: SQLWrapper;
}

/**
 * Plans a chunk inside its transaction: it may read or write there what must be done under the
 * chunk's locks (the credits a company has left), but most only build their statements.
 */
type ChunkPlanner = (tx: Database, chunk: ChunkDevice[], now: Date) => Promise<ChunkPlan>;

/**
 * An action: reads what it needs besides the chunk's devices (the tags, the target company)
 * before the chunk's transaction, and answers the chunk's planner.
 */
type ChunkAction = (db: Database, job: ChunkJob) => Promise<ChunkPlanner>;

/** The reason of a reboot or firmware update to a device that cannot take it now. */
export const OFFLINE_ERROR = BULK_FAILURE_REASONS.offline;
const NOT_ACTIVATED_ERROR = BULK_FAILURE_REASONS.notActivated;
const NO_CREDITS_ERROR = BULK_FAILURE_REASONS.noCredits;

/** A credit assigned to a device runs this long (from now, or from the end of the current one). */
const CREDIT_PERIOD = '1 year';

/**
 * A device takes only tags of its company or a parent of it. The tags were checked against
 * the user's scope, which can hold sibling companies: a device whose company a tag does not
 * belong to fails with the reason, and gets none of the tags.
 */
const addTags: ChunkAction = async (db, job) => {
  const tagIds = job.options.tag_ids ?? [];
  const owners = await db
    .select({ id: tags.id, companyId: tags.companyId, name: tags.name })
    .from(tags)
    .where(inArray(tags.id, [...tagIds]))
    .orderBy(tags.name);
  const names = owners.map((tag) => tag.name);
  return async (tx, chunk) => {
    const outcomes: Outcomes = new Map();
    const fitting: number[] = [];
    for (const device of chunk) {
      const foreign = owners.filter((tag) => !tagFitsCompany(tag.companyId, device.path));
      if (foreign.length > 0) {
        outcomes.set(device.id, { state: 3, error: tagsNotForCompanyReason(foreign.map((tag) => tag.name)) });
      } else fitting.push(device.id);
    }
    const rows = fitting.flatMap((deviceId) => tagIds.map((tagId) => ({ deviceId, tagId })));
    return {
      outcomes,
      writes: rows.length > 0 ? [tx.insert(deviceTags).values(rows).onConflictDoNothing()] : [],
      events: {
        deviceIds: fitting,
        kind: 'tags',
        message: `Tags added: ${names.join(', ')}`,
        data: { added: names, removed: [] },
      },
    };
  };
};

const removeTags: ChunkAction = async (db, job) => {
  const tagIds = job.options.tag_ids ?? [];
  const names = (
    await db
      .select({ name: tags.name })
      .from(tags)
      .where(inArray(tags.id, [...tagIds]))
  ).map((row) => row.name);
  return async (tx, chunk) => {
    const ids = chunk.map((device) => device.id);
    return {
      outcomes: new Map(),
      writes: [
        tx
          .delete(deviceTags)
          .where(and(inArray(deviceTags.deviceId, ids), inArray(deviceTags.tagId, tagIds))),
      ],
      events: {
        deviceIds: ids,
        kind: 'tags',
        message: `Tags removed: ${names.join(', ')}`,
        data: { added: [], removed: names },
      },
    };
  };
};

/**
 * Moves the devices, and takes off the tags their new company may not carry (a tag belongs to
 * the device's company or a parent of it): a tag of the old company would otherwise show its
 * name to the new one.
 */
const move: ChunkAction = async (db, job) => {
  const target = job.options.company_id;
  if (target === undefined) throw new Error('move without a company');
  const [company] = await db
    .select({ name: companies.name, path: companies.path })
    .from(companies)
    .where(eq(companies.id, target));
  const to = company?.name ?? `company ${target}`;
  return async (tx, chunk) => {
    const ids = chunk.map((device) => device.id);
    return {
      outcomes: new Map(),
      writes: [
        tx.update(devices).set({ companyId: target }).where(inArray(devices.id, ids)),
        tx.delete(deviceTags).where(
          and(
            inArray(deviceTags.deviceId, ids),
            notInArray(
              deviceTags.tagId,
              tx
                .select({ id: tags.id })
                .from(tags)
                .where(inArray(tags.companyId, companyLineage(company?.path ?? ''))),
            ),
          ),
        ),
      ],
      events: { deviceIds: ids, kind: 'moved', message: `Moved to ${to}`, data: { to, company_id: target } },
    };
  };
};

// Its events, samples and commands go with it (cascade); the job's items keep the id.
const remove: ChunkAction = async () => async (tx, chunk) => ({
  outcomes: new Map(),
  writes: [
    tx.delete(devices).where(
      inArray(
        devices.id,
        chunk.map((device) => device.id),
      ),
    ),
  ],
  events: null,
});

/** The actions that are a command the device carries out (its kind in `device_commands`). */
type CommandKind =
  | 'reboot'
  | 'firmware_update'
  | 'port_scan'
  | 'esim_download'
  | 'esim_enable'
  | 'esim_delete';

/** A command's parameters (from the job's options) and its event's English message. */
function commandOf(
  kind: CommandKind,
  options: BulkOptions,
): { params: Record<string, string>; message: string } {
  switch (kind) {
    case 'reboot':
      return { params: {}, message: 'Reboot requested' };
    case 'firmware_update':
      return {
        params: { firmware: options.firmware ?? '' },
        message: `Firmware update to ${options.firmware ?? ''} requested`,
      };
    case 'port_scan':
      return { params: {}, message: 'Port scan requested' };
    case 'esim_download':
      // The activation code is a secret of the operator's: the event names only the SM-DP+ host.
      return {
        params: { activation_code: options.activation_code ?? '' },
        message: `eSIM profile download from ${(options.activation_code ?? '').split('$')[1] ?? ''} requested`,
      };
    case 'esim_enable':
      return {
        params: { iccid: options.iccid ?? '' },
        message: `eSIM profile ${options.iccid ?? ''} enable requested`,
      };
    case 'esim_delete':
      return {
        params: { iccid: options.iccid ?? '' },
        message: `eSIM profile ${options.iccid ?? ''} delete requested`,
      };
  }
}

/**
 * Reboot, firmware update, port scan and the eSIM actions: a command the device gets in the
 * answer to its next report, and an `action` event (who asked for it) per device.
 */
function command(kind: CommandKind): ChunkAction {
  return async (_db, job) => {
    const { params, message } = commandOf(kind, job.options);
    const { activation_code: _secret, ...shown } = params as Record<string, string>;
    return async (tx, chunk, now) => {
      const outcomes: Outcomes = new Map();
      const reachable: number[] = [];
      for (const device of chunk) {
        if (device.status === 0) outcomes.set(device.id, { state: 3, error: OFFLINE_ERROR });
        else if (device.status === 3) outcomes.set(device.id, { state: 3, error: NOT_ACTIVATED_ERROR });
        else reachable.push(device.id);
      }
      if (reachable.length === 0) return { outcomes, writes: [], events: null };
      // Sent, not answered: the device's report finishes it (commandQueue), or the timeout.
      for (const id of reachable) outcomes.set(id, { state: 1, error: null });
      return {
        outcomes,
        writes: [
          tx
            .insert(deviceCommands)
            .values(reachable.map((deviceId) => ({ deviceId, kind, params, jobId: job.id, createdAt: now }))),
        ],
        events: { deviceIds: reachable, kind: 'action', message, data: shown },
        // What is still undelivered of the same kind is cancelled: one reboot is enough. (It
        // does not see the commands inserted beside it.)
        replaces: tx
          .update(deviceCommands)
          .set({ state: 3, error: BULK_FAILURE_REASONS.replaced, finishedAt: now })
          .where(
            and(
              inArray(deviceCommands.deviceId, reachable),
              eq(deviceCommands.kind, kind),
              eq(deviceCommands.state, 0),
            ),
          )
          .returning({ jobId: deviceCommands.jobId, deviceId: deviceCommands.deviceId }),
      };
    };
  };
}

/**
 * Assign credits: one credit of the type per device, taken from the device's company, extends
 * the device's credit by {@link CREDIT_PERIOD}. Devices beyond what a company has left fail.
 * What a company has left is read and taken under its row's lock, in the chunk's transaction.
 */
const assignCredits: ChunkAction = async (_db, job) => {
  const creditTypeId = job.options.credit_type_id;
  if (creditTypeId === undefined) throw new Error('assign_credits without a credit type');
  return async (tx, chunk, now) => {
    const outcomes: Outcomes = new Map();
    const byCompany = new Map<number, number[]>();
    for (const device of chunk)
      byCompany.set(device.companyId, [...(byCompany.get(device.companyId) ?? []), device.id]);
    const assigned: number[] = [];
    for (const [companyId, ids] of byCompany) {
      const [held] = await tx
        .select({ left: companyCredits.creditsLeft })
        .from(companyCredits)
        .where(and(eq(companyCredits.companyId, companyId), eq(companyCredits.creditTypeId, creditTypeId)))
        .for('update');
      const take = Math.min(ids.length, held?.left ?? 0);
      for (const id of ids.slice(take)) outcomes.set(id, { state: 3, error: NO_CREDITS_ERROR });
      if (take === 0) continue;
      await tx
        .update(companyCredits)
        .set({ creditsLeft: sql`${companyCredits.creditsLeft} - ${take}` })
        .where(and(eq(companyCredits.companyId, companyId), eq(companyCredits.creditTypeId, creditTypeId)));
      await tx.insert(creditTransactions).values({
        companyId,
        creditTypeId,
        delta: -take,
        reason: 'assigned_to_devices',
        reference: `bulk job ${job.id}`,
        userId: job.userId,
        createdAt: now,
      });
      assigned.push(...ids.slice(0, take));
    }
    if (assigned.length === 0) return { outcomes, writes: [], events: null };
    const at = now.toISOString();
    return {
      outcomes,
      writes: [
        tx
          .update(devices)
          .set({
            creditExpiresAt: sql`greatest(coalesce(${devices.creditExpiresAt}, ${at}::timestamptz), ${at}::timestamptz) + ${CREDIT_PERIOD}::interval`,
          })
          .where(inArray(devices.id, assigned)),
      ],
      events: {
        deviceIds: assigned,
        kind: 'action',
        message: 'Credit assigned',
        data: { credit_type_id: creditTypeId },
      },
    };
  };
};

/** What each action does to one chunk of its devices. */
export const BULK_CHUNK_ACTIONS: Record<BulkAction, ChunkAction> = {
  add_tags: addTags,
  remove_tags: removeTags,
  move,
  reboot: command('reboot'),
  firmware_update: command('firmware_update'),
  delete: remove,
  assign_credits: assignCredits,
  port_scan: command('port_scan'),
  esim_download: command('esim_download'),
  esim_enable: command('esim_enable'),
  esim_delete: command('esim_delete'),
};
