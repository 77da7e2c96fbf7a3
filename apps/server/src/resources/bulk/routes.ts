import {
  BULK_ACTIONS,
  BULK_START_MESSAGES,
  type BulkAction,
  BulkJobQuerySchema,
  type BulkRequestPayload,
  BulkRequestSchema,
  ERROR_CODES,
  fillMessage,
  IdParamsSchema,
} from '@netfleet/contracts';
import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import { findCreditType } from '../../credits/findCreditType.js';
import type { Database } from '../../db/Database.js';
import { bulkJobItems, bulkJobs, companies, devices, tags } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { companyInScope } from '../../scope/companyInScope.js';
import { companyScopeCondition } from '../../scope/companyScopeCondition.js';
import type { ServerContext } from '../../serverContext.js';
import { runSensitive } from '../../stepUp/runSensitive.js';
import { requireActionPermission, requireBulkPermission } from './bulkPermissions.js';
import { progressOfJob } from './bulkProgress.js';
import { bulkChannel, fillBulkJob, NO_MATCH_ERROR, NOT_FOUND_ERROR, startBulkJob } from './createBulkJob.js';
import { createBulkRunner } from './createBulkRunner.js';
import { devicesInScope, filteredDevicesCondition } from './deviceSelection.js';

const ACTION_TEXT: Record<BulkAction, string> = {
  add_tags: 'add tags to',
  remove_tags: 'remove tags from',
  move: 'move',
  reboot: 'reboot',
  firmware_update: 'update the firmware of',
  delete: 'delete',
  assign_credits: 'assign credits to',
  port_scan: 'scan the ports of',
  esim_download: 'download an eSIM profile to',
  esim_enable: 'enable an eSIM profile on',
  esim_delete: 'delete an eSIM profile from',
};

/** Checks the action's options against the user's scope: its tags, target company, credit type. */
async function checkOptions(db: Database, auth: AuthContext, body: BulkRequestPayload): Promise<void> {
  const { options } = body;
  if ((body.action === 'add_tags' || body.action === 'remove_tags') && options.tag_ids) {
    const usable = await db
      .select({ id: tags.id })
      .from(tags)
      .where(and(inArray(tags.id, options.tag_ids), companyScopeCondition(db, auth, tags.companyId)));
    const known = new Set(usable.map((row) => row.id));
    const missing = options.tag_ids.filter((id) => !known.has(id));
    if (missing.length > 0) {
      throw ApiError.of(
        422,
        ERROR_CODES.VALIDATION_FAILED,
        fillMessage(BULK_START_MESSAGES.tagsNotInScope, { tags: missing.join(', ') }),
        'options.tag_ids',
      );
    }
  }
  if (body.action === 'move' && options.company_id !== undefined) {
    await companyInScope(db, auth, options.company_id, 'options.company_id');
  }
  if (body.action === 'assign_credits' && options.credit_type_id !== undefined) {
    await findCreditType(db, options.credit_type_id, 'options.credit_type_id');
  }
}

/** True when the filter matches a device of the user's scope. */
async function anyDeviceMatches(
  db: Database,
  auth: AuthContext,
  filter: Record<string, string>,
): Promise<boolean> {
  const rows = await db
    .select({ id: devices.id })
    .from(devices)
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .where(filteredDevicesCondition(db, auth, filter))
    .limit(1);
  return rows.length > 0;
}

/** The job of `id` when `auth`'s user started it; 404 otherwise (another user's job is not disclosed). */
async function ownJob(db: Database, auth: AuthContext, id: number) {
  const [job] = await db.select().from(bulkJobs).where(eq(bulkJobs.id, id));
  if (!job || job.userId !== auth.user.id) {
    throw ApiError.of(404, ERROR_CODES.NOT_FOUND, `No bulk job ${id}.`, 'id');
  }
  return job;
}

/**
 * Bulk actions on devices:
 * - `POST /devices/bulk` `BulkRequestSchema`: the action's permission (tags and move
 *   update_devices, reboot and firmware update control_devices, delete delete_devices through
 *   step-up, assign credits move_devices_credits); answers 202 `{ data: { job_id, total },
 *   meta: { channel } }` at once and works through the devices in the background, publishing
 *   `progress` on the channel;
 * - `GET /devices/bulk/{id}` (the job's owner): its counts and a page of its items;
 * - `POST /devices/bulk/{id}/retry` (the job's owner): re-queues the failed items.
 */
export async function bulkRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();
  const runner = createBulkRunner(context, app.log);
  app.addHook('onReady', () => runner.start());
  app.addHook('onClose', () => runner.stop());

  api.post(
    '/devices/bulk',
    {
      config: { access: 'handler' },
      preValidation: requireBulkPermission,
      schema: { body: BulkRequestSchema },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const body = request.body;
      requireActionPermission(auth.permissions, body.action);
      if (body.device_id !== null && body.device_id.length === 0) {
        throw ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, BULK_START_MESSAGES.noSelection, 'device_id');
      }
      const jobRequest = {
        action: body.action,
        options: body.options,
        deviceIds: body.device_id,
        filter: body.filter,
      };
      const now = new Date(context.now());
      // The job's row, with its total, in the request's transaction (with the step-up's pass, for
      // a delete); its items after the answer, a slice at a time, so that neither the answer
      // nor another user's request waits for a large selection to be written.
      const start = async (tx: Database) => {
        await checkOptions(tx, auth, body);
        return startBulkJob(tx, auth, jobRequest, now);
      };
      const job =
        body.action === 'delete'
          ? await runSensitive(
              context,
              request,
              {
                auth,
                payload: body,
                description: `delete ${body.device_id?.length ?? 'the matching'} devices`,
              },
              async (tx, commit) => {
                if (commit) return start(tx);
                // Before the step-up: everything that would refuse the request, nothing written.
                await checkOptions(tx, auth, body);
                if (body.filter !== null && !(await anyDeviceMatches(tx, auth, body.filter))) {
                  throw ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, NO_MATCH_ERROR, 'filter');
                }
                return null;
              },
            )
          : await db.transaction(start);
      if (job === null) throw new Error('The sensitive bulk request ended without its job');
      runner.fill(job.jobId, job.total, (written) =>
        fillBulkJob(db, auth, job.jobId, jobRequest, now, { onSlice: written }),
      );
      return reply.code(202).send({
        data: { job_id: job.jobId, total: job.total },
        meta: { channel: bulkChannel(job.jobId) },
        message: `Started to ${ACTION_TEXT[body.action]} ${job.total} device${job.total === 1 ? '' : 's'}`,
      });
    },
  );

  api.get(
    '/devices/bulk/:id',
    {
      config: { permission: 'view_devices' },
      schema: { params: IdParamsSchema, querystring: BulkJobQuerySchema },
    },
    async (request) => {
      const auth = requireAuth(request);
      const job = await ownJob(db, auth, request.params.id);
      const { limit, after, state } = request.query;
      const { message: progress, finishedAt } = await progressOfJob(context, job.id, job, []);
      const matching = [
        eq(bulkJobItems.jobId, job.id),
        ...(state === undefined ? [] : [eq(bulkJobItems.state, state)]),
      ];
      const rows = await db
        .select({
          device_id: bulkJobItems.deviceId,
          // Names only of devices in the scope: an id that was not found stays nameless.
          device_name: devices.name,
          state: bulkJobItems.state,
          error: bulkJobItems.error,
          updated_at: bulkJobItems.updatedAt,
        })
        .from(bulkJobItems)
        .leftJoin(devices, and(eq(devices.id, bulkJobItems.deviceId), devicesInScope(db, auth)))
        .where(and(...matching, after === undefined ? undefined : gt(bulkJobItems.deviceId, after)))
        .orderBy(asc(bulkJobItems.deviceId))
        .limit(limit + 1);
      const more = rows.length > limit;
      const page = more ? rows.slice(0, limit) : rows;
      // The job's row keeps its items' counts by state (see progressOfJob).
      const counts = [progress.queued, progress.running, progress.done, progress.failed];
      const counted = state === undefined ? counts.reduce((sum, n) => sum + n, 0) : (counts[state] ?? 0);
      const last = page.at(-1);
      return {
        data: {
          id: job.id,
          action: BULK_ACTIONS.find((action) => action === job.action) ?? 'add_tags',
          channel: bulkChannel(job.id),
          total: job.total,
          queued: progress.queued,
          running: progress.running,
          done: progress.done,
          failed: progress.failed,
          finished: progress.finished,
          created_at: job.createdAt.toISOString(),
          finished_at: finishedAt?.toISOString() ?? null,
          items: page.map((row) => ({
            ...row,
            state: row.state as 0 | 1 | 2 | 3,
            updated_at: row.updated_at.toISOString(),
          })),
        },
        meta: { total: counted, ...(more && last ? { next: last.device_id } : {}) },
      };
    },
  );

  api.post(
    '/devices/bulk/:id/retry',
    { config: { access: 'handler' }, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const job = await ownJob(db, auth, request.params.id);
      const action = BULK_ACTIONS.find((name) => name === job.action);
      if (!action) throw new Error(`bulk job ${job.id} has an unknown action`);
      requireActionPermission(auth.permissions, action);
      // Ids that were never in the scope stay failed, and so do devices that have left it
      // since: a retry must not reach them (the runner checks the scope again as it works).
      const retried = await db
        .update(bulkJobItems)
        .set({ state: 0, error: null, updatedAt: new Date(context.now()) })
        .where(
          and(
            eq(bulkJobItems.jobId, job.id),
            eq(bulkJobItems.state, 3),
            ne(bulkJobItems.error, NOT_FOUND_ERROR),
            inArray(
              bulkJobItems.deviceId,
              db.select({ id: devices.id }).from(devices).where(devicesInScope(db, auth)),
            ),
          ),
        )
        .returning({ deviceId: bulkJobItems.deviceId });
      if (retried.length > 0) {
        await db.update(bulkJobs).set({ finishedAt: null }).where(eq(bulkJobs.id, job.id));
        runner.wake(job.id);
      }
      return reply.code(202).send({
        data: { job_id: job.id, total: retried.length },
        meta: { channel: bulkChannel(job.id) },
        message: `Retrying ${retried.length} device${retried.length === 1 ? '' : 's'}`,
      });
    },
  );
}
