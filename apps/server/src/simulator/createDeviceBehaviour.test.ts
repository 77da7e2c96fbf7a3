import { type IngestReportInput, IngestReportSchema } from '@netfleet/contracts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  type BehaviourOptions,
  createDeviceBehaviour,
  type DeviceBehaviour,
} from './createDeviceBehaviour.js';
import type { FleetDevice } from './fleetFile.js';
import { distanceKm } from './gpsTrack.js';

const T0 = Date.UTC(2026, 10, 23, 0, 0, 0);
const MINUTE = 60_000;
const OPTIONS: BehaviourOptions = { seed: 42, intervalMs: MINUTE, flapChance: 0 };

function fleetDevice(overrides: Partial<FleetDevice> = {}): FleetDevice {
  return {
    serial: '1100012345',
    name: 'Depot RUT955 0001',
    model: 'RUT955',
    firmware: 'RUT9XX_R_00.07.06.3',
    status: 1,
    ...overrides,
  };
}

/** Every report of `behaviour` from T0 until `until`, calling it exactly when it is due. */
function drive(behaviour: DeviceBehaviour, until: number): { at: number; report: IngestReportInput }[] {
  const out: { at: number; report: IngestReportInput }[] = [];
  while (behaviour.nextAt !== null && behaviour.nextAt <= until) {
    const at = behaviour.nextAt;
    const report = behaviour.report(at);
    if (report !== null) out.push({ at, report });
  }
  return out;
}

describe('createDeviceBehaviour', () => {
  it('is deterministic for a seed and differs with another seed', () => {
    const a = drive(createDeviceBehaviour(fleetDevice(), OPTIONS, T0), T0 + 30 * MINUTE);
    const b = drive(createDeviceBehaviour(fleetDevice(), OPTIONS, T0), T0 + 30 * MINUTE);
    const c = drive(createDeviceBehaviour(fleetDevice(), { ...OPTIONS, seed: 43 }, T0), T0 + 30 * MINUTE);
    expect(a.length).toBeGreaterThan(25);
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });

  it('reports every minute or so, each report valid for the ingest API, with readings in believable ranges', () => {
    const reports = drive(createDeviceBehaviour(fleetDevice(), OPTIONS, T0), T0 + 24 * 60 * MINUTE);
    expect(reports.length).toBeGreaterThan(1300);
    for (let i = 1; i < reports.length; i++) {
      const gap = (reports[i]?.at ?? 0) - (reports[i - 1]?.at ?? 0);
      expect(gap).toBeGreaterThanOrEqual(0.9 * MINUTE);
      expect(gap).toBeLessThanOrEqual(1.1 * MINUTE);
    }
    for (const { report } of reports) {
      expect(v.safeParse(IngestReportSchema, report).issues).toBeUndefined();
      const sample = report.samples?.[0];
      expect(sample?.signal).toBeGreaterThanOrEqual(-113);
      expect(sample?.signal).toBeLessThanOrEqual(-51);
      expect(sample?.rsrp).toBeGreaterThanOrEqual(-140);
      expect(sample?.rsrq).toBeGreaterThanOrEqual(-20);
      expect(sample?.rsrq).toBeLessThanOrEqual(-3);
      expect(sample?.sinr).toBeGreaterThanOrEqual(-10);
      expect(sample?.sinr).toBeLessThanOrEqual(30);
      expect(sample?.temperature).toBeGreaterThan(0);
      expect(sample?.temperature).toBeLessThan(95);
      expect(sample?.cpu_load).toBeGreaterThan(0);
      expect(sample?.cpu_load).toBeLessThanOrEqual(1);
      expect(sample?.memory_used).toBeGreaterThan(0);
      expect(sample?.memory_used).toBeLessThan(1);
      expect(report.modem?.operator).toBeTruthy();
      expect(report.modem?.iccid).toMatch(/^89\d{17}$/);
      expect(report.io).toHaveProperty('din1');
    }
    // A walk, not noise: consecutive readings stay close.
    const signals = reports.map(({ report }) => report.samples?.[0]?.signal ?? 0);
    const jumps = signals.slice(1).map((s, i) => Math.abs(s - (signals[i] ?? 0)));
    expect(Math.max(...jumps)).toBeLessThanOrEqual(10);
    expect(new Set(signals).size).toBeGreaterThan(5);
  });

  it('uses mobile data every day, more in the afternoon than at night', () => {
    const device = fleetDevice({ latitude: 54.69, longitude: 25.28 }); // Vilnius, UTC+2
    const reports = drive(createDeviceBehaviour(device, OPTIONS, T0), T0 + 3 * 24 * 60 * MINUTE);
    const byDay = [0, 0, 0];
    let night = 0;
    let afternoon = 0;
    for (const { at, report } of reports) {
      const bytes = (report.data_usage ?? []).reduce((sum, u) => sum + u.rx_bytes + u.tx_bytes, 0);
      const day = Math.floor((at - T0) / (24 * 60 * MINUTE));
      byDay[day] = (byDay[day] ?? 0) + bytes;
      const localHour = (new Date(at).getUTCHours() + 2) % 24;
      if (localHour >= 1 && localHour < 5) night += bytes;
      if (localHour >= 14 && localHour < 18) afternoon += bytes;
    }
    for (const total of byDay) expect(total).toBeGreaterThan(1_000_000);
    // Day to day the same habits: within a factor of two of each other.
    expect(Math.max(...byDay) / Math.min(...byDay)).toBeLessThan(2);
    expect(afternoon).toBeGreaterThan(5 * night);
  });

  it('moves a bus along its route at bus speed, a fix every 10 s', () => {
    const bus = createDeviceBehaviour(fleetDevice({ name: 'Bus RUT955 0007' }), OPTIONS, T0);
    const fixes = drive(bus, T0 + 30 * MINUTE).flatMap(({ report }) => report.positions ?? []);
    expect(fixes.length).toBeGreaterThan(150);
    const times = fixes.map((fix) => Number(fix.at));
    expect(new Set(times).size).toBe(times.length);
    let km = 0;
    for (let i = 1; i < fixes.length; i++) {
      const a = fixes[i - 1];
      const b = fixes[i];
      if (!a || !b) continue;
      expect(Number(b.at) - Number(a.at)).toBe(10);
      km += distanceKm([a.latitude, a.longitude], [b.latitude, b.longitude]);
      expect(b.heading).toBeGreaterThanOrEqual(0);
      expect(b.heading).toBeLessThan(360);
    }
    const hours = ((times.at(-1) ?? 0) - (times[0] ?? 0)) / 3600;
    expect(km / hours).toBeGreaterThan(10);
    expect(km / hours).toBeLessThan(30);
  });

  it('keeps a parked GPS device within metres of its place', () => {
    const parked = fleetDevice({ name: 'Depot RUT955 0003', latitude: 54.7, longitude: 25.3 });
    // A quarter of GPS devices that are neither a bus nor a tram are vehicles: pick a seed where this one is parked.
    const seed = [1, 2, 3, 4, 5, 6, 7, 8].find((s) => {
      const fixes = drive(createDeviceBehaviour(parked, { ...OPTIONS, seed: s }, T0), T0 + 5 * MINUTE);
      return fixes.every(({ report }) => report.positions?.length === 1);
    });
    expect(seed).toBeDefined();
    const reports = drive(
      createDeviceBehaviour(parked, { ...OPTIONS, seed: seed ?? 0 }, T0),
      T0 + 60 * MINUTE,
    );
    for (const { report } of reports) {
      const fix = report.positions?.[0];
      expect(distanceKm([54.7, 25.3], [fix?.latitude ?? 0, fix?.longitude ?? 0])).toBeLessThan(0.02);
      expect(fix?.speed).toBe(0);
    }
  });

  it('gives a switch without modem, GPS or I/O only health samples', () => {
    const reports = drive(
      createDeviceBehaviour(fleetDevice({ model: 'TSW202', firmware: 'TSW2_R_00.01.06.1' }), OPTIONS, T0),
      T0 + 10 * MINUTE,
    );
    expect(reports.length).toBeGreaterThan(5);
    for (const { report } of reports) {
      expect(report.modem).toBeUndefined();
      expect(report.data_usage).toBeUndefined();
      expect(report.positions).toBeUndefined();
      expect(report.io).toBeUndefined();
      expect(report.samples?.[0]?.signal).toBeUndefined();
      expect(report.samples?.[0]?.temperature).toBeTypeOf('number');
      expect(report.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    }
  });

  it('flips I/O inputs now and then, each change with an event', () => {
    const reports = drive(
      createDeviceBehaviour(fleetDevice({ model: 'TRB141', firmware: 'TRB1_R_00.07.19' }), OPTIONS, T0),
      T0 + 24 * 60 * MINUTE,
    );
    const events = reports.flatMap(({ report }) => (report.events ?? []).filter((e) => e.kind === 'io'));
    expect(events.length).toBeGreaterThan(3);
    let previous = reports[0]?.report.io;
    let changes = 0;
    for (const { report } of reports.slice(1)) {
      if (JSON.stringify(report.io) !== JSON.stringify(previous)) changes++;
      previous = report.io;
    }
    expect(changes).toBe(events.length);
  });

  it('keeps not-activated devices silent and most seeded-offline ones too', () => {
    expect(createDeviceBehaviour(fleetDevice({ status: 3 }), OPTIONS, T0).nextAt).toBeNull();
    let back = 0;
    for (let i = 0; i < 200; i++) {
      if (
        createDeviceBehaviour(fleetDevice({ serial: String(1_100_000_000 + i), status: 0 }), OPTIONS, T0)
          .nextAt !== null
      )
        back++;
    }
    expect(back).toBeGreaterThan(5);
    expect(back).toBeLessThan(50);
  });

  it('drops off the network for a while and comes back with an event', () => {
    const flappy = createDeviceBehaviour(fleetDevice(), { ...OPTIONS, flapChance: 1 }, T0);
    const due = flappy.nextAt ?? 0;
    expect(flappy.report(due)).toBeNull();
    expect(flappy.online).toBe(false);
    const back = flappy.nextAt ?? 0;
    expect(back - due).toBeGreaterThanOrEqual(6 * MINUTE);
    expect(back - due).toBeLessThanOrEqual(30 * MINUTE);
    expect(flappy.report(back - 1)).toBeNull();
    const report = flappy.report(back);
    expect(report?.events?.[0]?.kind).toBe('connection');
    expect(flappy.online).toBe(true);
  });

  it('reboots on command: silent for 20–60 s, then back with a reboot event, the result and a fresh uptime', () => {
    const device = createDeviceBehaviour(fleetDevice(), OPTIONS, T0);
    const first = device.nextAt ?? 0;
    expect(device.report(first)?.uptime_s).toBeGreaterThan(3600);
    device.receive([{ id: 7, kind: 'reboot', params: {} }], first + 100);
    expect(device.online).toBe(false);
    const back = device.nextAt ?? 0;
    expect(back - first - 100).toBeGreaterThanOrEqual(20_000);
    expect(back - first - 100).toBeLessThanOrEqual(60_000);
    const report = device.report(back);
    expect(report?.events?.map((e) => e.message)).toEqual(['Rebooted on request from Netfleet']);
    expect(report?.command_results).toEqual([{ id: 7, ok: true }]);
    expect(report?.uptime_s).toBeLessThan(60);
  });

  it('runs a firmware update: download, install, reboot, then the new firmware and the result', () => {
    const outcomes = { ok: 0, failed: 0 };
    for (let i = 0; i < 80; i++) {
      const device = createDeviceBehaviour(fleetDevice({ serial: String(1_100_000_000 + i) }), OPTIONS, T0);
      const first = device.nextAt ?? 0;
      device.report(first);
      device.receive([{ id: 9, kind: 'firmware_update', params: { firmware: '7.19.1' } }], first);
      const reports = drive(device, first + 10 * MINUTE);
      const messages = reports.flatMap(({ report }) => (report.events ?? []).map((e) => e.message));
      const result = reports.flatMap(({ report }) => report.command_results ?? [])[0];
      expect(messages[0]).toBe('Downloading RUT9XX_R_00.07.19.1');
      if (result?.ok) {
        outcomes.ok++;
        expect(messages).toContain('Firmware upgraded to RUT9XX_R_00.07.19.1');
        expect(reports[reports.length - 1]?.report.firmware).toBe('RUT9XX_R_00.07.19.1');
      } else {
        outcomes.failed++;
        expect(result?.error).toMatch(/Download|space/);
        expect(reports[reports.length - 1]?.report.firmware).toBe('RUT9XX_R_00.07.06.3');
      }
    }
    expect(outcomes.ok).toBeGreaterThan(60);
    expect(outcomes.failed).toBeGreaterThan(0);
  });

  it('takes the RutOS 7 image of its legacy build line (RUT9XX → RUT9), the newest the catalogue knows', () => {
    const device = createDeviceBehaviour(fleetDevice(), OPTIONS, T0);
    device.report(device.nextAt ?? 0);
    device.receive(
      [{ id: 11, kind: 'firmware_update', params: { firmware: 'RUT9_R_00.07.06.21' } }],
      device.nextAt ?? 0,
    );
    const messages = drive(device, T0 + 2 * MINUTE).flatMap(({ report }) =>
      (report.events ?? []).map((e) => e.message),
    );
    expect(messages[0]).toBe('Downloading RUT9_R_00.07.06.21');
  });

  it('answers a command it does not know, a firmware update without a version and one of another build family with a failure', () => {
    const device = createDeviceBehaviour(fleetDevice(), OPTIONS, T0);
    const first = device.nextAt ?? 0;
    device.report(first);
    device.receive(
      [
        { id: 1, kind: 'self_destruct', params: {} },
        { id: 2, kind: 'firmware_update', params: {} },
        { id: 3, kind: 'firmware_update', params: { firmware: 'RUTX_R_00.07.19.1' } },
      ],
      first,
    );
    expect((device.nextAt ?? 0) - first).toBeLessThanOrEqual(5_000);
    const report = device.report(device.nextAt ?? 0);
    expect(report?.command_results).toEqual([
      { id: 1, ok: false, error: 'Unknown command "self_destruct"' },
      { id: 2, ok: false, error: 'The command names no firmware version' },
      {
        id: 3,
        ok: false,
        error: 'RUTX_R_00.07.19.1 is not a firmware for this device (it runs RUT9XX_R_00.07.06.3)',
      },
    ]);
  });
});

describe('createDeviceBehaviour: the device page state', () => {
  const STATE = { ...OPTIONS, stateEveryMs: 10 * MINUTE };
  const rutx = (overrides: Partial<FleetDevice> = {}) =>
    fleetDevice({ model: 'RUTX11', firmware: 'RUTX_R_00.07.19.1', ...overrides });

  it('sends ports, interfaces, L2TP and the connection result after connecting, then only on the slow period', () => {
    const reports = drive(createDeviceBehaviour(rutx(), STATE, T0), T0 + 35 * MINUTE);
    const first = reports[0]?.report;
    expect(first?.ports?.map((p) => p.name)).toEqual(['WAN', 'LAN1', 'LAN2', 'LAN3']);
    expect(first?.network?.map((i) => i.kind)).toContain('mobile');
    expect(first?.l2tp_summary).toBeTypeOf('number');
    expect(first?.connection_code).toBeTypeOf('number');
    const full = reports.filter(({ report }) => report.network !== undefined);
    // At about 0, 10, 20 and 30 minutes (±10 %), not on every heartbeat.
    expect(full.length).toBeGreaterThanOrEqual(3);
    expect(full.length).toBeLessThanOrEqual(5);
    expect(reports.filter(({ report }) => report.connection_code !== undefined)).toHaveLength(1);
    for (const { report } of reports) expect(v.safeParse(IngestReportSchema, report).issues).toBeUndefined();
  });

  it('answers connects mostly with 0, now and then another attempt code, always 15 once credit ran out', () => {
    const codes = Array.from({ length: 300 }, (_, i) => {
      const device = createDeviceBehaviour(rutx({ serial: String(1_100_000_000 + i) }), STATE, T0);
      return device.report(device.nextAt ?? 0)?.connection_code;
    });
    const zero = codes.filter((c) => c === 0).length;
    expect(zero / codes.length).toBeGreaterThan(0.8);
    const others = new Set(codes.filter((c) => c !== 0));
    for (const code of others) expect([10, 12, 20, 104, 15]).toContain(code);
    expect([...others].some((c) => c !== 15)).toBe(true);
    const expired = createDeviceBehaviour(rutx({ creditExpiresAt: T0 - 1 }), STATE, T0);
    expect(expired.report(expired.nextAt ?? 0)?.connection_code).toBe(15);
    const paid = createDeviceBehaviour(rutx({ creditExpiresAt: T0 + 86_400_000 }), STATE, T0);
    expect(paid.report(paid.nextAt ?? 0)?.connection_code).not.toBe(15);
  });

  it('sends the full state and a new connection result again after a reboot, with a fresh uptime', () => {
    const device = createDeviceBehaviour(rutx(), STATE, T0);
    const first = device.nextAt ?? 0;
    device.report(first);
    device.receive([{ id: 1, kind: 'reboot', params: {} }], first);
    const back = device.report(device.nextAt ?? 0);
    expect(back?.uptime_s).toBeLessThan(60);
    expect(back?.ports).toHaveLength(4);
    expect(back?.connection_code).toBeTypeOf('number');
  });

  it('runs a port scan: the ports, a port_scan event and the result in the next report, soon', () => {
    const device = createDeviceBehaviour(rutx(), STATE, T0);
    const first = device.nextAt ?? 0;
    device.report(first);
    device.report(device.nextAt ?? 0);
    const scanAt = (device.nextAt ?? 0) - 1000;
    device.receive([{ id: 4, kind: 'port_scan', params: {} }], scanAt);
    expect((device.nextAt ?? 0) - scanAt).toBeLessThanOrEqual(5_000);
    const report = device.report(device.nextAt ?? 0);
    expect(report?.ports).toHaveLength(4);
    expect(report?.command_results).toEqual([{ id: 4, ok: true }]);
    expect(report?.events?.find((e) => e.kind === 'port_scan')?.message).toMatch(/^Port scan: \d of 4 ports/);
    const switchless = createDeviceBehaviour(
      fleetDevice({ model: 'TRB141', firmware: 'TRB1_R_00.07.19' }),
      STATE,
      T0,
    );
    switchless.report(switchless.nextAt ?? 0);
    switchless.receive([{ id: 5, kind: 'port_scan', params: {} }], switchless.nextAt ?? 0);
    expect(switchless.report(switchless.nextAt ?? 0)?.command_results).toEqual([
      { id: 5, ok: false, error: 'This device has no Ethernet ports to scan' },
    ]);
  });

  it('downloads, enables and deletes eSIM profiles on command, refusing what a device refuses', () => {
    const device = createDeviceBehaviour(
      rutx({ model: 'RUT241', firmware: 'RUT2M_R_00.07.19.1', esim: true }),
      STATE,
      T0,
    );
    const first = device.report(device.nextAt ?? 0);
    const initial = first?.esim_profiles ?? [];
    expect(initial.filter((p) => p.enabled)).toHaveLength(1);
    const run = (id: number, kind: string, params: Record<string, unknown>) => {
      device.receive([{ id, kind, params }], (device.nextAt ?? 0) - 1000);
      const report = device.report(device.nextAt ?? 0);
      return {
        result: report?.command_results?.[0],
        profiles: report?.esim_profiles,
        events: report?.events ?? [],
      };
    };
    expect(run(1, 'esim_download', { activation_code: 'LPA:1$nope' }).result).toEqual({
      id: 1,
      ok: false,
      error: 'Malformed activation code: expected LPA:1$<SM-DP+ address>$<matching ID>',
    });
    const downloaded = run(2, 'esim_download', { activation_code: 'LPA:1$smdp.example.com$K2-ABC' });
    expect(downloaded.result).toEqual({ id: 2, ok: true });
    expect(downloaded.profiles).toHaveLength(initial.length + 1);
    const added = downloaded.profiles?.at(-1);
    expect(downloaded.events.find((e) => e.kind === 'esim')?.data).toEqual({
      action: 'download',
      iccid: added?.iccid,
    });
    const enabled = run(3, 'esim_enable', { iccid: added?.iccid });
    expect(enabled.result).toEqual({ id: 3, ok: true });
    expect(enabled.profiles?.filter((p) => p.enabled).map((p) => p.iccid)).toEqual([added?.iccid]);
    expect(run(4, 'esim_delete', { iccid: added?.iccid }).result).toEqual({
      id: 4,
      ok: false,
      error: 'The enabled eSIM profile cannot be deleted: enable another profile first',
    });
    const old = initial[0]?.iccid;
    const deleted = run(5, 'esim_delete', { iccid: old });
    expect(deleted.result).toEqual({ id: 5, ok: true });
    expect(deleted.profiles?.map((p) => p.iccid)).not.toContain(old);
  });
});
