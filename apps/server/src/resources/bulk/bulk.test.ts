import { BULK_START_MESSAGES, parseBulkStartMessage } from '@netfleet/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectSocket, subscribe } from '../../../test/support/connectSocket.js';
import { expectFieldErrors, expectUnchanged, sendWithPassword } from '../../../test/support/forms.js';
import { apiGet, apiSend, errorCode, signIn, type TestSession } from '../../../test/support/signIn.js';
import { signInEveryRole } from '../../../test/support/signInEveryRole.js';
import { createTestClock, startTestServer } from '../../../test/support/testServer.js';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import {
  bulkJobItems,
  bulkJobs,
  companies,
  companyCredits,
  deviceCommands,
  deviceEvents,
  devices,
  deviceTags,
  roles,
  tags,
  users,
} from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';
import type { BulkProgressMessage } from './bulkProgress.js';
import { finishCommand, takePendingCommands } from './commandQueue.js';
import {
  BulkFillError,
  type BulkJobRequest,
  discardBulkJob,
  endBulkJobFill,
  fillBulkJob,
  startBulkJob,
} from './createBulkJob.js';
import {
  CHUNK_FAILED_ERROR,
  COMMAND_TIMEOUT_ERROR,
  COMMAND_TIMEOUT_MS,
  createBulkRunner,
  failOverdueCommands,
  type RunnerLog,
} from './createBulkRunner.js';

let server: NetfleetServer;
let baseUrl: string;
let company: Record<string, number> = {};
let as: Record<string, TestSession> = {};
const clock = createTestClock();

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  ({ company, as } = await signInEveryRole(server));
  as.nomfa = await signIn(server.app, 'nomfa@netfleet.test');
});
afterAll(() => server?.close());

const send = (role: string, body?: unknown, url = '/api/devices/bulk') =>
  apiSend(server.app, 'POST', url, as[role] as TestSession, body);
const context = () => ({ db: server.db, realtime: server.realtime, now: clock.now });

/** A runner's log that keeps what it was told (a runner's failures have no request to log them). */
function recordingLog() {
  const errors: { jobId: unknown; message: string; error: unknown }[] = [];
  return {
    errors,
    error(fields: { err?: unknown; jobId?: unknown }, message: string) {
      errors.push({ jobId: fields.jobId, message, error: fields.err });
    },
  } as RunnerLog & { errors: typeof errors };
}

/**
 * A job written straight into the tables, as a crash, another server process or an earlier
 * state leaves one: its owner (a demo user's role), action, options and channel, with a queued
 * item for each of `deviceIds`; its total is their number unless given.
 */
async function insertJob(
  owner: string,
  job: Pick<typeof bulkJobs.$inferInsert, 'action' | 'params' | 'channel' | 'total' | 'createdAt'>,
  deviceIds: readonly number[] = [],
): Promise<number> {
  const [user] = await server.db
    .select()
    .from(users)
    .where(eq(users.email, `${owner}@netfleet.test`));
  const [row] = await server.db
    .insert(bulkJobs)
    .values({ userId: user?.id as number, total: deviceIds.length, ...job })
    .returning({ id: bulkJobs.id });
  const jobId = row?.id as number;
  if (deviceIds.length > 0)
    await server.db.insert(bulkJobItems).values(deviceIds.map((deviceId) => ({ jobId, deviceId })));
  return jobId;
}

/** The device ids of a company, in id order. */
async function devicesOf(name: string): Promise<number[]> {
  const rows = await server.db
    .select({ id: devices.id })
    .from(devices)
    .where(eq(devices.companyId, company[name] as number))
    .orderBy(devices.id);
  return rows.map((row) => row.id);
}

async function tagOf(name: string): Promise<number> {
  const [tag] = await server.db
    .select({ id: tags.id })
    .from(tags)
    .where(eq(tags.companyId, company[name] as number))
    .limit(1);
  if (tag) return tag.id;
  const [created] = await server.db
    .insert(tags)
    .values({
      companyId: company[name] as number,
      name: `Bulk ${name}`,
      color: '#546e7a',
      createdAt: new Date(),
    })
    .returning({ id: tags.id });
  return created?.id as number;
}

interface JobView {
  total: number;
  queued: number;
  running: number;
  done: number;
  failed: number;
  finished: boolean;
  finished_at: string | null;
  items: { device_id: number; device_name: string | null; state: number; error: string | null }[];
}

/**
 * Polls the job until every item is written and none is queued (the items are written after
 * the answer, and the runner works in the background).
 */
async function settled(
  role: string,
  jobId: number,
  until = (job: JobView) => job.queued === 0 && job.running + job.done + job.failed === job.total,
): Promise<JobView> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const response = await apiGet(server.app, `/api/devices/bulk/${jobId}?limit=1000`, as[role]);
    expect(response.statusCode, response.body).toBe(200);
    const job = response.json().data as JobView;
    if (until(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`job ${jobId} did not settle`);
}

function started(response: LightMyRequestResponse): { job_id: number; total: number } {
  expect(response.statusCode, response.body).toBe(202);
  const body = response.json();
  expect(body.meta.channel).toBe(`private-bulk.${body.data.job_id}`);
  return body.data;
}

async function tagIdsOf(deviceId: number): Promise<number[]> {
  const rows = await server.db.select().from(deviceTags).where(eq(deviceTags.deviceId, deviceId));
  return rows.map((row) => row.tagId);
}

type Progress = BulkProgressMessage;

/**
 * Collects the progress messages the server publishes on `private-bulk.*` channels. (Subscribing
 * over a real socket needs the channel rule of `private-bulk.{id}` in the realtime server.)
 */
function listen(): { channel: string; data: Progress }[] {
  const messages: { channel: string; data: Progress }[] = [];
  const publish = server.realtime.publish.bind(server.realtime);
  vi.spyOn(server.realtime, 'publish').mockImplementation((channel, event, data) => {
    if (channel.startsWith('private-bulk.') && event === 'progress')
      messages.push({ channel, data: data as Progress });
    publish(channel, event, data);
  });
  return messages;
}
afterEach(() => vi.restoreAllMocks());

describe('POST /api/devices/bulk refuses what it must, changing nothing', () => {
  it('403 for the guest roles and an end user deleting, before looking at the input', async () => {
    const [device] = await devicesOf('Harbor Logistics');
    await expectUnchanged(server, async () => {
      for (const role of ['read_only', 'readonly_admin']) {
        for (const body of [
          { action: 'add_tags', device_id: [device], options: { tag_ids: [1] } },
          { nonsense: 1 },
        ]) {
          const refused = await send(role, body);
          expect(refused.statusCode, `${role} ${refused.body}`).toBe(403);
          expect(errorCode(refused)).toBe('FORBIDDEN');
        }
      }
      const deleting = await send('end_user', { action: 'delete', device_id: [device] });
      expect(deleting.statusCode).toBe(403);
      const crediting = await send('end_user', {
        action: 'assign_credits',
        device_id: [device],
        options: { credit_type_id: 1 },
      });
      expect(crediting.statusCode).toBe(403);
    });
  });

  it('422 for malformed bodies, naming the field', async () => {
    const [device] = await devicesOf('Harbor Logistics');
    await expectUnchanged(server, async () => {
      expectFieldErrors(await send('end_user', { action: 'explode', device_id: [device] }), ['action']);
      // A field the schema gives no message of its own: named, not valibot's "Invalid key: …".
      const noAction = await send('end_user', { device_id: [device] });
      expect(noAction.json().errors).toEqual([
        { code: 'VALIDATION_FAILED', message: 'action is required', source: 'action' },
      ]);
      expectFieldErrors(await send('end_user', { action: 'reboot' }), ['device_id']);
      expectFieldErrors(await send('end_user', { action: 'reboot', device_id: [device], filter: {} }), [
        'device_id',
      ]);
      expectFieldErrors(await send('end_user', { action: 'reboot', device_id: ['x'] }), ['device_id']);
      expectFieldErrors(await send('end_user', { action: 'reboot', device_id: [] }), ['device_id']);
      expectFieldErrors(await send('end_user', { action: 'add_tags', device_id: [device] }), [
        'options.tag_ids',
      ]);
      expectFieldErrors(await send('end_user', { action: 'move', device_id: [device], options: {} }), [
        'options.company_id',
      ]);
      expectFieldErrors(await send('end_user', { action: 'reboot', device_id: [device], options: 'x' }), [
        'options',
      ]);
      expectFieldErrors(await send('end_user', { action: 'reboot', filter: { company_id: 'abc' } }), [
        'filter.company_id',
      ]);
      // A misspelt filter would otherwise select the whole scope.
      const misspelt = await send('end_user', {
        action: 'reboot',
        filter: { model_name: 'NOPE', Status: '3' },
      });
      expect(misspelt.json().errors).toEqual([
        {
          code: 'VALIDATION_FAILED',
          message: 'model_name is not a filter of the device list',
          source: 'filter.model_name',
        },
        {
          code: 'VALIDATION_FAILED',
          message: 'Status is not a filter of the device list',
          source: 'filter.Status',
        },
      ]);
      const noMatch = await send('end_user', { action: 'reboot', filter: { q: 'no-device-has-this-name' } });
      expectFieldErrors(noMatch, ['filter']);
      // Worded as the contracts' catalogue has it, which the console shows in the user's language.
      expect(noMatch.json().errors[0].message).toBe(BULK_START_MESSAGES.noMatch);
      expect((await send('end_user')).statusCode).toBe(422);
      const notFound = await apiGet(server.app, '/api/devices/bulk/abc', as.end_user);
      expect(notFound.statusCode).toBe(422);
    });
  });

  it('refuses tags and target companies outside the scope', async () => {
    const [device] = await devicesOf('Harbor Logistics');
    const foreignTag = await tagOf('Amber Energy');
    await expectUnchanged(server, async () => {
      const foreign = await send('end_user', {
        action: 'add_tags',
        device_id: [device],
        options: { tag_ids: [foreignTag] },
      });
      expectFieldErrors(foreign, ['options.tag_ids']);
      expect(parseBulkStartMessage(foreign.json().errors[0].message)).toEqual({
        key: 'tagsNotInScope',
        values: { tags: String(foreignTag) },
      });
      const move = await send('end_user', {
        action: 'move',
        device_id: [device],
        options: { company_id: company['Amber Energy'] },
      });
      expect(move.statusCode).toBe(404);
      expect(move.json().errors[0].source).toBe('options.company_id');
    });
  });
});

describe('bulk actions', () => {
  it('adds and removes tags on the selection; ids outside the scope fail as not found, unchanged and unnamed', async () => {
    const own = (await devicesOf('Harbor Logistics')).slice(0, 3);
    const [foreign] = await devicesOf('Amber Energy');
    const tag = await tagOf('Harbor Logistics');
    const beforeForeign = await tagIdsOf(foreign as number);
    const progress = listen();
    const job = started(
      await send('end_user', {
        action: 'add_tags',
        device_id: [...own, foreign, 999_999],
        options: { tag_ids: [tag] },
      }),
    );
    expect(job.total).toBe(5);
    const view = await settled('end_user', job.job_id, (state) => state.finished);
    expect(view).toMatchObject({ total: 5, done: 3, failed: 2, queued: 0, running: 0, finished: true });
    // Progress on the job's channel: every device that changed, and the end.
    const ofJob = () => progress.filter((message) => message.channel === `private-bulk.${job.job_id}`);
    await expect.poll(() => ofJob().at(-1)?.data.finished, { timeout: 3000 }).toBe(true);
    expect(ofJob().at(-1)?.data).toMatchObject({ total: 5, done: 3, failed: 0 + 2, queued: 0 });
    expect(new Set(ofJob().flatMap((message) => message.data.items.map((item) => item.device_id)))).toEqual(
      new Set(own),
    );
    for (const id of own) expect(await tagIdsOf(id)).toContain(tag);
    expect(await tagIdsOf(foreign as number)).toEqual(beforeForeign);
    const failed = view.items.filter((item) => item.state === 3);
    expect(failed.map((item) => [item.device_id, item.device_name, item.error])).toEqual([
      [foreign, null, 'Device not found'],
      [999_999, null, 'Device not found'],
    ]);
    expect(view.items.find((item) => item.device_id === own[0])?.device_name).toEqual(expect.any(String));
    const events = await server.db
      .select()
      .from(deviceEvents)
      .where(and(inArray(deviceEvents.deviceId, own), eq(deviceEvents.kind, 'tags')));
    expect(events.length).toBeGreaterThanOrEqual(3);
    expect(events.every((event) => event.userId !== null)).toBe(true);

    // The spec's other payload: a data list of device_id entries merged with the options.
    const removal = started(
      await send('end_user', {
        action: 'remove_tags',
        data: own.map((device_id) => ({ device_id, tag_ids: [tag] })),
      }),
    );
    await settled('end_user', removal.job_id, (state) => state.finished);
    for (const id of own) expect(await tagIdsOf(id)).not.toContain(tag);
  });

  it('selects by filter exactly the devices the list shows for that filter', async () => {
    const [sample] = await server.db
      .select()
      .from(devices)
      .where(eq(devices.companyId, company['Harbor Logistics'] as number))
      .limit(1);
    const filters: Record<string, string>[] = [
      { company_id: String(company['Northwind Networks']), subsidiaries: '1', q: '1' },
      { model: sample?.model as string, firmware_below: '99.0' },
      { family: sample?.family as string, status: '0,1,2,3', sort: '-name', limit: '5' },
      { model: sample?.model as string, firmware_below: '0.1' },
    ];
    const tag = await tagOf('Northwind Networks');
    for (const filter of filters) {
      const { sort: _sort, limit: _limit, ...listed } = filter;
      const query = new URLSearchParams({ ...listed, limit: '1000', fields: 'id' });
      const list = await apiGet(server.app, `/api/devices?${query}`, as.admin);
      expect(list.statusCode, list.body).toBe(200);
      const expected = (list.json().data as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
      const answer = await send('admin', { action: 'add_tags', filter, options: { tag_ids: [tag] } });
      if (expected.length === 0) {
        expectFieldErrors(answer, ['filter']);
        continue;
      }
      const job = started(answer);
      expect(job.total, JSON.stringify(filter)).toBe(expected.length);
      const view = await settled('admin', job.job_id, (state) => state.finished);
      expect(view.items.map((item) => item.device_id)).toEqual(expected);
    }
  });

  it('moves devices to a company of the scope', async () => {
    const [device] = await devicesOf('Greenfield Farms');
    const job = started(
      await send('admin', {
        action: 'move',
        device_id: [device],
        options: { company_id: company['Metro Transit'] },
      }),
    );
    await settled('admin', job.job_id, (state) => state.finished);
    const [row] = await server.db
      .select()
      .from(devices)
      .where(eq(devices.id, device as number));
    expect(row?.companyId).toBe(company['Metro Transit']);
    const [event] = await server.db
      .select()
      .from(deviceEvents)
      .where(and(eq(deviceEvents.deviceId, device as number), eq(deviceEvents.kind, 'moved')));
    expect(event?.message).toBe('Moved to Metro Transit');
  });

  it('assigns credits from the device company while it has some', async () => {
    const ids = (await devicesOf('Riverside Retail')).slice(0, 3);
    const where = and(
      eq(companyCredits.companyId, company['Riverside Retail'] as number),
      eq(companyCredits.creditTypeId, 1),
    );
    await server.db.update(companyCredits).set({ creditsLeft: 2 }).where(where);
    const job = started(
      await send('super_admin', { action: 'assign_credits', device_id: ids, options: { credit_type_id: 1 } }),
    );
    const view = await settled('super_admin', job.job_id, (state) => state.finished);
    expect(view).toMatchObject({ done: 2, failed: 1 });
    expect(view.items.find((item) => item.state === 3)?.error).toBe('Not enough credits of this type left.');
    const [left] = await server.db.select().from(companyCredits).where(where);
    expect(left?.creditsLeft).toBe(0);
    const rows = await server.db.select().from(devices).where(inArray(devices.id, ids));
    expect(rows.filter((row) => row.creditExpiresAt !== null).length).toBe(2);
  });

  it('deletes only after the step-up (423, password), then the devices are gone', async () => {
    const ids = (await devicesOf('Metro Transit')).slice(0, 2);
    const body = { action: 'delete', device_id: ids };
    const first = await send('nomfa', body);
    expect(first.statusCode).toBe(423);
    const job = started(
      await sendWithPassword(server, as.nomfa as TestSession, 'POST', '/api/devices/bulk', body),
    );
    await settled('nomfa', job.job_id, (state) => state.finished);
    expect(await server.db.select().from(devices).where(inArray(devices.id, ids))).toEqual([]);
    const mfa = await send('admin', {
      action: 'delete',
      device_id: [(await devicesOf('Harbor Logistics'))[5]],
    });
    expect(mfa.statusCode).toBe(403);
    expect(errorCode(mfa)).toBe('MFA_REQUIRED');
  });

  it('picks up the queued items of a job after a restart', async () => {
    const ids = (await devicesOf('Harbor Logistics')).slice(0, 3);
    const tag = await tagOf('Harbor Logistics');
    const jobId = await insertJob(
      'end_user',
      { action: 'add_tags', params: { tag_ids: [tag] }, channel: 'private-bulk.resume' },
      ids,
    );
    // A runner as a server starts one: it finds the queued items by itself.
    const runner = createBulkRunner(context(), recordingLog());
    await runner.start();
    await runner.idle();
    await runner.stop();
    const items = await server.db.select().from(bulkJobItems).where(eq(bulkJobItems.jobId, jobId));
    expect(items.map((item) => item.state)).toEqual([2, 2, 2]);
    for (const id of ids) expect(await tagIdsOf(id)).toContain(tag);
  });

  it('fails the items of a chunk the database refuses, so that the job ends', async () => {
    const ids = (await devicesOf('Harbor Logistics')).slice(0, 2);
    // A move to a company that no longer exists: the foreign key refuses the chunk.
    const jobId = await insertJob(
      'end_user',
      { action: 'move', params: { company_id: 999_999 }, channel: 'private-bulk.gone' },
      ids,
    );
    const log = recordingLog();
    const runner = createBulkRunner(context(), log);
    await runner.start();
    await runner.idle();
    await runner.stop();
    expect(log.errors).toEqual([{ jobId, message: 'A bulk job chunk failed', error: expect.any(Error) }]);
    const items = await server.db.select().from(bulkJobItems).where(eq(bulkJobItems.jobId, jobId));
    expect(items.map((item) => [item.state, item.error])).toEqual([
      [3, CHUNK_FAILED_ERROR],
      [3, CHUNK_FAILED_ERROR],
    ]);
    const rows = await server.db.select().from(devices).where(inArray(devices.id, ids));
    expect(rows.every((row) => row.companyId === company['Harbor Logistics'])).toBe(true);
  });

  it('shows a job only to its owner', async () => {
    const [device] = await devicesOf('Harbor Logistics');
    const job = started(await send('end_user', { action: 'reboot', device_id: [device] }));
    const other = await apiGet(server.app, `/api/devices/bulk/${job.job_id}`, as.admin);
    expect(other.statusCode).toBe(404);
    expect((await send('admin', undefined, `/api/devices/bulk/${job.job_id}/retry`)).statusCode).toBe(404);
  });
});

describe('reboot and firmware update: commands the device takes with its report', () => {
  it('fails offline devices at once, delivers to the others, finishes by their answer, with progress on the socket', async () => {
    const [online, offline] = await devicesOf('Greenfield Farms');
    await server.db
      .update(devices)
      .set({ status: 1 })
      .where(eq(devices.id, online as number));
    await server.db
      .update(devices)
      .set({ status: 0 })
      .where(eq(devices.id, offline as number));
    const all = listen();
    const job = started(await send('admin', { action: 'reboot', device_id: [online, offline] }));
    const waiting = await settled('admin', job.job_id);
    expect(waiting).toMatchObject({ running: 1, failed: 1, finished: false });
    expect(waiting.items.find((item) => item.device_id === offline)?.error).toBe('Device is offline');

    const commands = await takePendingCommands(context(), online as number);
    expect(commands).toEqual([{ id: expect.any(Number), kind: 'reboot', params: {} }]);
    expect(await takePendingCommands(context(), online as number)).toEqual([]);
    const command = commands[0] as { id: number };
    expect(await finishCommand(context(), offline as number, command.id, { ok: true })).toBe(false);
    expect(await finishCommand(context(), online as number, command.id, { ok: true })).toBe(true);
    const done = await settled('admin', job.job_id, (state) => state.finished);
    expect(done).toMatchObject({ done: 1, failed: 1 });
    const ofJob = () => all.filter((message) => message.channel === `private-bulk.${job.job_id}`);
    // The device's answer is published within the 250 ms batching: a finished message read by
    // the runner's last flush may come just before it, so wait for the answer itself.
    const answered = () =>
      ofJob().some((message) =>
        message.data.items.some((item) => item.device_id === online && item.state === 2),
      );
    await expect.poll(answered, { timeout: 3000 }).toBe(true);
    await expect.poll(() => ofJob().at(-1)?.data.finished, { timeout: 3000 }).toBe(true);
    const messages = ofJob();
    expect(messages.at(-1)?.data).toMatchObject({
      job_id: job.job_id,
      total: 2,
      done: 1,
      failed: 1,
      queued: 0,
    });
    expect(messages.flatMap((message) => message.data.items)).toContainEqual({
      device_id: online,
      state: 2,
      error: null,
    });

    // The job's page says when it ended; a retry makes it run again, without an end.
    const ended = await settled('admin', job.job_id, (state) => state.finished);
    expect(ended.finished_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    // Retry: the offline device is back; its item is queued again and delivered as a command.
    await server.db
      .update(devices)
      .set({ status: 1 })
      .where(eq(devices.id, offline as number));
    const retried = await send('admin', undefined, `/api/devices/bulk/${job.job_id}/retry`);
    expect(retried.statusCode, retried.body).toBe(202);
    expect(retried.json().data.total).toBe(1);
    const rerun = await settled('admin', job.job_id, (state) => state.running === 1);
    expect(rerun).toMatchObject({ finished: false, finished_at: null });
    const [again] = await takePendingCommands(context(), offline as number);
    expect(again?.kind).toBe('reboot');
    await finishCommand(context(), offline as number, again?.id as number, { ok: false, error: 'Busy' });
    const after = await settled('admin', job.job_id, (state) => state.finished);
    expect(after.items.find((item) => item.device_id === offline)?.error).toBe('Busy');
    expect(after.finished_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('replaces an undelivered command of the same kind: the earlier job fails its item with the reason and ends', async () => {
    const [device] = await devicesOf('Greenfield Farms');
    await server.db
      .update(devices)
      .set({ status: 1 })
      .where(eq(devices.id, device as number));
    const first = started(await send('admin', { action: 'reboot', device_id: [device] }));
    await settled('admin', first.job_id, (state) => state.running === 1);
    const second = started(await send('admin', { action: 'reboot', device_id: [device] }));
    await settled('admin', second.job_id, (state) => state.running === 1);

    const before = await settled('admin', first.job_id, (state) => state.finished);
    expect(before).toMatchObject({ running: 0, failed: 1 });
    expect(before.items[0]).toMatchObject({
      device_id: device,
      state: 3,
      error: 'Replaced by a newer request',
    });
    const commands = await server.db
      .select({ jobId: deviceCommands.jobId, state: deviceCommands.state, error: deviceCommands.error })
      .from(deviceCommands)
      .where(
        and(
          eq(deviceCommands.deviceId, device as number),
          inArray(deviceCommands.jobId, [first.job_id, second.job_id]),
        ),
      )
      .orderBy(deviceCommands.id);
    expect(commands).toEqual([
      { jobId: first.job_id, state: 3, error: 'Replaced by a newer request' },
      { jobId: second.job_id, state: 0, error: null },
    ]);
    // The device is asked once, by the newer job.
    const delivered = await takePendingCommands(context(), device as number);
    expect(delivered).toHaveLength(1);
  });

  it('sends progress over a real socket to the job owner only', async () => {
    const [device] = await devicesOf('Metro Transit Depot North');
    await server.db
      .update(devices)
      .set({ status: 1 })
      .where(eq(devices.id, device as number));
    const job = started(await send('admin', { action: 'reboot', device_id: [device] }));
    const channel = `private-bulk.${job.job_id}`;
    await settled('admin', job.job_id, (state) => state.running === 1);
    const owner = await connectSocket(baseUrl, { session: as.admin });
    const other = await connectSocket(baseUrl, { session: as.super_admin });
    if (!owner.ok || !other.ok) throw new Error('socket refused');
    try {
      expect(await subscribe(owner.socket, channel)).toEqual({ ok: true });
      expect(await subscribe(other.socket, channel)).toMatchObject({ error: { status: 403 } });
      // The first message that says the job finished (earlier ones may still be on their way).
      const message = new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no finished progress within 5 s')), 5000);
        owner.socket.on('message', (event: { data: { finished?: boolean } }) => {
          if (!event.data.finished) return;
          clearTimeout(timer);
          resolve(event);
        });
      });
      const [command] = await takePendingCommands(context(), device as number);
      await finishCommand(context(), device as number, command?.id as number, { ok: true });
      expect(await message).toEqual({
        channel,
        event: 'progress',
        data: {
          job_id: job.job_id,
          total: 1,
          queued: 0,
          running: 0,
          done: 1,
          failed: 0,
          finished: true,
          items: [{ device_id: device, state: 2, error: null }],
        },
      });
    } finally {
      owner.socket.close();
      other.socket.close();
    }
  });

  it('fails a command the device did not answer in 10 minutes', async () => {
    const [device] = await devicesOf('Metro Transit');
    await server.db
      .update(devices)
      .set({ status: 1 })
      .where(eq(devices.id, device as number));
    const job = started(
      await send('admin', {
        action: 'firmware_update',
        device_id: [device],
        options: { firmware: 'RUT9_R_00.07.08.00' },
      }),
    );
    await settled('admin', job.job_id);
    const [command] = await server.db
      .select()
      .from(deviceCommands)
      .where(eq(deviceCommands.jobId, job.job_id));
    expect(command).toMatchObject({
      kind: 'firmware_update',
      params: { firmware: 'RUT9_R_00.07.08.00' },
      state: 0,
    });
    expect(await failOverdueCommands(context())).toBe(0);
    clock.advance(COMMAND_TIMEOUT_MS + 1000);
    expect(await failOverdueCommands(context())).toBeGreaterThanOrEqual(1);
    const view = await settled('admin', job.job_id, (state) => state.finished);
    expect(view.items[0]?.error).toBe(COMMAND_TIMEOUT_ERROR);
    const [after] = await server.db.select().from(deviceCommands).where(eq(deviceCommands.jobId, job.job_id));
    expect(after).toMatchObject({ state: 3, error: COMMAND_TIMEOUT_ERROR });
    // A late answer changes nothing any more.
    expect(await finishCommand(context(), device as number, after?.id as number, { ok: true })).toBe(false);
  });
});

describe('port scan and eSIM: commands with their options, an action event naming who asked', () => {
  it('delivers the command with its parameters, writes and publishes one action event per device', async () => {
    const [first, second] = await devicesOf('Metro Transit');
    await server.db
      .update(devices)
      .set({ status: 1 })
      .where(inArray(devices.id, [first, second] as number[]));
    const published: { channel: string; data: { kind: string; user: unknown; data: unknown } }[] = [];
    const publish = server.realtime.publish.bind(server.realtime);
    vi.spyOn(server.realtime, 'publish').mockImplementation((channel, event, data) => {
      if (channel.startsWith('private-device.') && event === 'event')
        published.push({ channel, data: data as never });
      publish(channel, event, data);
    });
    const code = 'LPA:1$smdp.example.com$04ZK-9Y3H-PQ';
    const download = started(
      await send('admin', {
        action: 'esim_download',
        device_id: [first, second],
        options: { activation_code: code },
      }),
    );
    await settled('admin', download.job_id, (job) => job.running === 2);
    const [command] = await takePendingCommands(context(), first as number);
    expect(command).toEqual({
      id: expect.any(Number),
      kind: 'esim_download',
      params: { activation_code: code },
    });
    const events = (
      await server.db
        .select()
        .from(deviceEvents)
        .where(
          and(inArray(deviceEvents.deviceId, [first, second] as number[]), eq(deviceEvents.kind, 'action')),
        )
    ).filter((event) => (event.data as { job_id?: number }).job_id === download.job_id);
    const [admin] = await server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@netfleet.test'));
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event.userId).toBe(admin?.id);
      // The activation code is the operator's secret: the log names the action, not the code.
      expect(event.data).toEqual({ action: 'esim_download', job_id: download.job_id });
      expect(event.message).toBe('eSIM profile download from smdp.example.com requested');
    }
    await expect.poll(() => published.length, { timeout: 5000 }).toBe(2);
    expect(published.map((message) => message.channel).sort()).toEqual(
      [`private-device.${first}`, `private-device.${second}`].sort(),
    );
    expect(published[0]?.data).toMatchObject({
      kind: 'action',
      user: { id: admin?.id, email: 'admin@netfleet.test' },
      data: { action: 'esim_download', job_id: download.job_id },
    });

    const scan = started(
      await send('end_user', { action: 'port_scan', device_id: [(await devicesOf('Harbor Logistics'))[0]] }),
    );
    expect(scan.total).toBe(1);
    // Settled before the test ends: its counters still moving would change the next test's
    // fingerprint of the database.
    await settled('end_user', scan.job_id);
    const iccid = '8937204016161234567';
    const enable = started(
      await send('admin', { action: 'esim_enable', device_id: [second], options: { iccid } }),
    );
    await settled('admin', enable.job_id, (job) => job.running === 1);
    const pending = await takePendingCommands(context(), second as number);
    expect(pending.map((item) => [item.kind, item.params])).toEqual([
      ['esim_download', { activation_code: code }],
      ['esim_enable', { iccid }],
    ]);
  });

  it('checks the options and the permissions of the new actions', async () => {
    const [device] = await devicesOf('Harbor Logistics');
    await expectUnchanged(server, async () => {
      expectFieldErrors(await send('end_user', { action: 'esim_download', device_id: [device] }), [
        'options.activation_code',
      ]);
      expectFieldErrors(
        await send('end_user', {
          action: 'esim_download',
          device_id: [device],
          options: { activation_code: 'LPA:2$x$y' },
        }),
        ['options.activation_code'],
      );
      expectFieldErrors(
        await send('end_user', { action: 'esim_delete', device_id: [device], options: { iccid: 'abc' } }),
        ['options.iccid'],
      );
      for (const body of [
        { action: 'port_scan', device_id: [device] },
        { action: 'esim_enable', device_id: [device], options: { iccid: '8937204016161234567' } },
      ]) {
        const refused = await send('read_only', body);
        expect(refused.statusCode, body.action).toBe(403);
      }
    });
  });
});

describe('bulk actions act within the rules as they are when they run', () => {
  /** Runs the queued items of every unfinished job, as a starting server's runner does. */
  async function runQueued(): Promise<void> {
    const log = recordingLog();
    const runner = createBulkRunner(context(), log);
    await runner.start();
    await runner.idle();
    await runner.stop();
    // The rules fail items with their reasons; no chunk fails as a whole.
    expect(log.errors).toEqual([]);
  }

  it('adds a tag only to devices of its company or a subsidiary of it; the others fail with the reason', async () => {
    const [harbor] = await devicesOf('Harbor Logistics');
    const [greenfield] = await devicesOf('Greenfield Farms');
    const siblingTag = await tagOf('Greenfield Farms');
    const [{ name: siblingName } = { name: '' }] = await server.db
      .select({ name: tags.name })
      .from(tags)
      .where(eq(tags.id, siblingTag));
    const parentTag = await tagOf('Northwind Networks');
    const job = started(
      await send('admin', {
        action: 'add_tags',
        device_id: [harbor, greenfield],
        options: { tag_ids: [siblingTag] },
      }),
    );
    const view = await settled('admin', job.job_id, (state) => state.finished);
    const outcome = (id: number | undefined) => view.items.find((item) => item.device_id === id);
    expect(outcome(harbor)).toMatchObject({
      state: 3,
      error: `No tag ${siblingName} for this device's company.`,
    });
    expect(outcome(greenfield)).toMatchObject({ state: 2, error: null });
    expect(await tagIdsOf(harbor as number)).not.toContain(siblingTag);
    expect(await tagIdsOf(greenfield as number)).toContain(siblingTag);

    // The parent company's tag belongs to both.
    const both = started(
      await send('admin', {
        action: 'add_tags',
        device_id: [harbor, greenfield],
        options: { tag_ids: [parentTag] },
      }),
    );
    expect(await settled('admin', both.job_id, (state) => state.finished)).toMatchObject({
      done: 2,
      failed: 0,
    });
  });

  it("takes off a moved device the tags its new company may not carry, and keeps its parents'", async () => {
    const device = (await devicesOf('Harbor Logistics')).at(-1) as number;
    const ownTag = await tagOf('Harbor Logistics');
    const parentTag = await tagOf('Northwind Networks');
    await server.db
      .insert(deviceTags)
      .values([
        { deviceId: device, tagId: ownTag },
        { deviceId: device, tagId: parentTag },
      ])
      .onConflictDoNothing();
    try {
      const job = started(
        await send('admin', {
          action: 'move',
          device_id: [device],
          options: { company_id: company['Greenfield Farms'] },
        }),
      );
      expect(await settled('admin', job.job_id, (state) => state.finished)).toMatchObject({ done: 1 });
      const kept = await tagIdsOf(device);
      expect(kept).toContain(parentTag);
      expect(kept).not.toContain(ownTag);
    } finally {
      await server.db
        .update(devices)
        .set({ companyId: company['Harbor Logistics'] as number })
        .where(eq(devices.id, device));
    }
  });

  it("reaches on a retry, and when its items run, only devices still in the owner's scope", async () => {
    const device = (await devicesOf('Harbor Logistics')).at(-2) as number;
    await server.db.update(devices).set({ status: 0 }).where(eq(devices.id, device));
    const job = started(await send('end_user', { action: 'reboot', device_id: [device] }));
    const first = await settled('end_user', job.job_id, (state) => state.finished);
    expect(first.items).toEqual([expect.objectContaining({ state: 3, error: 'Device is offline' })]);
    // The device moves to a company outside end_user's scope, and comes online.
    await server.db
      .update(devices)
      .set({ companyId: company['Greenfield Farms'] as number, status: 1 })
      .where(eq(devices.id, device));
    try {
      const retry = await send('end_user', undefined, `/api/devices/bulk/${job.job_id}/retry`);
      expect(retry.statusCode).toBe(202);
      expect(retry.json()).toMatchObject({ data: { total: 0 }, message: 'Retrying 0 devices' });
      // Queued when it was still in the scope (a retry just before the move): the runner
      // reads the scope again, and the device is not found.
      await server.db
        .update(bulkJobItems)
        .set({ state: 0, error: null })
        .where(eq(bulkJobItems.jobId, job.job_id));
      await server.db.update(bulkJobs).set({ finishedAt: null }).where(eq(bulkJobs.id, job.job_id));
      await runQueued();
      const items = await server.db.select().from(bulkJobItems).where(eq(bulkJobItems.jobId, job.job_id));
      expect(items.map((item) => [item.state, item.error])).toEqual([[3, 'Device not found']]);
      expect(
        await server.db.select().from(deviceCommands).where(eq(deviceCommands.deviceId, device)),
      ).toEqual([]);
    } finally {
      await server.db
        .update(devices)
        .set({ companyId: company['Harbor Logistics'] as number })
        .where(eq(devices.id, device));
    }
  });

  it("fails the items of a job whose owner no longer holds the action's permission", async () => {
    const [device] = await devicesOf('Amber Energy');
    // A Guest's job (as if its role had lost control_devices since it started it).
    const jobId = await insertJob(
      'read_only',
      { action: 'reboot', params: {}, channel: 'private-bulk.lost' },
      [device as number],
    );
    await runQueued();
    const items = await server.db.select().from(bulkJobItems).where(eq(bulkJobItems.jobId, jobId));
    expect(items.map((item) => [item.state, item.error])).toEqual([
      [3, 'You no longer have permission to control devices.'],
    ]);
    expect(
      await server.db
        .select()
        .from(deviceCommands)
        .where(eq(deviceCommands.deviceId, device as number)),
    ).toEqual([]);
  });
});

describe('creating a job a slice at a time', () => {
  /** What the job's writing reads of a demo user's auth context: its id, role scope and company. */
  async function authOf(role: string): Promise<AuthContext> {
    const [row] = await server.db
      .select({ id: users.id, companyId: users.companyId, scope: roles.scope, path: companies.path })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.email, `${role}@netfleet.test`));
    if (!row) throw new Error(`no demo user ${role}`);
    return {
      user: { id: row.id },
      role: { scope: row.scope },
      company: { id: row.companyId, path: row.path },
    } as unknown as AuthContext;
  }

  async function startAs(role: 'end_user' | 'super_admin', request: BulkJobRequest, slice: number) {
    const auth = await authOf(role);
    const started = await server.db.transaction((tx) =>
      startBulkJob(tx, auth, request, new Date(clock.now())),
    );
    const jobId = started.jobId;
    const total = await fillBulkJob(server.db, auth, jobId, request, new Date(clock.now()), { slice });
    // The answer's total, counted before the items were written, is what was written.
    expect(started.total).toBe(total);
    const items = await server.db
      .select()
      .from(bulkJobItems)
      .where(eq(bulkJobItems.jobId, jobId))
      .orderBy(bulkJobItems.deviceId);
    const [job] = await server.db.select().from(bulkJobs).where(eq(bulkJobs.id, jobId));
    return { jobId, total, items, job };
  }

  it('writes every device a filter selects, and ids once each, whatever the slice', async () => {
    const request: BulkJobRequest = {
      action: 'reboot',
      options: {},
      deviceIds: null,
      filter: { status: '0,1' },
    };
    const { total, items, job } = await startAs('super_admin', request, 7);
    const expected = await server.db
      .select({ id: devices.id })
      .from(devices)
      .where(inArray(devices.status, [0, 1]))
      .orderBy(devices.id);
    expect(expected.length).toBeGreaterThan(7 * 3);
    expect(items.map((item) => item.deviceId)).toEqual(expected.map((row) => row.id));
    expect(job).toMatchObject({ total, channel: `private-bulk.${job?.id}` });

    const [own] = await devicesOf('Harbor Logistics');
    const [foreign] = await devicesOf('Amber Energy');
    const listed = await startAs(
      'end_user',
      {
        action: 'reboot',
        options: {},
        deviceIds: [own as number, foreign as number, own as number, 999_999],
        filter: null,
      },
      2,
    );
    expect(listed.total).toBe(3);
    expect(listed.items.map((item) => [item.deviceId, item.state, item.error])).toEqual(
      [
        [own, 0, null],
        [foreign, 3, 'Device not found'],
        [999_999, 3, 'Device not found'],
      ].sort((a, b) => (a[0] as number) - (b[0] as number)),
    );
  });

  it('counts a job that is still being written as unfinished, with the total of its answer', async () => {
    const request: BulkJobRequest = {
      action: 'reboot',
      options: {},
      deviceIds: null,
      filter: { status: '0' },
    };
    const auth = await authOf('end_user');
    const { jobId, total } = await server.db.transaction((tx) =>
      startBulkJob(tx, auth, request, new Date(clock.now())),
    );
    const before = await apiGet(server.app, `/api/devices/bulk/${jobId}`, as.end_user);
    expect(before.json().data).toMatchObject({
      channel: `private-bulk.${jobId}`,
      total,
      queued: 0,
      finished: false,
      finished_at: null,
    });
    expect(await fillBulkJob(server.db, auth, jobId, request, new Date(clock.now()))).toBe(total);
    const after = await apiGet(server.app, `/api/devices/bulk/${jobId}`, as.end_user);
    expect(after.json().data).toMatchObject({ total, queued: total, finished: false });
    await discardBulkJob(server.db, jobId);
  });

  it('tells the channel of a job whose items could not be written that every device failed', async () => {
    const messages = listen();
    const log = recordingLog();
    const runner = createBulkRunner(context(), log);
    const gone = new Error('the database went away');
    runner.fill(900_001, 3, () => Promise.reject(gone));
    runner.fill(900_002, 2, async () => 0);
    await runner.idle();
    await runner.stop();
    // The failure is logged: the job's owner hears only that every device failed.
    expect(log.errors).toEqual([
      { jobId: 900_001, message: "Writing a bulk job's devices failed", error: gone },
    ]);
    const ended = (total: number) => ({
      total,
      queued: 0,
      running: 0,
      done: 0,
      failed: total,
      finished: true,
    });
    expect(messages).toEqual([
      { channel: 'private-bulk.900001', data: { job_id: 900_001, ...ended(3), items: [] } },
      { channel: 'private-bulk.900002', data: { job_id: 900_002, ...ended(2), items: [] } },
    ]);
  });

  it("keeps each job's counts by state on its row, whatever statement changes its items", async () => {
    const jobId = await insertJob('end_user', {
      action: 'reboot',
      params: {},
      channel: 'private-bulk.counts',
    });
    const recount = async () => {
      const [row] = await server.db
        .select({
          queued: bulkJobs.queued,
          running: bulkJobs.running,
          done: bulkJobs.done,
          failed: bulkJobs.failed,
        })
        .from(bulkJobs)
        .where(eq(bulkJobs.id, jobId));
      const items = await server.db
        .select({ state: bulkJobItems.state })
        .from(bulkJobItems)
        .where(eq(bulkJobItems.jobId, jobId));
      const counted = [0, 1, 2, 3].map((state) => items.filter((item) => item.state === state).length);
      expect([row?.queued, row?.running, row?.done, row?.failed]).toEqual(counted);
      return counted;
    };
    const ids = Array.from({ length: 12 }, (_, index) => 700_000 + index);
    await server.db.insert(bulkJobItems).values(ids.map((deviceId) => ({ jobId, deviceId })));
    expect(await recount()).toEqual([12, 0, 0, 0]);
    await server.db
      .update(bulkJobItems)
      .set({ state: 1 })
      .where(and(eq(bulkJobItems.jobId, jobId), inArray(bulkJobItems.deviceId, ids.slice(0, 6))));
    await server.db
      .update(bulkJobItems)
      .set({ state: 3, error: 'Device not found' })
      .where(and(eq(bulkJobItems.jobId, jobId), inArray(bulkJobItems.deviceId, ids.slice(4, 8))));
    expect(await recount()).toEqual([4, 4, 0, 4]);
    // A change that leaves the state as it was counts nothing twice.
    await server.db.update(bulkJobItems).set({ error: null }).where(eq(bulkJobItems.jobId, jobId));
    await server.db.transaction(async (tx) => {
      await tx
        .update(bulkJobItems)
        .set({ state: 2 })
        .where(and(eq(bulkJobItems.jobId, jobId), eq(bulkJobItems.state, 1)));
      await tx
        .delete(bulkJobItems)
        .where(and(eq(bulkJobItems.jobId, jobId), inArray(bulkJobItems.deviceId, ids.slice(10))));
    });
    expect(await recount()).toEqual([2, 0, 4, 4]);
    // A failed statement takes its change back with it.
    await expect(
      server.db.transaction(async (tx) => {
        await tx.update(bulkJobItems).set({ state: 2 }).where(eq(bulkJobItems.jobId, jobId));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await recount()).toEqual([2, 0, 4, 4]);
    await discardBulkJob(server.db, jobId);
  });

  it('leaves a job whose items are still being written to its request, and ends one a crash left', async () => {
    const [device] = await devicesOf('Harbor Logistics');
    const pending = (createdAt: Date, items: number[]) =>
      insertJob(
        'end_user',
        {
          action: 'reboot',
          params: {},
          channel: `pending-${createdAt.getTime()}-${items.length}`,
          total: 5,
          createdAt,
        },
        items,
      );
    const writing = await pending(new Date(clock.now()), [device as number]);
    const longAgo = new Date(clock.now() - 2 * 60 * 60_000);
    const abandoned = await pending(longAgo, [device as number]);
    const empty = await pending(longAgo, []);
    const runner = createBulkRunner(context(), recordingLog());
    await runner.start();
    await runner.idle();
    await runner.stop();
    const items = await server.db.select().from(bulkJobItems).where(eq(bulkJobItems.jobId, writing));
    expect(items.map((item) => item.state)).toEqual([0]);
    // Cut short by a crash: it ends with the one device written, which the runner takes on.
    const [ended] = await server.db.select().from(bulkJobs).where(eq(bulkJobs.id, abandoned));
    expect(ended).toMatchObject({ total: 1, channel: `private-bulk.${abandoned}`, queued: 0 });
    expect(await server.db.select().from(bulkJobs).where(eq(bulkJobs.id, empty))).toEqual([]);
    await discardBulkJob(server.db, writing);
    await discardBulkJob(server.db, abandoned);
  });

  it('works on the devices written so far while the rest are written, and finishes when all are', async () => {
    const ids = (await devicesOf('Harbor Logistics')).slice(0, 4);
    const tag = await tagOf('Harbor Logistics');
    const jobId = await insertJob('end_user', {
      action: 'add_tags',
      params: { tag_ids: [tag] },
      channel: 'pending-in-slices',
      total: 4,
    });
    const messages = listen();
    const statesOf = async () =>
      (await server.db.select().from(bulkJobItems).where(eq(bulkJobItems.jobId, jobId))).map(
        (item) => item.state,
      );
    const runner = createBulkRunner(context(), recordingLog());
    runner.fill(jobId, 4, async (written) => {
      await server.db.insert(bulkJobItems).values(ids.slice(0, 2).map((deviceId) => ({ jobId, deviceId })));
      written();
      // The first slice is done before the second is written.
      await vi.waitFor(async () => expect(await statesOf()).toEqual([2, 2]), { timeout: 5000 });
      await server.db.insert(bulkJobItems).values(ids.slice(2).map((deviceId) => ({ jobId, deviceId })));
      written();
      return endBulkJobFill(server.db, jobId);
    });
    await runner.idle();
    await runner.stop();
    expect(await statesOf()).toEqual([2, 2, 2, 2]);
    const heard = messages.filter((message) => message.channel === `private-bulk.${jobId}`);
    // Unfinished while its devices were being written, though nothing was queued for a moment.
    expect(heard.find((message) => message.data.done === 2)?.data).toMatchObject({
      total: 4,
      finished: false,
    });
    expect(heard.at(-1)?.data).toMatchObject({ total: 4, done: 4, queued: 0, finished: true });
    // Finished only once every device was written and done.
    expect(heard.filter((message) => message.data.finished).every((message) => message.data.done === 4)).toBe(
      true,
    );
  });

  it('keeps the devices written before a slice failed, and ends the job with them', async () => {
    const ids = (await devicesOf('Harbor Logistics')).slice(0, 2);
    const auth = await authOf('end_user');
    // An id beyond the integer range: the database refuses the slice that holds it.
    const request: BulkJobRequest = {
      action: 'reboot',
      options: {},
      deviceIds: [...ids, 3_000_000_000],
      filter: null,
    };
    const { jobId, total } = await server.db.transaction((tx) =>
      startBulkJob(tx, auth, request, new Date(clock.now())),
    );
    expect(total).toBe(3);
    const messages = listen();
    const log = recordingLog();
    const runner = createBulkRunner(context(), log);
    let slices = 0;
    runner.fill(jobId, total, (written) =>
      fillBulkJob(server.db, auth, jobId, request, new Date(clock.now()), {
        slice: 2,
        onSlice: () => {
          slices += 1;
          written();
        },
      }),
    );
    await runner.idle();
    await runner.stop();
    expect(slices).toBe(1);
    expect(log.errors).toEqual([
      { jobId, message: "Writing a bulk job's devices failed", error: expect.any(BulkFillError) },
    ]);
    const [job] = await server.db.select().from(bulkJobs).where(eq(bulkJobs.id, jobId));
    expect(job).toMatchObject({ total: 2, channel: `private-bulk.${jobId}`, queued: 0 });
    const items = await server.db.select().from(bulkJobItems).where(eq(bulkJobItems.jobId, jobId));
    expect(items.map((item) => item.deviceId).sort()).toEqual([...ids].sort());
    const last = messages.filter((message) => message.channel === `private-bulk.${jobId}`).at(-1)?.data;
    expect(last).toMatchObject({ total: 2, queued: 0 });
    expect((last?.done ?? 0) + (last?.running ?? 0) + (last?.failed ?? 0)).toBe(2);
    await discardBulkJob(server.db, jobId);
  });
});
