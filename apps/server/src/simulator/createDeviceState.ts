import type { EsimProfile, IngestReportInput, NetworkInterface, PortState } from '@netfleet/contracts';
import type { DeviceKind } from '@netfleet/device-capabilities';
import type { Random } from '../seed/createRandom.js';
import { makeIccid } from './cellularIdentity.js';

/** The state part of a report: what the device page shows besides the time series. */
export type StateReport = Pick<IngestReportInput, 'ports' | 'network' | 'l2tp_summary' | 'esim_profiles'>;

/** What a device's state is built from: its model's hardware and the device's own facts. */
export interface StateSeed {
  model: string;
  kind: DeviceKind;
  ports: number;
  wifi: boolean;
  mobile: boolean;
  secondModem: boolean;
  /** The device reports an eSIM (the seed's `esim`, on a model with a modem). */
  esim: boolean;
  /** The firmware runs L2TP (RutOS on a router or gateway: `has_l2tp`). */
  l2tp: boolean;
  /** The wired address the device uses when its WAN port has a link. */
  wiredIp: string;
  /** The country's calling code (for eSIM ICCIDs) and its operators. */
  callingCode: string;
  operators: readonly string[];
}

/** The addresses the state's interfaces show that live elsewhere (the modem's). */
export interface LiveAddresses {
  mobileIp: string | null;
  simSlot: number;
}

/** The outcome of a command run on the state: its event's message and data, or the device's refusal in its words. */
export type StateOutcome =
  | { ok: true; message: string; data: Record<string, string | number | boolean | null> }
  | { ok: false; error: string };

/** The most profiles the eSIM holds (the SDK: "Consumer type eSIM (SGP.22), up to 7 eSIM profiles"). */
const MAX_PROFILES = 7;

const GIGABIT = /^(RUTX|RUTM|RUTC|ATRM|SWM|TSW|TAP2|OTD16|OTD5|TRB5)/;
const DUAL_BAND = /^(RUTX1|RUTX5|RUTXR|RUTM|RUTC|ATRM|TAP2|OTD16)/;
const ACTIVATION_CODE = /^LPA:1\$([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)\$([A-Za-z0-9-]{1,64})$/;
/** L2TP summaries of spec §9 and how often a device with L2TP has each: mostly all running. */
const L2TP_SUMMARIES = [
  { summary: 1, weight: 75 },
  { summary: 4, weight: 12 },
  { summary: 2, weight: 8 },
  { summary: 3, weight: 5 },
] as const;

// Ports go up to 28 (SWM280), within a 31-bit mask.
const bit = (index: number) => 1 << index;
const has = (mask: number, index: number) => ((mask >> index) & 1) === 1;

/**
 * One device's ports, interfaces, L2TP summary and eSIM profiles. Ports are bit masks (link,
 * negotiated down, half duplex), not objects, so that 100,000 devices cost a few numbers each;
 * the report's lists are built only when a report carries them.
 */
class DeviceState {
  private links = 0;
  private slow = 0;
  private half = 0;
  /** A port whose link dropped on its own, and when it comes back (ms). */
  private flapped: { index: number; until: number } | null = null;
  private l2tp: number;
  private readonly profiles: {
    iccid: string;
    operator: string;
    name: string;
    enabled: boolean;
    code: string;
  }[];
  private readonly names: readonly string[];
  private readonly speed: number;
  private readonly sfpFrom: number;

  constructor(
    private readonly seed: StateSeed,
    private readonly random: Random,
  ) {
    const { kind, ports } = seed;
    // Switches end in SFP cages (SWM280: 24 + 4, TSW2xx: 8 + 2).
    const sfp = kind === 'switch' ? (ports >= 24 ? 4 : ports >= 10 ? 2 : 0) : 0;
    this.sfpFrom = ports - sfp;
    this.names = Array.from({ length: ports }, (_, i) => this.portName(i));
    this.speed = GIGABIT.test(seed.model) ? 1000 : 100;
    for (let i = 0; i < ports; i++) this.roll(i);
    this.l2tp =
      seed.l2tp && random.next() < 0.08 ? random.weighted(L2TP_SUMMARIES, (s) => s.weight).summary : 0;
    this.profiles = [];
    if (seed.esim) {
      const count = random.int(1, 3);
      for (let i = 0; i < count; i++) this.profiles.push(this.profile(`seed-${i}`, i === 0));
    }
  }

  private portName(index: number): string {
    const { kind, ports } = this.seed;
    if (index >= this.sfpFrom) return `SFP${index - this.sfpFrom + 1}`;
    if (kind === 'switch') return `Port${index + 1}`;
    // A router's first port is its WAN; a single-port gateway or access point has a LAN only.
    if (kind === 'router' && ports > 1) return index === 0 ? 'WAN' : `LAN${index}`;
    return ports === 1 ? 'LAN' : `LAN${index + 1}`;
  }

  private get hasWan(): boolean {
    return this.names[0] === 'WAN';
  }

  /** A fresh link for port `index`: who is plugged in, and what they negotiated. */
  private roll(index: number): void {
    const random = this.random;
    const wan = index === 0 && this.hasWan;
    const chance = wan
      ? this.seed.mobile
        ? 0.35
        : 0.97
      : index >= this.sfpFrom
        ? 0.3
        : this.seed.kind === 'switch'
          ? 0.6
          : this.seed.kind === 'access_point'
            ? 0.98
            : Math.max(0.2, 0.8 - index * 0.15);
    const link = random.next() < chance;
    const slow = link && random.next() < 0.15;
    const half = link && slow && random.next() < 0.2;
    this.links = link ? this.links | bit(index) : this.links & ~bit(index);
    this.slow = slow ? this.slow | bit(index) : this.slow & ~bit(index);
    this.half = half ? this.half | bit(index) : this.half & ~bit(index);
  }

  private profile(code: string, enabled: boolean) {
    const operator = this.random.pick(this.seed.operators);
    const iccid = makeIccid(this.seed.callingCode, this.random.int(1, 99), this.random);
    return { iccid, operator, name: `${operator} IoT`, enabled, code };
  }

  /**
   * A link dropping (a cable pulled, a peer rebooting) on about one report in 3,000, back a few
   * minutes later. True when the ports changed since the last call.
   */
  tick(now: number): boolean {
    const flapped = this.flapped;
    if (flapped !== null) {
      if (now < flapped.until) return false;
      this.links |= bit(flapped.index);
      this.flapped = null;
      return true;
    }
    if (this.links === 0 || this.random.next() >= 1 / 3000) return false;
    const linked = this.names.map((_, i) => i).filter((i) => has(this.links, i));
    const index = this.random.pick(linked);
    this.links &= ~bit(index);
    this.flapped = { index, until: now + this.random.int(20_000, 600_000) };
    return true;
  }

  /** The L2TP tunnels now and then change state (a peer goes away, comes back). */
  drift(): void {
    if (this.l2tp === 0 || this.random.next() >= 0.05) return;
    this.l2tp = this.l2tp === 1 ? 4 : 1;
  }

  ports(): PortState[] {
    return this.names.map((name, i) => {
      if (!has(this.links, i)) return { name, link: false, speed_mbps: null, duplex: null };
      const full = i >= this.sfpFrom ? 1000 : this.speed;
      return {
        name,
        link: true,
        speed_mbps: has(this.slow, i) ? Math.max(10, full / 10) : full,
        duplex: has(this.half, i) ? 'half' : 'full',
      };
    });
  }

  network(live: LiveAddresses): NetworkInterface[] {
    const { seed } = this;
    const out: NetworkInterface[] = [];
    if (this.hasWan) {
      const up = has(this.links, 0);
      out.push({ name: 'wan', kind: 'wan', ip: up ? seed.wiredIp : null, up, proto: 'dhcp' });
    }
    if (seed.kind === 'switch' || seed.kind === 'access_point')
      out.push({
        name: 'lan',
        kind: 'lan',
        ip: `192.168.1.${20 + (seed.wiredIp.length % 200)}`,
        up: true,
        proto: 'dhcp',
      });
    else if (seed.ports > 0)
      out.push({ name: 'lan', kind: 'lan', ip: '192.168.1.1', up: true, proto: 'static' });
    if (seed.mobile) {
      out.push({
        name: `mob1s${live.simSlot}a1`,
        kind: 'mobile',
        ip: live.mobileIp,
        up: live.mobileIp !== null,
        proto: 'qmi',
      });
      if (seed.secondModem) out.push({ name: 'mob2s1a1', kind: 'mobile', ip: null, up: false, proto: 'qmi' });
    }
    if (seed.wifi) {
      out.push({ name: 'wlan0', kind: 'wifi', ip: null, up: true, proto: null });
      if (DUAL_BAND.test(seed.model))
        out.push({ name: 'wlan1', kind: 'wifi', ip: null, up: true, proto: null });
    }
    if (this.l2tp === 1 || this.l2tp === 4)
      out.push({
        name: 'l2tp1',
        kind: 'vpn',
        ip: `172.16.${seed.wiredIp.length}.2`,
        up: true,
        proto: 'l2tp',
      });
    return out;
  }

  esimProfiles(): EsimProfile[] | undefined {
    if (!this.seed.esim) return undefined;
    return this.profiles.map(({ iccid, operator, name, enabled }) => ({ iccid, operator, name, enabled }));
  }

  /** Everything: the first report after a (re)connect and the slow period's report. */
  full(live: LiveAddresses): StateReport {
    const report: StateReport = { l2tp_summary: this.l2tp };
    if (this.seed.ports > 0) report.ports = this.ports();
    report.network = this.network(live);
    const esim = this.esimProfiles();
    if (esim !== undefined) report.esim_profiles = esim;
    return report;
  }

  portScan(): StateOutcome {
    if (this.seed.ports === 0) return { ok: false, error: 'This device has no Ethernet ports to scan' };
    const linked = this.names.filter((_, i) => has(this.links, i)).length;
    const ports = this.names.length;
    return {
      ok: true,
      message: `Port scan: ${linked} of ${ports} ports have a link`,
      data: { linked, ports },
    };
  }

  esimDownload(activationCode: unknown): StateOutcome {
    if (!this.seed.esim) return { ok: false, error: 'This device has no eSIM' };
    const code = typeof activationCode === 'string' ? activationCode.trim() : '';
    if (!ACTIVATION_CODE.test(code))
      return { ok: false, error: 'Malformed activation code: expected LPA:1$<SM-DP+ address>$<matching ID>' };
    if (this.profiles.some((p) => p.code === code))
      return { ok: false, error: 'This eSIM profile is already on the device' };
    if (this.profiles.length >= MAX_PROFILES)
      return {
        ok: false,
        error: `No free eSIM profile slot: the eSIM holds at most ${MAX_PROFILES} profiles`,
      };
    const added = this.profile(code, false);
    this.profiles.push(added);
    return {
      ok: true,
      message: `Downloaded eSIM profile ${added.iccid} (${added.operator})`,
      data: { action: 'download', iccid: added.iccid },
    };
  }

  esimEnable(iccid: unknown): StateOutcome {
    if (!this.seed.esim) return { ok: false, error: 'This device has no eSIM' };
    const target = this.profiles.find((p) => p.iccid === iccid);
    if (target === undefined) return { ok: false, error: `No eSIM profile with ICCID ${String(iccid)}` };
    const data = { action: 'enable', iccid: target.iccid };
    if (target.enabled) return { ok: true, message: `eSIM profile ${target.iccid} is already enabled`, data };
    // Exactly one profile is enabled: enabling one disables the one before.
    for (const p of this.profiles) p.enabled = p === target;
    return { ok: true, message: `Enabled eSIM profile ${target.iccid} (${target.operator})`, data };
  }

  esimDelete(iccid: unknown): StateOutcome {
    if (!this.seed.esim) return { ok: false, error: 'This device has no eSIM' };
    const index = this.profiles.findIndex((p) => p.iccid === iccid);
    const target = this.profiles[index];
    if (target === undefined) return { ok: false, error: `No eSIM profile with ICCID ${String(iccid)}` };
    if (target.enabled)
      return { ok: false, error: 'The enabled eSIM profile cannot be deleted: enable another profile first' };
    this.profiles.splice(index, 1);
    return {
      ok: true,
      message: `Deleted eSIM profile ${target.iccid}`,
      data: { action: 'delete', iccid: target.iccid },
    };
  }
}

/** A device's state as the simulator evolves and reports it (see {@link DeviceState}). */
export type SimulatedState = DeviceState;

/**
 * The ports, interfaces, L2TP summary and eSIM profiles of one simulated device, from its
 * model's hardware: the model's port count (a router's first port its WAN, switches' last ports
 * SFP cages), most LAN ports linked at the model's speed (one in seven negotiated down),
 * links dropping rarely and coming back; interfaces wan, lan, mobile (per SIM slot, a second
 * modem's), Wi-Fi (two radios on dual-band models) and an L2TP tunnel; a few devices
 * with L2TP (about one in twelve) run instances (summary 1 mostly, else 4, 2, 3); 1–3 eSIM profiles, one enabled,
 * on a device that reports an eSIM. Runs the port scan and eSIM commands with the refusals a
 * device gives.
 */
export function createDeviceState(seed: StateSeed, random: Random): SimulatedState {
  return new DeviceState(seed, random);
}
