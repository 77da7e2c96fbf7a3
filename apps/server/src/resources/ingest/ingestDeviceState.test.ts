import {
  DeviceDetailChangedEventSchema,
  DeviceEventSchema,
  DeviceTelemetryEventSchema,
  IngestTokenResponseSchema,
  MAX_PORTS,
} from '@netfleet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, subscribe } from '../../../test/support/connectSocket.js';
import { deviceRow as storedRow } from '../../../test/support/deviceRow.js';
import { apiSend, signIn, type TestSession } from '../../../test/support/signIn.js';
import { createTestClock, startTestServer } from '../../../test/support/testServer.js';
import { deviceCommands, deviceEvents, devices } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

// The device page's state in the ingest report (ports, interfaces, L2TP, eSIM, connection
// code, uptime) and what the device's channel says about it (`event`, `detail`, telemetry's
// `sample` and `io`).

const clock = createTestClock();
let server: NetfleetServer;
let baseUrl: string;
let superAdmin: TestSession;
let deviceId: number;
let token: string;
const opened: Socket[] = [];

interface Message {
  event: string;
  data: unknown;
}

const report = (body: unknown) =>
  server.app.inject({
    method: 'POST',
    url: '/ingest/v1/report',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify(body),
  });

const deviceRow = () => storedRow(server, deviceId);

const eventsOf = (kind: string) =>
  server.db
    .select()
    .from(deviceEvents)
    .where(and(eq(deviceEvents.deviceId, deviceId), eq(deviceEvents.kind, kind)))
    .orderBy(deviceEvents.id);

/** A socket on the device's channel, with every message it got, in order. */
async function watchDevice(): Promise<{ messages: Message[]; settle: () => Promise<void> }> {
  const result = await connectSocket(baseUrl, { session: superAdmin });
  if (!result.ok) throw new Error(`socket refused: ${result.message}`);
  opened.push(result.socket);
  const channel = `private-device.${deviceId}`;
  expect(await subscribe(result.socket, channel)).toEqual({ ok: true });
  const messages: Message[] = [];
  result.socket.on('message', (message: { channel: string; event: string; data: unknown }) => {
    if (message.channel === channel) messages.push({ event: message.event, data: message.data });
  });
  /** Waits until the telemetry of the latest report arrived (pushed last, so everything before it is here). */
  const settle = async () => {
    const expected = messages.filter((message) => message.event === 'telemetry').length + 1;
    const started = Date.now();
    while (messages.filter((message) => message.event === 'telemetry').length < expected) {
      if (Date.now() - started > 2000) throw new Error('no telemetry push within 2 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { messages, settle };
}

/** Sends a report, expects it stored, and waits for its pushes. */
async function send(watch: { settle: () => Promise<void> }, body: unknown) {
  const settled = watch.settle();
  const response = await report(body);
  expect(response.statusCode).toBe(200);
  await settled;
}

const of = (messages: Message[], event: string) => messages.filter((message) => message.event === event);

const PORTS = [
  { name: 'LAN1', link: true, speed_mbps: 1000, duplex: 'full' },
  { name: 'LAN2', link: false },
];
const NETWORK = [
  { name: 'mob1s1a1', kind: 'mobile', ip: '10.2.3.4', up: true, proto: 'qmi' },
  { name: 'lan', kind: 'lan', ip: '192.168.1.1', up: true },
];
const ESIM = [
  { iccid: '8947000000000000001', operator: 'Telia', name: 'Work', enabled: true },
  { iccid: '8947000000000000002', enabled: false },
];

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  superAdmin = await signIn(server.app, 'super_admin@netfleet.test');
  const [first] = await server.db.select({ id: devices.id }).from(devices).orderBy(devices.id).limit(1);
  deviceId = first?.id ?? 0;
  // A clean slate: no connection code, firmware or I/O yet.
  await server.db
    .update(devices)
    .set({ connectionCode: null, firmware: 'RUT9_R_00.07.06.10', io: null, ports: null, network: null })
    .where(eq(devices.id, deviceId));
  const issued = await apiSend(server.app, 'POST', `/api/devices/${deviceId}/ingest-token`, superAdmin);
  expect(issued.statusCode).toBe(200);
  token = v.parse(IngestTokenResponseSchema, issued.json()).data.token;
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});
afterAll(() => server?.close());

describe('the device state in a report', () => {
  it('stores ports, interfaces, L2TP summary, eSIM profiles, connection code and uptime, keeping what a report leaves out', async () => {
    const at = new Date(clock.now() - 5000).toISOString();
    const response = await report({
      at,
      uptime_s: 3600,
      ports: PORTS,
      network: NETWORK,
      l2tp_summary: 4,
      esim_profiles: ESIM,
      connection_code: 0,
    });
    expect(response.statusCode).toBe(200);
    const row = await deviceRow();
    expect(row).toMatchObject({ uptimeS: 3600, l2tpSummary: 4, connectionCode: 0 });
    expect(row.connectionAt?.toISOString()).toBe(at);
    // The stored lists are the parsed ones: optional fields filled with null.
    expect(row.ports).toEqual([PORTS[0], { name: 'LAN2', link: false, speed_mbps: null, duplex: null }]);
    expect(row.network).toEqual([NETWORK[0], { ...NETWORK[1], proto: null }]);
    expect(row.esimProfiles).toEqual([ESIM[0], { ...ESIM[1], operator: null, name: null }]);
    expect(row.portsScannedAt).toBeNull();

    // A heartbeat changes none of it; l2tp_summary 0 says "no L2TP instance".
    expect((await report({})).statusCode).toBe(200);
    expect(await deviceRow()).toMatchObject({ l2tpSummary: 4, uptimeS: 3600, connectionCode: 0 });
    expect((await report({ l2tp_summary: 0, ports: [] })).statusCode).toBe(200);
    expect(await deviceRow()).toMatchObject({ l2tpSummary: null, ports: [], network: row.network });
  });

  it('refuses malformed state with 422 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ l2tp_summary: 5 }, 'l2tp_summary'],
      [{ connection_code: -1 }, 'connection_code'],
      [{ ports: [{ name: 'LAN1', link: 'yes' }] }, 'ports'],
      [{ ports: Array.from({ length: MAX_PORTS + 1 }, (_, i) => ({ name: `P${i}`, link: true })) }, 'ports'],
      [{ network: [{ name: 'x', kind: 'modem', up: true }] }, 'network'],
      [{ esim_profiles: [{ iccid: '12', enabled: true }] }, 'esim_profiles'],
    ];
    for (const [body, field] of cases) {
      const response = await report(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.body).toContain(field);
    }
  });

  it('writes a connection event when the code changes, pushes it as event, and pushes detail on a state change only', async () => {
    await server.db.update(devices).set({ connectionCode: 0 }).where(eq(devices.id, deviceId));
    const watch = await watchDevice();
    const before = (await eventsOf('connection')).length;

    await send(watch, { connection_code: 0, ports: [], l2tp_summary: 0 });
    expect(await eventsOf('connection')).toHaveLength(before);
    expect(of(watch.messages, 'detail')).toHaveLength(0);
    expect(of(watch.messages, 'event')).toHaveLength(0);

    await send(watch, { connection_code: 15 });
    const written = await eventsOf('connection');
    expect(written).toHaveLength(before + 1);
    expect(written.at(-1)).toMatchObject({ data: { code: 15 }, userId: null });
    expect(written.at(-1)?.message).toContain('No active credit');
    const pushed = of(watch.messages, 'event').map((message) => v.parse(DeviceEventSchema, message.data));
    expect(pushed).toEqual([
      {
        id: written.at(-1)?.id,
        at: written.at(-1)?.at.toISOString(),
        kind: 'connection',
        message: written.at(-1)?.message,
        user: null,
        data: { code: 15 },
      },
    ]);
    expect(
      of(watch.messages, 'detail').map((message) => v.parse(DeviceDetailChangedEventSchema, message.data)),
    ).toEqual([{ id: deviceId }]);

    // Each of ports, interfaces, L2TP, eSIM and firmware is a change of its own.
    for (const body of [
      { ports: PORTS },
      { network: [NETWORK[0]] },
      { l2tp_summary: 1 },
      { esim_profiles: [ESIM[1]] },
      { firmware: 'RUT9_R_00.07.08' },
    ]) {
      const details = of(watch.messages, 'detail').length;
      await send(watch, body);
      expect(of(watch.messages, 'detail'), JSON.stringify(body)).toHaveLength(details + 1);
      // The same again is no change.
      await send(watch, body);
      expect(of(watch.messages, 'detail'), JSON.stringify(body)).toHaveLength(details + 1);
    }
  });

  it('writes a firmware event with from and to when the firmware changes', async () => {
    await server.db.update(devices).set({ firmware: 'RUT9_R_00.07.06.10' }).where(eq(devices.id, deviceId));
    expect((await report({ firmware: 'RUT9_R_00.07.08.2' })).statusCode).toBe(200);
    expect((await eventsOf('firmware')).at(-1)).toMatchObject({
      data: { from: 'RUT9_R_00.07.06.10', to: 'RUT9_R_00.07.08.2' },
    });
    const count = (await eventsOf('firmware')).length;
    expect((await report({ firmware: 'RUT9_R_00.07.08.2' })).statusCode).toBe(200);
    expect(await eventsOf('firmware')).toHaveLength(count);
    // A device that logs its own upgrade is not logged twice.
    const logged = { kind: 'firmware', message: 'Firmware upgraded to RUT9_R_00.07.09' };
    expect((await report({ firmware: 'RUT9_R_00.07.09', events: [logged] })).statusCode).toBe(200);
    expect((await eventsOf('firmware')).slice(count).map((row) => row.message)).toEqual([logged.message]);
  });

  it('sets ports_scanned_at when ports come with the result of a port_scan command', async () => {
    const [command] = await server.db
      .insert(deviceCommands)
      .values({ deviceId, kind: 'port_scan', state: 1 })
      .returning({ id: deviceCommands.id });
    const [reboot] = await server.db
      .insert(deviceCommands)
      .values({ deviceId, kind: 'reboot', state: 1 })
      .returning({ id: deviceCommands.id });
    await server.db.update(devices).set({ portsScannedAt: null }).where(eq(devices.id, deviceId));
    // Ports with another command's result are not a scan.
    expect((await report({ ports: PORTS, command_results: [{ id: reboot?.id, ok: true }] })).statusCode).toBe(
      200,
    );
    expect((await deviceRow()).portsScannedAt).toBeNull();
    const watch = await watchDevice();
    await send(watch, { ports: PORTS, command_results: [{ id: command?.id, ok: true }] });
    expect((await deviceRow()).portsScannedAt?.getTime()).toBe(clock.now());
    // The same ports, freshly scanned: the page refetches to show the scan's time.
    expect(of(watch.messages, 'detail')).toHaveLength(1);
  });
});

describe('live values', () => {
  it('carries the newest sample and the I/O on telemetry', async () => {
    const watch = await watchDevice();
    const newest = clock.now() - 1000;
    await send(watch, {
      samples: [
        { at: new Date(newest - 60_000).toISOString(), signal: -80, temperature: 40 },
        { at: new Date(newest).toISOString(), signal: -71, cpu_load: 0.25, memory_used: 0.5 },
      ],
      io: { din1: true, dout1: false },
    });
    const telemetry = v.parse(DeviceTelemetryEventSchema, of(watch.messages, 'telemetry').at(-1)?.data);
    expect(telemetry.sample).toEqual({
      at: new Date(newest).toISOString(),
      signal: -71,
      rsrp: null,
      rsrq: null,
      sinr: null,
      temperature: null,
      cpu_load: 0.25,
      memory_used: 0.5,
    });
    expect(telemetry.io).toEqual({ din1: true, dout1: false });

    await send(watch, {});
    const heartbeat = v.parse(DeviceTelemetryEventSchema, of(watch.messages, 'telemetry').at(-1)?.data);
    expect(heartbeat.sample).toBeNull();
    expect(heartbeat.io).toEqual({ din1: true, dout1: false });
  });

  it('writes an io event per changed pin of the io map, none for a new pin, none when the report logs its own', async () => {
    await server.db
      .update(devices)
      .set({ io: { din1: false, din2: false } })
      .where(eq(devices.id, deviceId));
    const before = (await eventsOf('io')).length;
    const watch = await watchDevice();
    const at = new Date(clock.now() - 2000).toISOString();
    await send(watch, { at, io: { din1: true, din2: false, dout9: true } });
    const written = (await eventsOf('io')).slice(before);
    expect(written.map((row) => ({ at: row.at.toISOString(), data: row.data }))).toEqual([
      { at, data: { pin: 'din1', value: true } },
    ]);
    expect(
      of(watch.messages, 'event').map((message) => v.parse(DeviceEventSchema, message.data).data),
    ).toEqual([{ pin: 'din1', value: true }]);
    expect(of(watch.messages, 'detail')).toHaveLength(1);

    // The device logs its own change (with its exact time): not logged twice.
    await send(watch, {
      io: { din2: true },
      events: [
        { kind: 'io', at: new Date(clock.now() - 1500).toISOString(), data: { pin: 'din2', value: true } },
      ],
    });
    expect((await eventsOf('io')).slice(before)).toHaveLength(2);
    expect((await deviceRow()).io).toEqual({ din1: true, din2: true, dout9: true });
  });
});
