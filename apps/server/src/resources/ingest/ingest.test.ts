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

describe('ingest refuses what the database cannot store, naming the field', () => {
  const send = (payload: string, url = '/ingest/v1/report') =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[inside]}` },
      payload,
    });
  const batchOf = (...reports: unknown[]) =>
    server.app.inject({
      method: 'POST',
      url: '/ingest/v1/batch',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ reports }),
    });
  const YEAR_ZERO = '0000-01-01T00:00:00Z';
  const CLOCK_BEHIND = 'The time is before 2000-01-01: set the device clock (NTP).';

  it('answers 422 on a time before 2000 (year 0000 included), wherever the report carries it', async () => {
    const before = await deviceRow(inside);
    const cases: [unknown, string][] = [
      [{ samples: [{ at: YEAR_ZERO, temperature: 20 }] }, 'samples.0.at'],
      [{ positions: [{ at: YEAR_ZERO, latitude: 1, longitude: 1 }] }, 'positions.0.at'],
      [{ events: [{ at: YEAR_ZERO, kind: 'reboot' }] }, 'events.0.at'],
      [{ data_usage: [{ at: YEAR_ZERO, sim_slot: 1, rx_bytes: 1, tx_bytes: 1 }] }, 'data_usage.0.at'],
      [{ at: YEAR_ZERO, modem: { signal: -70 } }, 'at'],
      [{ at: YEAR_ZERO, connection_code: 12 }, 'at'],
      // Unix seconds 0: a router that booted without a clock and has not reached NTP yet.
      [
        {
          samples: [
            { at: clock.now() / 1000, signal: -70 },
            { at: 0, signal: -71 },
          ],
        },
        'samples.1.at',
      ],
      [{ at: '1999-12-31T23:59:59Z', ip: '10.0.0.9' }, 'at'],
    ];
    for (const [body, source] of cases) {
      const response = await send(JSON.stringify(body));
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors).toEqual([{ code: 'VALIDATION_FAILED', message: CLOCK_BEHIND, source }]);
    }
    const after = await deviceRow(inside);
    expect(after.ip).toBe(before.ip);
    expect(after.connectionCode).toBe(before.connectionCode);
    expect((await send(JSON.stringify({ at: '2000-01-01T00:00:00Z' }))).statusCode).toBe(200);
  });

  it('fails only the batch item whose time is before 2000, and stores the others', async () => {
    const response = await batchOf(
      { token: tokens[outside], report: { ip: '10.7.7.7' } },
      { token: tokens[inside], report: { ip: '10.7.7.8', samples: [{ at: YEAR_ZERO, temperature: 1 }] } },
    );
    expect(response.statusCode).toBe(200);
    expect(v.parse(IngestBatchResponseSchema, response.json())).toEqual({
      data: [
        { ok: true, device_id: outside, commands: [] },
        { ok: false, error: 'clock_behind', source: 'samples.0.at' },
      ],
      meta: { accepted: 1, rejected: 1 },
    });
    expect((await deviceRow(outside)).ip).toBe('10.7.7.7');
    expect((await deviceRow(inside)).ip).not.toBe('10.7.7.8');
  });

  it('fails only the batch item whose report breaks the schema, saying where and why, and stores the others', async () => {
    const response = await batchOf(
      { token: tokens[outside], report: { ip: '10.7.7.9' } },
      { token: tokens[inside], report: { ip: '10.7.7.10', modem: { signal: 20 } } },
      { token: tokens[inside], report: { events: [{ kind: 'moved', message: 'Moved to Evil Corp' }] } },
      // An unknown token is unauthorized, whatever its report holds.
      { token: 'not-a-token-of-anyone', report: { modem: { signal: 20 } } },
    );
    expect(response.statusCode).toBe(200);
    const answer = v.parse(IngestBatchResponseSchema, response.json());
    expect(answer.data[0]).toEqual({ ok: true, device_id: outside, commands: [] });
    expect(answer.data[1]).toMatchObject({ ok: false, error: 'invalid', source: 'modem.signal' });
    expect(answer.data[1]?.ok === false && answer.data[1].message).toMatch(/signal/);
    expect(answer.data[2]).toMatchObject({ ok: false, error: 'invalid', source: 'events.0.kind' });
    expect(answer.data[2]?.ok === false && answer.data[2].message).toMatch(
      /^kind moved is written for what a user did/,
    );
    expect(answer.data[3]).toEqual({ ok: false, error: 'unauthorized' });
    expect(answer.meta).toEqual({ accepted: 1, rejected: 3 });
    expect((await deviceRow(outside)).ip).toBe('10.7.7.9');
    expect((await deviceRow(inside)).ip).not.toBe('10.7.7.10');
  });

  it('answers 422 on a lone UTF-16 surrogate in any text, with the path of the value', async () => {
    const before = await deviceRow(inside);
    const cases: [string, string][] = [
      ['{"firmware":"RUT\\ud800"}', 'firmware'],
      ['{"modem":{"operator":"\\ud800"}}', 'modem.operator'],
      ['{"events":[{"kind":"x","message":"\\udc00 alone"}]}', 'events.0.message'],
      ['{"events":[{"kind":"x","data":{"note":"\\ud800"}}]}', 'events.0.data.note'],
      ['{"events":[{"kind":"x","data":{"\\ud800":1}}]}', 'events.0.data'],
      ['{"ports":[{"name":"\\ud800","link":true}]}', 'ports.0.name'],
    ];
    for (const [payload, source] of cases) {
      const response = await send(payload);
      expect(response.statusCode, payload).toBe(422);
      expect(response.json().errors).toEqual([
        {
          code: 'VALIDATION_FAILED',
          message: `${source} must be Unicode text: it holds half of a UTF-16 surrogate pair (\\ud800 to \\udfff) without the other half.`,
          source,
        },
      ]);
    }
    expect((await deviceRow(inside)).firmware).toBe(before.firmware);
    // A pair, escaped or not, is a character like any other.
    expect((await send('{"modem":{"operator":"Tele\\ud83d\\ude00 😀"}}')).statusCode).toBe(200);
    expect((await deviceRow(inside)).operator).toBe('Tele😀 😀');

    const batch = await send(
      JSON.stringify({ reports: [{ token: tokens[outside], report: {} }] }).replace('{}', '{"ip":"\\udfff"}'),
      '/ingest/v1/batch',
    );
    expect(batch.statusCode).toBe(422);
    expect(batch.json().errors[0].source).toBe('reports.0.report.ip');
  });

  it("refuses the event kinds of a user's action, listing what a device may send", async () => {
    const logged = async () =>
      (await server.db.select().from(deviceEvents).where(eq(deviceEvents.deviceId, inside))).length;
    const count = await logged();
    const response = await report(tokens[inside] ?? '', {
      events: [
        { kind: 'reboot', message: 'Watchdog' },
        { kind: 'moved', message: 'Moved to Evil Corp', data: { to: 'Evil Corp' } },
        { kind: 'action', message: 'Deleted', data: { action: 'delete', job_id: 1 } },
        { kind: 'renamed', data: { from: 'a', to: 'b' } },
      ],
    });
    expect(response.statusCode).toBe(422);
    const allowed =
      'a device may send status, connection, io, reboot, firmware, sim_switch, port_scan, esim or a lower-case word of its own';
    expect(response.json().errors).toEqual([
      {
        code: 'VALIDATION_FAILED',
        message: `kind moved is written for what a user did; ${allowed}`,
        source: 'events.1.kind',
      },
      {
        code: 'VALIDATION_FAILED',
        message: `kind action is written for what a user did; ${allowed}`,
        source: 'events.2.kind',
      },
      {
        code: 'VALIDATION_FAILED',
        message: `kind renamed is written for what a user did; ${allowed}`,
        source: 'events.3.kind',
      },
    ]);
    expect(await logged()).toBe(count);
    // A kind of the device's own is still welcome.
    expect((await report(tokens[inside] ?? '', { events: [{ kind: 'gps_lost' }] })).statusCode).toBe(200);
    expect(await logged()).toBe(count + 1);
  });

  it('answers 415 to a body that is not JSON, and takes a POST without a body as a heartbeat', async () => {
    const post = (headers: Record<string, string>, payload?: string) =>
      server.app.inject({
        method: 'POST',
        url: '/ingest/v1/report',
        headers: { authorization: `Bearer ${tokens[inside]}`, ...headers },
        ...(payload === undefined ? {} : { payload }),
      });
    const refused = [
      post({ 'content-type': 'text/plain' }, '{}'),
      post({ 'content-type': 'text/plain; charset=utf-8' }, '{"ip":"10.0.0.1"}'),
      post({ 'content-type': 'application/xml' }, '<report/>'),
      post({}, '{}'),
    ];
    for (const response of await Promise.all(refused)) {
      expect(response.statusCode, response.body).toBe(415);
      expect(response.json().errors).toEqual([
        {
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Send the report as JSON, with "Content-Type: application/json".',
          source: 'Content-Type',
        },
      ]);
    }
    const heartbeat = await post({});
    expect(heartbeat.statusCode, heartbeat.body).toBe(200);
    expect(heartbeat.json().data.device_id).toBe(inside);
    expect((await post({ 'content-type': 'application/json; charset=utf-8' }, '{}')).statusCode).toBe(200);
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
