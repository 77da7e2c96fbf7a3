import { DeviceSchema } from '@netfleet/contracts';
import { modelFacts } from '@netfleet/device-capabilities';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, signIn } from '../../test/support/signIn.js';
import { startTestServer } from '../../test/support/testServer.js';
import { deviceCommands, deviceEvents, devicePositions, deviceSamples, devices } from '../db/schema.js';
import type { NetfleetServer } from '../index.js';
import { demoIngestToken, hashIngestToken } from '../seed/demoIngestToken.js';
import { loadDemoFleet } from './loadDemoFleet.js';
import { runSimulator, type Simulator } from './runSimulator.js';

let server: NetfleetServer;
let baseUrl: string;
let simulator: Simulator | undefined;
/** The devices driven: one with GPS and a modem, one with a modem only, one without either. */
const picked: { id: number; serial: string; gps: boolean; mobile: boolean; ports: number }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const rows = await server.db
    .select({ id: devices.id, serial: devices.serial, model: devices.model })
    .from(devices)
    .orderBy(asc(devices.id));
  const kinds = [
    (gps: boolean, mobile: boolean) => gps && mobile,
    (gps: boolean, mobile: boolean) => !gps && mobile,
    (_gps: boolean, mobile: boolean) => !mobile,
  ];
  for (const wanted of kinds) {
    const row = rows.find((r) => {
      const facts = modelFacts(r.model);
      return facts !== undefined && wanted(facts.gps, facts.mobile);
    });
    if (!row) throw new Error('the test fleet lacks a kind of device');
    const facts = modelFacts(row.model);
    picked.push({
      id: row.id,
      serial: row.serial,
      gps: facts?.gps === true,
      mobile: facts?.mobile === true,
      ports: facts?.ports ?? 0,
    });
  }
  // Demo devices (whatever the seed gave them): the demo token, and online so they report.
  for (const device of picked) {
    await server.db
      .update(devices)
      .set({ ingestTokenHash: hashIngestToken(demoIngestToken(device.serial)), status: 1 })
      .where(eq(devices.id, device.id));
  }
});

afterAll(async () => {
  await simulator?.stop();
  await server?.close();
});

const countOf = async (table: typeof deviceSamples | typeof devicePositions, deviceId: number) => {
  const [row] = await server.db.select({ n: count() }).from(table).where(eq(table.deviceId, deviceId));
  return row?.n ?? 0;
};

/** Polls `check` until it holds or `ms` pass. */
async function eventually(check: () => Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the simulator against the real server', () => {
  it('drives demo devices through the ingest API: samples, positions, modem values, status and the device page state land, and a reboot and a port scan run', async () => {
    const serials = new Set(picked.map((device) => device.serial));
    const fleet = (await loadDemoFleet(server.db, 100_000)).filter((device) => serials.has(device.serial));
    expect(fleet.map((device) => device.serial).sort()).toEqual([...serials].sort());

    const rebooted = picked[0]?.id ?? 0;
    const [command] = await server.db
      .insert(deviceCommands)
      .values({ deviceId: rebooted, kind: 'reboot' })
      .returning({ id: deviceCommands.id });
    // A port scan on the device with ports, answered with the ports in the same report.
    const scanned = picked.find((device) => device.ports > 0)?.id ?? 0;
    const [scan] = await server.db
      .insert(deviceCommands)
      .values({ deviceId: scanned, kind: 'port_scan' })
      .returning({ id: deviceCommands.id });

    simulator = runSimulator({
      url: baseUrl,
      fleet,
      seed: 7,
      intervalMs: 400,
      flapChance: 0,
      commandTimeScale: 0.01,
      tickMs: 50,
      summaryEveryMs: 0,
    });
    await eventually(async () => {
      const done = await server.db
        .select({ state: deviceCommands.state })
        .from(deviceCommands)
        .where(inArray(deviceCommands.id, [command?.id ?? 0, scan?.id ?? 0]));
      return done.length === 2 && done.every((row) => row.state === 2);
    }, 10_000);
    // Every device twice at least (a loaded machine may hold a batch back a while). The server
    // stores a report before the simulator reads its answer: its count can trail the rows.
    await eventually(async () => {
      for (const device of picked) if ((await countOf(deviceSamples, device.id)) < 2) return false;
      return (simulator?.stats().accepted ?? 0) >= 6;
    }, 10_000);
    expect(simulator.stats().accepted).toBeGreaterThanOrEqual(6);
    expect(simulator.stats().rejected).toBe(0);

    const rows = await server.db
      .select()
      .from(devices)
      .where(
        inArray(
          devices.id,
          picked.map((device) => device.id),
        ),
      );
    for (const device of picked) {
      const row = rows.find((r) => r.id === device.id);
      expect(row?.status).toBe(1);
      expect(Date.now() - (row?.lastSeenAt?.getTime() ?? 0)).toBeLessThan(5_000);
      expect(await countOf(deviceSamples, device.id)).toBeGreaterThanOrEqual(2);
      expect((await countOf(devicePositions, device.id)) > 0).toBe(device.gps);
      // The device page's state: the model's ports, interfaces, uptime and the connect's result.
      expect(Array.isArray(row?.ports) ? row.ports.length : 0).toBe(device.ports);
      expect(Array.isArray(row?.network) && row.network.length > 0).toBe(true);
      expect(row?.uptimeS).toBeTypeOf('number');
      expect(row?.connectionCode).toBeTypeOf('number');
      if (device.mobile) {
        expect(row?.operator).toBeTruthy();
        expect(row?.signal).toBeLessThan(-50);
        expect(row?.dataUsedBytes).toBeGreaterThan(0);
      } else {
        expect(row?.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
      }
    }
    const [gpsRow] = rows.filter((r) => r.id === picked[0]?.id);
    expect(gpsRow?.latitude).toBeTypeOf('number');
    expect(rows.find((r) => r.id === scanned)?.portsScannedAt).toBeInstanceOf(Date);
    const reboots = await server.db
      .select({ message: deviceEvents.message })
      .from(deviceEvents)
      .where(and(eq(deviceEvents.deviceId, rebooted), eq(deviceEvents.kind, 'command')));
    expect(reboots.map((event) => event.message)).toContain('Rebooted on request from Netfleet');

    // And as the console sees them.
    const session = await signIn(server.app, 'super_admin@netfleet.test');
    for (const device of picked) {
      const response = await apiGet(server.app, `/api/devices/${device.id}`, session);
      expect(response.statusCode).toBe(200);
      const { data } = v.parse(v.object({ data: DeviceSchema }), response.json());
      expect(data.status).toBe(1);
      expect(data.operator !== null).toBe(device.mobile);
      if (device.gps) expect(data.location_source).toBe('gps');
    }
  });
});
