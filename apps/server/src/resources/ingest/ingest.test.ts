import {
  IngestBatchResponseSchema,
  IngestReportResponseSchema,
  IngestTokenResponseSchema,
} from '@netfleet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, subscribe } from '../../../test/support/connectSocket.js';
import { deviceRow as storedRow } from '../../../test/support/deviceRow.js';
import { apiSend, errorCode, signIn, type TestSession } from '../../../test/support/signIn.js';
import { createTestClock, startTestServer } from '../../../test/support/testServer.js';
import {
  bulkJobs,
  companies,
  deviceCommands,
  deviceDataUsage,
  deviceEvents,
  devicePositions,
  deviceSamples,
  deviceSamplesHourly,
  devices,
  users,
} from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

const clock = createTestClock();
let server: NetfleetServer;
let baseUrl: string;
let superAdmin: TestSession;
let admin: TestSession;
/** A device in admin@'s companies, and one outside them. */
let inside: number;
let outside: number;
const tokens: Record<number, string> = {};
const opened: Socket[] = [];

const issueToken = async (deviceId: number) => {
  const response = await apiSend(server.app, 'POST', `/api/devices/${deviceId}/ingest-token`, superAdmin);
  expect(response.statusCode).toBe(200);
  const { data } = v.parse(IngestTokenResponseSchema, response.json());
  expect(data.device_id).toBe(deviceId);
  // Where to report with it: this server's report endpoint (no broker runs here).
  expect(new URL(data.ingest.report_url).pathname).toBe('/ingest/v1/report');
  expect(data.ingest.mqtt_url).toBeNull();
  return data.token;
};

const report = (token: string | null, body: unknown, remoteAddress = '127.0.0.1') =>
  server.app.inject({
    method: 'POST',
    url: '/ingest/v1/report',
    remoteAddress,
    headers: {
      'content-type': 'application/json',
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    },
    payload: JSON.stringify(body),
  });

const deviceRow = (id: number) => storedRow(server, id);

const openSocket = async (session: TestSession) => {
  const result = await connectSocket(baseUrl, { session });
  opened.push(result.socket);
  if (!result.ok) throw new Error(`socket refused: ${result.message}`);
  return result.socket;
};

/** Resolves with the first `message` of `channel` whose event is `event`. */
const nextMessage = (socket: Socket, channel: string, event: string, ms = 1000) =>
  new Promise<{ data: Record<string, unknown>; after: number }>((resolve, reject) => {
    const started = Date.now();
    const timer = setTimeout(() => reject(new Error(`no ${event} on ${channel} within ${ms} ms`)), ms);
    const listener = (message: { channel: string; event: string; data: Record<string, unknown> }) => {
      if (message.channel !== channel || message.event !== event) return;
      clearTimeout(timer);
      socket.off('message', listener);
      resolve({ data: message.data, after: Date.now() - started });
    };
    socket.on('message', listener);
  });

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  superAdmin = await signIn(server.app, 'super_admin@netfleet.test');
  admin = await signIn(server.app, 'admin@netfleet.test');
  const [adminRow] = await server.db
    .select({ path: companies.path })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, 'admin@netfleet.test'));
  const rows = await server.db
    .select({ id: devices.id, path: companies.path })
    .from(devices)
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .orderBy(devices.id);
  const adminPath = adminRow?.path ?? '';
  inside = rows.find((row) => row.path.startsWith(adminPath))?.id ?? 0;
  outside = rows.find((row) => !row.path.startsWith(adminPath))?.id ?? 0;
  expect(inside).toBeGreaterThan(0);
  expect(outside).toBeGreaterThan(0);
  tokens[inside] = await issueToken(inside);
  tokens[outside] = await issueToken(outside);
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});
afterAll(() => server?.close());

describe('ingest authentication', () => {
  it('answers 401 without a token, with an unknown one, and with a revoked or replaced one', async () => {
    expect((await report(null, {})).statusCode).toBe(401);
    const unknown = await report('x'.repeat(43), {});
    expect(unknown.statusCode).toBe(401);
    expect(errorCode(unknown)).toBe('UNAUTHORIZED');
    expect(unknown.headers['www-authenticate']).toContain('Bearer');

    const id = outside;
    const old = tokens[id] ?? '';
    expect((await report(old, {})).statusCode).toBe(200);
    tokens[id] = await issueToken(id);
    expect((await report(old, {})).statusCode).toBe(401);
    expect((await report(tokens[id] ?? '', {})).statusCode).toBe(200);

    const revoked = await apiSend(server.app, 'DELETE', `/api/devices/${id}/ingest-token`, superAdmin);
    expect(revoked.statusCode).toBe(204);
    expect((await report(tokens[id] ?? '', {})).statusCode).toBe(401);
    expect((await deviceRow(id)).ingestTokenHash).toBeNull();
    tokens[id] = await issueToken(id);
  });

  it('lets token holders issue tokens only for devices of their scope, with update_devices', async () => {
    const foreign = await apiSend(server.app, 'POST', `/api/devices/${outside}/ingest-token`, admin);
    expect(foreign.statusCode).toBe(404);
    const readOnly = await signIn(server.app, 'read_only@netfleet.test');
    const refused = await apiSend(server.app, 'POST', `/api/devices/${inside}/ingest-token`, readOnly);
    expect(refused.statusCode).toBe(403);
  });

  it("writes only the token's own device", async () => {
    const before = await deviceRow(outside);
    const response = await report(tokens[inside] ?? '', { ip: '10.1.2.3' });
    expect(v.parse(IngestReportResponseSchema, response.json()).data.device_id).toBe(inside);
    expect((await deviceRow(inside)).ip).toBe('10.1.2.3');
    expect((await deviceRow(outside)).ip).toBe(before.ip);
  });

  it('throttles an address that sends wrong tokens (429 with Retry-After)', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < 20; i++)
      expect((await report(`wrong-token-${i}`.padEnd(20, 'x'), {}, address)).statusCode).toBe(401);
    const blocked = await report(tokens[inside] ?? '', {}, address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await report(tokens[inside] ?? '', {}, '10.9.9.10')).statusCode).toBe(200);
  });

  it('counts a batch of only unknown tokens per token, one that also holds a known token once', async () => {
    const batch = (items: string[], remoteAddress: string) =>
      server.app.inject({
        method: 'POST',
        url: '/ingest/v1/batch',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ reports: items.map((token) => ({ token, report: {} })) }),
        remoteAddress,
      });
    const unknown = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => `${prefix}-${i}`.padEnd(20, 'x'));
    // A gateway whose 30 devices were deleted keeps reporting for the one that is left.
    const gateway = '10.8.8.8';
    for (let round = 0; round < 3; round++) {
      const answer = await batch([tokens[inside] ?? '', ...unknown(30, `gone${round}`)], gateway);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().meta).toMatchObject({ accepted: 1, rejected: 30 });
    }
    expect((await report(tokens[inside] ?? '', {}, gateway)).statusCode).toBe(200);
    // 21 guesses in one batch of nothing but unknown tokens lock the address out.
    const guesser = '10.8.8.9';
    expect((await batch(unknown(21, 'guess'), guesser)).statusCode).toBe(200);
    expect((await report(tokens[inside] ?? '', {}, guesser)).statusCode).toBe(429);
  });
});

describe('ingest validation', () => {
  it('refuses malformed bodies with a 4xx naming the field', async () => {
    const token = tokens[inside] ?? '';
    const bad = await report(token, { modem: { signal: 'strong' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', source: 'modem.signal' });

    const notJson = await server.app.inject({
      method: 'POST',
      url: '/ingest/v1/report',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: '{"at":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().errors[0].code).toBe('VALIDATION_FAILED');

    const future = await report(token, { samples: [{ at: (clock.now() + 3_600_000) / 1000, signal: -70 }] });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors[0].source).toBe('samples.0.at');

    const emptyBatch = await server.app.inject({
      method: 'POST',
      url: '/ingest/v1/batch',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ reports: [] }),
    });
    expect(emptyBatch.statusCode).toBe(422);
  });
});

describe('ingest hostile input', () => {
  const send = (payload: string | Buffer, contentType = 'application/json', url = '/ingest/v1/report') =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': contentType, authorization: `Bearer ${tokens[inside]}` },
      payload,
    });

  it('answers 4xx, never 500, and stores nothing', async () => {
    const before = await deviceRow(inside);
    const cases: [string | Buffer, string, number][] = [
      [JSON.stringify({ firmware: 'RUT\u0000X' }), 'application/json', 422],
      [`${'['.repeat(100)}${']'.repeat(100)}`, 'application/json', 422],
      ['firmware=x', 'application/x-www-form-urlencoded', 415],
      [JSON.stringify({ samples: Array.from({ length: 1001 }, () => ({ at: 0 })) }), 'application/json', 422],
      [JSON.stringify({ events: [{ kind: 'x', data: { nested: { deep: 1 } } }] }), 'application/json', 422],
      [JSON.stringify({ io: { 'bad pin': true } }), 'application/json', 422],
      [JSON.stringify({ modem: { signal: 1e308 } }), 'application/json', 422],
      [JSON.stringify([1, 2]), 'application/json', 422],
      [Buffer.alloc(17 * 1024 * 1024, 32), 'application/json', 413],
    ];
    for (const [payload, contentType, status] of cases) {
      const response = await send(payload, contentType);
      expect(response.statusCode, response.body.slice(0, 200)).toBe(status);
      expect(response.json().errors[0].code).toBeTypeOf('string');
    }
    expect((await deviceRow(inside)).firmware).toBe(before.firmware);
    expect((await send('{}', 'application/json', '/ingest/v1/nothing')).statusCode).toBe(404);
  });
});

describe('ingest storage', () => {
  it('stores each kind of data and the newest values on the device row', async () => {
    const id = inside;
    const now = clock.now();
    const at = (msAgo: number) => new Date(now - msAgo).toISOString();
    const response = await report(tokens[id] ?? '', {
      firmware: 'RUTX_R_00.07.09.2',
      ip: '10.20.30.40',
      modem: {
        operator: 'Telia',
        technology: 'LTE',
        signal: -67,
        rsrp: -95,
        iccid: '89370001234567890123',
        sim_slot: 1,
        imei: '356789012345678',
      },
      samples: [
        { at: at(120_000), signal: -70, temperature: 44.5, cpu_load: 0.2, memory_used: 0.5 },
        { at: at(60_000), signal: -69, temperature: 45 },
      ],
      data_usage: [
        { sim_slot: 1, rx_bytes: 1000, tx_bytes: 200 },
        { sim_slot: 1, rx_bytes: 10, tx_bytes: 2 },
      ],
      positions: [
        { at: at(30_000), latitude: 54.68, longitude: 25.27, speed: 40, satellites: 9 },
        { at: at(10_000), latitude: 54.69, longitude: 25.28, speed: 42 },
      ],
      io: { din1: true, dout1: false },
      events: [{ kind: 'connection', message: 'Mobile connected', data: { apn: 'internet' } }],
    });
    expect(response.statusCode).toBe(200);

    const row = await deviceRow(id);
    expect(row).toMatchObject({
      status: 1,
      firmware: 'RUTX_R_00.07.09.2',
      firmwareOrder: 70902,
      ip: '10.20.30.40',
      operator: 'Telia',
      technology: 'LTE',
      signal: -67,
      iccid: '89370001234567890123',
      simSlot: 1,
      imei: '356789012345678',
      latitude: 54.69,
      longitude: 25.28,
      locationSource: 'gps',
      io: { din1: true, dout1: false },
    });
    expect(row.lastSeenAt?.getTime()).toBe(now);
    expect(row.dataMonth).toBe(`${new Date(now).toISOString().slice(0, 7)}-01`);
    const usedBefore = row.dataUsedBytes;

    const samples = await server.db.select().from(deviceSamples).where(eq(deviceSamples.deviceId, id));
    // The two samples and the modem's reading at the report's time.
    expect(samples).toHaveLength(3);
    expect(samples.find((sample) => sample.at.getTime() === now)).toMatchObject({ signal: -67, rsrp: -95 });
    const positions = await server.db.select().from(devicePositions).where(eq(devicePositions.deviceId, id));
    expect(positions).toHaveLength(2);
    const usage = await server.db.select().from(deviceDataUsage).where(eq(deviceDataUsage.deviceId, id));
    expect(usage).toEqual([
      {
        deviceId: id,
        day: new Date(now).toISOString().slice(0, 10),
        simSlot: 1,
        rxBytes: 1010,
        txBytes: 202,
      },
    ]);
    const events = await server.db
      .select()
      .from(deviceEvents)
      .where(and(eq(deviceEvents.deviceId, id), eq(deviceEvents.kind, 'connection')));
    expect(events[0]).toMatchObject({ message: 'Mobile connected', data: { apn: 'internet' } });

    // Usage deltas add up; a resent sample changes nothing; I/O pins merge.
    await report(tokens[id] ?? '', {
      data_usage: [{ sim_slot: 1, rx_bytes: 5, tx_bytes: 5 }],
      samples: [{ at: at(60_000), signal: -50 }],
      io: { din2: true },
    });
    const after = await deviceRow(id);
    expect(after.dataUsedBytes).toBe(usedBefore + 10);
    expect(after.io).toEqual({ din1: true, dout1: false, din2: true });
    const again = await server.db.select().from(deviceSamples).where(eq(deviceSamples.deviceId, id));
    expect(again).toHaveLength(3);
  });

  it('logs a reboot when the reported uptime is shorter than the time since the previous report', async () => {
    const id = outside;
    const rebootsOf = async () =>
      (
        await server.db
          .select()
          .from(deviceEvents)
          .where(and(eq(deviceEvents.deviceId, id), eq(deviceEvents.kind, 'reboot')))
      ).length;
    await report(tokens[id] ?? '', { uptime_s: 5000 });
    clock.advance(60_000);
    await report(tokens[id] ?? '', { uptime_s: 5060 });
    expect(await rebootsOf()).toBe(0);
    clock.advance(60_000);
    await report(tokens[id] ?? '', { uptime_s: 20 });
    expect(await rebootsOf()).toBe(1);
  });

  it('takes a batch of many devices, each by its own token, and answers item by item', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/ingest/v1/batch',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        reports: [
          { token: tokens[inside], report: { modem: { operator: 'Bite' } } },
          { token: 'y'.repeat(43), report: { modem: { operator: 'Nobody' } } },
          { token: tokens[outside], report: { modem: { operator: 'Tele2' } } },
          { token: tokens[outside], report: { at: (clock.now() + 3_600_000) / 1000, ip: '10.6.6.6' } },
        ],
      }),
    });
    expect(response.statusCode).toBe(200);
    const body = v.parse(IngestBatchResponseSchema, response.json());
    expect(body.meta).toEqual({ accepted: 2, rejected: 2 });
    expect(body.data.map((item) => (item.ok ? 'ok' : item.error))).toEqual([
      'ok',
      'unauthorized',
      'ok',
      'clock_ahead',
    ]);
    expect((await deviceRow(outside)).ip).not.toBe('10.6.6.6');
    expect((await deviceRow(inside)).operator).toBe('Bite');
    expect((await deviceRow(outside)).operator).toBe('Tele2');
  });

  it('rolls raw samples up hourly and deletes what is past its retention, idempotently', async () => {
    const id = outside;
    const now = clock.now();
    const hour = Math.floor(now / 3_600_000) * 3_600_000;
    // Two samples in the hour before the current one; one eight days old.
    await server.db.insert(deviceSamples).values([
      { deviceId: id, at: new Date(hour - 3_000_000), signal: -80, temperature: 40 },
      { deviceId: id, at: new Date(hour - 1_000_000), signal: -60, temperature: 50 },
      { deviceId: id, at: new Date(now - 8 * 86_400_000), signal: -90 },
    ]);
    await server.db
      .insert(deviceEvents)
      .values({ deviceId: id, at: new Date(now - 400 * 86_400_000), kind: 'old' });
    await server.telemetry.maintain();
    await server.telemetry.maintain();
    const hourly = await server.db
      .select()
      .from(deviceSamplesHourly)
      .where(eq(deviceSamplesHourly.deviceId, id));
    const previous = hourly.find((row) => row.hour.getTime() === hour - 3_600_000);
    expect(previous).toMatchObject({
      samples: 2,
      signalAvg: -70,
      signalMin: -80,
      signalMax: -60,
      temperatureMax: 50,
    });
    const raw = await server.db.select().from(deviceSamples).where(eq(deviceSamples.deviceId, id));
    expect(raw.some((row) => row.at.getTime() < now - 7 * 86_400_000)).toBe(false);
    expect(raw.length).toBeGreaterThanOrEqual(2);
    const old = await server.db
      .select()
      .from(deviceEvents)
      .where(and(eq(deviceEvents.deviceId, id), eq(deviceEvents.kind, 'old')));
    expect(old).toHaveLength(0);
  });
});

describe('live status', () => {
  it('pushes status within 1 s of a report to a socket of the scope, and refuses one outside it', async () => {
    const socket = await openSocket(admin);
    const channel = `private-device.${inside}`;
    expect(await subscribe(socket, channel)).toEqual({ ok: true });
    expect(await subscribe(socket, `private-device.${outside}`)).toMatchObject({ error: { status: 403 } });
    expect(await subscribe(socket, 'private-device.999999999')).toMatchObject({ error: { status: 403 } });

    await server.db.update(devices).set({ status: 0 }).where(eq(devices.id, inside));
    const status = nextMessage(socket, channel, 'status');
    const telemetry = nextMessage(socket, channel, 'telemetry');
    const sent = Date.now();
    expect((await report(tokens[inside] ?? '', { modem: { signal: -55 } })).statusCode).toBe(200);
    const pushed = await status;
    expect(pushed.data).toMatchObject({ id: inside, status: 1 });
    expect(Date.now() - sent).toBeLessThan(1000);
    expect((await telemetry).data).toMatchObject({ id: inside, signal: -55 });

    // The device says it is going away: offline at once.
    const offline = nextMessage(socket, channel, 'status');
    await report(tokens[inside] ?? '', { status: 'offline' });
    expect((await offline).data).toMatchObject({ id: inside, status: 0 });
    expect((await deviceRow(inside)).status).toBe(0);
  });

  it('turns a silent device offline with an event and a push', async () => {
    await report(tokens[inside] ?? '', {});
    expect((await deviceRow(inside)).status).toBe(1);
    const socket = await openSocket(superAdmin);
    const channel = `private-device.${inside}`;
    expect(await subscribe(socket, channel)).toEqual({ ok: true });
    // Silent for a day, but the server has not listened for a grace period yet: not blamed.
    await server.db
      .update(devices)
      .set({ status: 1, lastSeenAt: new Date(clock.now() - 86_400_000) })
      .where(eq(devices.id, outside));
    expect(await server.telemetry.detectOffline()).toEqual([]);
    clock.advance(301_000);
    const pushed = nextMessage(socket, channel, 'status');
    const logged = nextMessage(socket, channel, 'event');
    expect(await server.telemetry.detectOffline()).toEqual(expect.arrayContaining([inside, outside]));
    expect((await pushed).data).toMatchObject({ id: inside, status: 0 });
    expect((await logged).data).toMatchObject({ kind: 'status', user: null, data: { status: 0 } });
    expect((await deviceRow(inside)).status).toBe(0);
    const events = await server.db
      .select()
      .from(deviceEvents)
      .where(and(eq(deviceEvents.deviceId, inside), eq(deviceEvents.kind, 'status')));
    expect(events.at(-1)?.message).toContain('Offline');
    // Idempotent: nothing more to do.
    expect(await server.telemetry.detectOffline()).toEqual([]);
  });

  it('answers a page of subscriptions sent at once, each by its own device', async () => {
    const [adminRow] = await server.db
      .select({ path: companies.path })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.email, 'admin@netfleet.test'));
    const rows = await server.db
      .select({ id: devices.id, path: companies.path })
      .from(devices)
      .innerJoin(companies, eq(companies.id, devices.companyId));
    const socket = await openSocket(admin);
    const started = Date.now();
    const answers = await Promise.all(rows.map((row) => subscribe(socket, `private-device.${row.id}`)));
    expect(Date.now() - started).toBeLessThan(2000);
    rows.forEach((row, index) => {
      const allowed = row.path.startsWith(adminRow?.path ?? '-');
      expect(answers[index], `device ${row.id}`).toEqual(
        allowed ? { ok: true } : expect.objectContaining({ error: expect.objectContaining({ status: 403 }) }),
      );
    });
    expect(new Set(rows.map((row) => row.path.startsWith(adminRow?.path ?? '-'))).size).toBe(2);
  });

  it("lets only the job's owner read a bulk channel", async () => {
    const [owner] = await server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'super_admin@netfleet.test'));
    const [job] = await server.db
      .insert(bulkJobs)
      .values({ userId: owner?.id ?? 0, action: 'reboot', channel: `private-bulk.test-${Date.now()}` })
      .returning({ id: bulkJobs.id });
    const channel = `private-bulk.${job?.id}`;
    expect(await subscribe(await openSocket(superAdmin), channel)).toEqual({ ok: true });
    expect(await subscribe(await openSocket(admin), channel)).toMatchObject({ error: { status: 403 } });
  });
});

describe('device commands', () => {
  it('hands queued commands out in the answer and records the result of a later report', async () => {
    const [command] = await server.db
      .insert(deviceCommands)
      .values({ deviceId: inside, kind: 'reboot' })
      .returning({ id: deviceCommands.id });
    const id = command?.id ?? 0;
    const first = v.parse(IngestReportResponseSchema, (await report(tokens[inside] ?? '', {})).json());
    expect(first.data.commands).toEqual([{ id, kind: 'reboot', params: {} }]);
    const second = v.parse(IngestReportResponseSchema, (await report(tokens[inside] ?? '', {})).json());
    expect(second.data.commands).toEqual([]);

    // Another device cannot answer for it.
    await report(tokens[outside] ?? '', { command_results: [{ id, ok: true }] });
    expect((await server.db.select().from(deviceCommands).where(eq(deviceCommands.id, id)))[0]?.state).toBe(
      1,
    );

    await report(tokens[inside] ?? '', { command_results: [{ id, ok: false, error: 'No space left' }] });
    const [row] = await server.db.select().from(deviceCommands).where(eq(deviceCommands.id, id));
    expect(row).toMatchObject({ state: 3, error: 'No space left' });
  });
});
