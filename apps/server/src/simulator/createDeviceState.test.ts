import { EsimProfileSchema, NetworkInterfaceSchema, PortStateSchema } from '@netfleet/contracts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createDeviceState, type StateSeed } from './createDeviceState.js';
import { deviceRandom } from './deviceRandom.js';

const LIVE = { mobileIp: '10.1.2.3', simSlot: 1 };

function seed(overrides: Partial<StateSeed> = {}): StateSeed {
  return {
    model: 'RUTX11',
    kind: 'router',
    ports: 4,
    wifi: true,
    mobile: true,
    secondModem: false,
    esim: false,
    l2tp: true,
    wiredIp: '78.56.1.2',
    callingCode: '370',
    operators: ['Telia LT', 'Bite LT'],
    ...overrides,
  };
}

const state = (overrides: Partial<StateSeed> = {}, serial = '1100000001') =>
  createDeviceState(seed(overrides), deviceRandom(7, serial));

describe('createDeviceState', () => {
  it("reports the model's port count: a router's WAN and LANs at its speed, a switch's SFP cages last", () => {
    const ports = state().ports();
    expect(ports.map((p) => p.name)).toEqual(['WAN', 'LAN1', 'LAN2', 'LAN3']);
    for (const port of ports) {
      expect(v.safeParse(PortStateSchema, port).issues).toBeUndefined();
      if (port.link) expect([10, 100, 1000]).toContain(port.speed_mbps);
      else expect(port).toMatchObject({ speed_mbps: null, duplex: null });
    }
    const swm = state({ model: 'SWM280', kind: 'switch', ports: 28, mobile: false, wifi: false }).ports();
    expect(swm).toHaveLength(28);
    expect(swm.slice(24).map((p) => p.name)).toEqual(['SFP1', 'SFP2', 'SFP3', 'SFP4']);
    expect(
      state({ model: 'TRB140', kind: 'gateway', ports: 1 })
        .ports()
        .map((p) => p.name),
    ).toEqual(['LAN']);
    // 100 Mbit/s models never link at a gigabit.
    for (let i = 0; i < 20; i++) {
      const rut = state({ model: 'RUT241', ports: 2 }, String(1_100_000_000 + i)).ports();
      for (const port of rut) if (port.link) expect(port.speed_mbps).toBeLessThanOrEqual(100);
    }
  });

  it('links most ports across a fleet, some negotiated down', () => {
    const ports = Array.from({ length: 200 }, (_, i) => state({}, String(1_100_000_000 + i)).ports()).flat();
    const linked = ports.filter((p) => p.link);
    expect(linked.length / ports.length).toBeGreaterThan(0.4);
    expect(linked.length / ports.length).toBeLessThan(0.9);
    const slow = linked.filter((p) => p.speed_mbps !== 1000).length;
    expect(slow).toBeGreaterThan(0);
    expect(slow / linked.length).toBeLessThan(0.3);
  });

  it('drops a link rarely and brings it back minutes later', () => {
    let flaps = 0;
    let restored = 0;
    for (let i = 0; i < 50; i++) {
      const device = state({}, String(1_100_000_000 + i));
      let now = 0;
      // A day of reports a minute apart.
      for (let n = 0; n < 1440; n++, now += 60_000) {
        const before = device.ports().filter((p) => p.link).length;
        if (device.tick(now)) {
          const after = device.ports().filter((p) => p.link).length;
          if (after < before) flaps++;
          else restored++;
        }
      }
    }
    // About one report in 3,000: some 24 in 72,000 reports, not hundreds.
    expect(flaps).toBeGreaterThan(5);
    expect(flaps).toBeLessThan(60);
    expect(restored).toBeGreaterThanOrEqual(flaps - 1);
  });

  it('lists the interfaces the model has, each valid for the ingest API', () => {
    const network = state({ model: 'RUTX12', ports: 5, secondModem: true }).network(LIVE);
    for (const item of network) expect(v.safeParse(NetworkInterfaceSchema, item).issues).toBeUndefined();
    const names = network.map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(['wan', 'lan', 'mob1s1a1', 'mob2s1a1', 'wlan0', 'wlan1']));
    expect(network.find((i) => i.name === 'mob1s1a1')).toMatchObject({
      kind: 'mobile',
      ip: '10.1.2.3',
      up: true,
    });
    const wan = network.find((i) => i.name === 'wan');
    expect(wan?.ip === null).toBe(wan?.up === false);
    const trb = state({ model: 'TRB141', kind: 'gateway', ports: 0, wifi: false }).network({
      mobileIp: null,
      simSlot: 2,
    });
    expect(trb.map((i) => [i.name, i.up])).toEqual([['mob1s2a1', false]]);
    const ap = state({ model: 'TAP200', kind: 'access_point', ports: 1, mobile: false, l2tp: false }).network(
      LIVE,
    );
    expect(ap.map((i) => i.kind)).toEqual(['lan', 'wifi', 'wifi']);
  });

  it('gives a few routers L2TP instances (a summary of 1–4), the rest 0, and none without L2TP', () => {
    const summaries = Array.from(
      { length: 400 },
      (_, i) => state({}, String(1_100_000_000 + i)).full(LIVE).l2tp_summary,
    );
    const running = summaries.filter((s) => s !== 0);
    expect(running.length).toBeGreaterThan(10);
    expect(running.length).toBeLessThan(70);
    for (const s of running) expect([1, 2, 3, 4]).toContain(s);
    const switches = Array.from(
      { length: 100 },
      (_, i) => state({ l2tp: false }, String(1_100_000_000 + i)).full(LIVE).l2tp_summary,
    );
    expect(new Set(switches)).toEqual(new Set([0]));
  });

  it('holds 1–3 eSIM profiles on a device with an eSIM, exactly one enabled, none on others', () => {
    const profiles = state({ esim: true }).esimProfiles() ?? [];
    expect(profiles.length).toBeGreaterThanOrEqual(1);
    expect(profiles.length).toBeLessThanOrEqual(3);
    for (const p of profiles) expect(v.safeParse(EsimProfileSchema, p).issues).toBeUndefined();
    expect(profiles.filter((p) => p.enabled)).toHaveLength(1);
    expect(state().esimProfiles()).toBeUndefined();
    expect(state().full(LIVE).esim_profiles).toBeUndefined();
  });

  it('downloads a profile for a well-formed activation code and refuses a malformed one, a repeat or a full eSIM', () => {
    const device = state({ esim: true });
    const before = device.esimProfiles()?.length ?? 0;
    expect(device.esimDownload('LPA:1$smdp.example.com')).toEqual({
      ok: false,
      error: 'Malformed activation code: expected LPA:1$<SM-DP+ address>$<matching ID>',
    });
    expect(device.esimDownload(42)).toMatchObject({ ok: false });
    const outcome = device.esimDownload('LPA:1$smdp.example.com$ABC-123');
    expect(outcome).toMatchObject({ ok: true, data: { action: 'download' } });
    const profiles = device.esimProfiles() ?? [];
    expect(profiles).toHaveLength(before + 1);
    expect(profiles.at(-1)?.enabled).toBe(false);
    expect(device.esimDownload('LPA:1$smdp.example.com$ABC-123')).toEqual({
      ok: false,
      error: 'This eSIM profile is already on the device',
    });
    for (let i = profiles.length; i < 7; i++)
      expect(device.esimDownload(`LPA:1$smdp.example.com$M-${i}`).ok).toBe(true);
    expect(device.esimDownload('LPA:1$smdp.example.com$ONE-MORE')).toEqual({
      ok: false,
      error: 'No free eSIM profile slot: the eSIM holds at most 7 profiles',
    });
    expect(state().esimDownload('LPA:1$smdp.example.com$ABC')).toEqual({
      ok: false,
      error: 'This device has no eSIM',
    });
  });

  it('enables one profile at a time and refuses to delete the enabled one', () => {
    const device = state({ esim: true });
    device.esimDownload('LPA:1$smdp.example.com$NEW');
    const profiles = device.esimProfiles() ?? [];
    const enabled = profiles.find((p) => p.enabled);
    const other = profiles.find((p) => !p.enabled);
    expect(device.esimDelete(enabled?.iccid)).toEqual({
      ok: false,
      error: 'The enabled eSIM profile cannot be deleted: enable another profile first',
    });
    expect(device.esimEnable(other?.iccid)).toMatchObject({
      ok: true,
      data: { action: 'enable', iccid: other?.iccid },
    });
    const after = device.esimProfiles() ?? [];
    expect(after.filter((p) => p.enabled).map((p) => p.iccid)).toEqual([other?.iccid]);
    expect(device.esimDelete(enabled?.iccid)).toMatchObject({ ok: true, data: { action: 'delete' } });
    expect(device.esimProfiles()?.map((p) => p.iccid)).not.toContain(enabled?.iccid);
    expect(device.esimEnable('89370000000000000000')).toEqual({
      ok: false,
      error: 'No eSIM profile with ICCID 89370000000000000000',
    });
    expect(device.esimDelete('89370000000000000000')).toMatchObject({ ok: false });
  });

  it('scans ports on a device that has them', () => {
    const outcome = state().portScan();
    expect(outcome).toMatchObject({ ok: true, data: { ports: 4 } });
    expect(outcome.ok && outcome.message).toMatch(/^Port scan: \d of 4 ports have a link$/);
    expect(state({ ports: 0 }).portScan()).toEqual({
      ok: false,
      error: 'This device has no Ethernet ports to scan',
    });
  });
});
