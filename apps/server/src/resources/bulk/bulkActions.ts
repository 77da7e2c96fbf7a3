import type { BulkAction, BulkOptions } from '@netfleet/contracts';
import { BULK_FAILURE_REASONS, tagsNotForCompanyReason } from '@netfleet/contracts';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/Database.js';
import {
  companies,
  companyCredits,
  creditTransactions,
  deviceCommands,
  deviceEvents,
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
  status: number;
}

/** An event a chunk wrote, to publish on the device's channel once the chunk commits. */
interface WrittenEvent {
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
  /** The events the chunk wrote (filled by the action). */
  written: WrittenEvent[];
}

/** How each device of a chunk came out (devices not listed are done). */
type Outcomes = Map<number, { state: BulkItemState; error: string | null }>;

type ChunkAction = (db: Database, job: ChunkJob, chunk: ChunkDevice[], now: Date) => Promise<Outcomes>;

/** The reason of a reboot or firmware update to a device that cannot take it now. */
export const OFFLINE_ERROR = BULK_FAILURE_REASONS.offline;
const NOT_ACTIVATED_ERROR = BULK_FAILURE_REASONS.notActivated;
const NO_CREDITS_ERROR = BULK_FAILURE_REASONS.noCredits;

/** A credit assigned to a device runs this long (from now, or from the end of the current one). */
const CREDIT_PERIOD = '1 year';

/**
 * One event per device of the chunk, with the user who started the job, in one INSERT. The
 * data always names the action and the job (`{ action, job_id }`) besides `data`.
 */
async function recordEvents(
  db: Database,
  job: ChunkJob,
  deviceIds: number[],
  kind: string,
  message: string,
  now: Date,
  data: Record<string, unknown> = {},
): Promise<void> {
  if (deviceIds.length === 0) return;
  const eventData = { ...data, action: job.action, job_id: job.id };
  const rows = await db
    .insert(deviceEvents)
    .values(
      deviceIds.map((deviceId) => ({
        deviceId,
        at: now,
        kind,
        message,
        userId: job.userId,
        data: eventData,
      })),
    )
    .returning({ id: deviceEvents.id, deviceId: deviceEvents.deviceId });
  for (const row of rows) job.written.push({ ...row, kind, message, data: eventData, at: now });
}

async function tagNames(db: Database, ids: readonly number[]): Promise<string[]> {
  const rows = await db
    .select({ name: tags.name })
    .from(tags)
    .where(inArray(tags.id, [...ids]));
  return rows.map((row) => row.name);
}

/** The materialised paths of `companyIds`, by id. */
async function companyPaths(db: Database, companyIds: readonly number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: companies.id, path: companies.path })
    .from(companies)
    .where(inArray(companies.id, [...new Set(companyIds)]));
  return new Map(rows.map((row) => [row.id, row.path]));
}

/**
 * A device takes only tags of its company or a parent of it. The tags were checked against
 * the user's scope, which can hold sibling companies: a device whose company a tag does not
 * belong to fails with the reason, and gets none of the tags.
 */
const addTags: ChunkAction = async (db, job, chunk, now) => {
  const tagIds = job.options.tag_ids ?? [];
  const outcomes: Outcomes = new Map();
  const owners = await db
    .select({ id: tags.id, companyId: tags.companyId, name: tags.name })
    .from(tags)
    .where(inArray(tags.id, [...tagIds]))
    .orderBy(tags.name);
  const paths = await companyPaths(
    db,
    chunk.map((device) => device.companyId),
  );
  const fitting: ChunkDevice[] = [];
  for (const device of chunk) {
    const path = paths.get(device.companyId) ?? '';
    const foreign = owners.filter((tag) => !tagFitsCompany(tag.companyId, path));
    if (foreign.length > 0) {
      outcomes.set(device.id, { state: 3, error: tagsNotForCompanyReason(foreign.map((tag) => tag.name)) });
    } else fitting.push(device);
  }
  const rows = fitting.flatMap((device) => tagIds.map((tagId) => ({ deviceId: device.id, tagId })));
  if (rows.length > 0) await db.insert(deviceTags).values(rows).onConflictDoNothing();
  const names = owners.map((tag) => tag.name);
  await recordEvents(
    db,
    job,
    fitting.map((device) => device.id),
    'tags',
    `Tags added: ${names.join(', ')}`,
    now,
    { added: names, removed: [] },
  );
  return outcomes;
};

const removeTags: ChunkAction = async (db, job, chunk, now) => {
  const tagIds = job.options.tag_ids ?? [];
  const ids = chunk.map((device) => device.id);
  await db
    .delete(deviceTags)
    .where(and(inArray(deviceTags.deviceId, ids), inArray(deviceTags.tagId, tagIds)));
  const names = await tagNames(db, tagIds);
  await recordEvents(db, job, ids, 'tags', `Tags removed: ${names.join(', ')}`, now, {
    added: [],
    removed: names,
  });
  return new Map();
};

/**
 * Moves the devices, and takes off the tags their new company may not carry (a tag belongs to
 * the device's company or a parent of it): a tag of the old company would otherwise show its
 * name to the new one.
 */
const move: ChunkAction = async (db, job, chunk, now) => {
  const target = job.options.company_id;
  if (target === undefined) throw new Error('move without a company');
  const ids = chunk.map((device) => device.id);
  await db.update(devices).set({ companyId: target }).where(inArray(devices.id, ids));
  const [company] = await db
    .select({ name: companies.name, path: companies.path })
    .from(companies)
    .where(eq(companies.id, target));
  await db.delete(deviceTags).where(
    and(
      inArray(deviceTags.deviceId, ids),
      notInArray(
        deviceTags.tagId,
        db
          .select({ id: tags.id })
          .from(tags)
          .where(inArray(tags.companyId, companyLineage(company?.path ?? ''))),
      ),
    ),
  );
  const to = company?.name ?? `company ${target}`;
  await recordEvents(db, job, ids, 'moved', `Moved to ${to}`, now, { to, company_id: target });
  return new Map();
};

const remove: ChunkAction = async (db, _job, chunk) => {
  // Its events, samples and commands go with it (cascade); the job's items keep the id.
  await db.delete(devices).where(
    inArray(
      devices.id,
      chunk.map((device) => device.id),
    ),
  );
  return new Map();
};

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
  return async (db, job, chunk, now) => {
    const outcomes: Outcomes = new Map();
    const reachable: ChunkDevice[] = [];
    for (const device of chunk) {
      if (device.status === 0) outcomes.set(device.id, { state: 3, error: OFFLINE_ERROR });
      else if (device.status === 3) outcomes.set(device.id, { state: 3, error: NOT_ACTIVATED_ERROR });
      else reachable.push(device);
    }
    if (reachable.length === 0) return outcomes;
    const { params, message } = commandOf(kind, job.options);
    // Cancel what is still undelivered of the same kind: one reboot is enough.
    await db
      .update(deviceCommands)
      .set({ state: 3, error: BULK_FAILURE_REASONS.replaced, finishedAt: now })
      .where(
        and(
          inArray(
            deviceCommands.deviceId,
            reachable.map((device) => device.id),
          ),
          eq(deviceCommands.kind, kind),
          eq(deviceCommands.state, 0),
        ),
      );
    await db
      .insert(deviceCommands)
      .values(
        reachable.map((device) => ({ deviceId: device.id, kind, params, jobId: job.id, createdAt: now })),
      );
    const { activation_code: _secret, ...shown } = params as Record<string, string>;
    await recordEvents(
      db,
      job,
      reachable.map((device) => device.id),
      'action',
      message,
      now,
      shown,
    );
    // Sent, not answered: the device's report finishes it (commandQueue), or the timeout.
    for (const device of reachable) outcomes.set(device.id, { state: 1, error: null });
    return outcomes;
  };
}

/**
 * Assign credits: one credit of the type per device, taken from the device's company, extends
 * the device's credit by {@link CREDIT_PERIOD}. Devices beyond what a company has left fail.
 */
const assignCredits: ChunkAction = async (db, job, chunk, now) => {
  const creditTypeId = job.options.credit_type_id;
  if (creditTypeId === undefined) throw new Error('assign_credits without a credit type');
  const outcomes: Outcomes = new Map();
  const byCompany = new Map<number, number[]>();
  for (const device of chunk)
    byCompany.set(device.companyId, [...(byCompany.get(device.companyId) ?? []), device.id]);
  const assigned: number[] = [];
  for (const [companyId, ids] of byCompany) {
    const [held] = await db
      .select({ left: companyCredits.creditsLeft })
      .from(companyCredits)
      .where(and(eq(companyCredits.companyId, companyId), eq(companyCredits.creditTypeId, creditTypeId)))
      .for('update');
    const take = Math.min(ids.length, held?.left ?? 0);
    for (const id of ids.slice(take)) outcomes.set(id, { state: 3, error: NO_CREDITS_ERROR });
    if (take === 0) continue;
    await db
      .update(companyCredits)
      .set({ creditsLeft: sql`${companyCredits.creditsLeft} - ${take}` })
      .where(and(eq(companyCredits.companyId, companyId), eq(companyCredits.creditTypeId, creditTypeId)));
    await db.insert(creditTransactions).values({
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
  if (assigned.length > 0) {
    const at = now.toISOString();
    await db
      .update(devices)
      .set({
        creditExpiresAt: sql`greatest(coalesce(${devices.creditExpiresAt}, ${at}::timestamptz), ${at}::timestamptz) + ${CREDIT_PERIOD}::interval`,
      })
      .where(inArray(devices.id, assigned));
    await recordEvents(db, job, assigned, 'action', 'Credit assigned', now, { credit_type_id: creditTypeId });
  }
  return outcomes;
};

/** What each action does to one chunk of its devices, in the chunk's transaction. */
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
