import type { IngestCommand, IngestReportInput } from '@netfleet/contracts';
import {
  getDeviceCapabilities,
  modelFacts,
  parseFirmware,
  resolveModel,
} from '@netfleet/device-capabilities';
import type { Random } from '../seed/createRandom.js';
import { demoIngestToken } from '../seed/demoIngestToken.js';
import { createDeviceState, type SimulatedState, type StateOutcome } from './createDeviceState.js';
import { createMotion, type Motion } from './createMotion.js';
import { createRadio, type Radio } from './createRadio.js';
import { deviceRandom } from './deviceRandom.js';
import { firmwareTarget } from './firmwareTarget.js';
import type { FleetDevice } from './fleetFile.js';
import { createRandomWalk, type RandomWalk } from './randomWalk.js';
import { nearestCity, SIMULATOR_REGIONS, type SimulatorRegion } from './simulatorRegions.js';

type ReportEvent = NonNullable<IngestReportInput['events']>[number];
type CommandResult = NonNullable<IngestReportInput['command_results']>[number];

/** How the simulated fleet behaves; every field has a believable default. */
export interface BehaviourOptions {
  /** Seed of every device's pseudo-random source (`SIMULATOR_SEED`). */
  seed: number;
  /** Heartbeat: a report every this many ms, ±10 % per report. */
  intervalMs: number;
  /** Chance per report that the device drops off the network for a while. Defaults to 1/600. */
  flapChance?: number;
  /** How long such a drop lasts, ms: longer than the server's offline grace. Defaults to 6–30 min. */
  offlineMs?: readonly [number, number];
  /** Multiplies command durations (reboot, download, flashing); tests use 0.01. Defaults to 1. */
  commandTimeScale?: number;
  /**
   * Ports, interfaces, L2TP and eSIM go out in full on the first report after a connect and
   * then every this many ms (±10 %), in between only what changed. Defaults to 30 minutes.
   */
  stateEveryMs?: number;
}

/** One simulated device: decides when it reports, what it reports, and runs its commands. */
export interface DeviceBehaviour {
  readonly device: FleetDevice;
  /** Its ingest token (the demo derivation from the serial). */
  readonly token: string;
  /** The server's id for it, learnt from the first answer. */
  deviceId: number | null;
  /** When it next wants to report (ms), or null: it stays silent for good. */
  readonly nextAt: number | null;
  /** False while it is off the network (dropped, rebooting, flashing). */
  readonly online: boolean;
  readonly firmware: string;
  /** The report due at `now`, or null when the device is off the network then (`nextAt` moves on). */
  report(now: number): IngestReportInput | null;
  /** Runs the commands of an answer: reboot, firmware update, port scan, eSIM download/enable/delete. */
  receive(commands: readonly IngestCommand[], now: number): void;
  /** Takes the device off the network for `ms` (a drop, or a test asking for one). */
  goOffline(now: number, ms: number): void;
}

interface Return {
  events: ReportEvent[];
  results: CommandResult[];
  firmware: string | null;
  booted: boolean;
}

interface FirmwareJob {
  id: number;
  target: string;
  /** When the download ends (then the device flashes and reboots, or reports the failure). */
  at: number;
  failure: string | null;
}

const DROP_REASONS = [
  'Power restored',
  'Mobile network registration restored',
  'WAN link restored',
  'Back in coverage',
] as const;
const DOWNLOAD_FAILURES = [
  'Download failed: checksum mismatch',
  'Not enough free space for the firmware image',
  'Download timed out',
] as const;

const BASE_TEMPERATURE = { router: 44, gateway: 47, switch: 38, access_point: 41 } as const;
const HOUR_MS = 3_600_000;
const STATE_EVERY_MS = 30 * 60_000;
/** The connection attempt codes of spec §9 that mean "attempted", besides the usual 0. */
const ATTEMPT_CODES = [10, 12, 20, 104] as const;
/** What changed since the last report and goes out in the next (bit flags). */
const PORTS = 1;
const NETWORK = 2;
const ESIM = 4;
/** Mixed into the seed for the state's own random source, so the older series stay as they were. */
const STATE_SEED = 0x5eed;

const at = (ms: number) => ms / 1000;

/** Legacy build names and the RutOS 7 line that replaced them (RUT950/955 6.x `RUT9XX_…` → `RUT9_…`). */
const RUTOS_LINE: Readonly<Record<string, string>> = { RUT9XX: 'RUT9', RUT2XX: 'RUT2' };
const lineOf = (prefix: string | undefined) =>
  prefix === undefined ? undefined : (RUTOS_LINE[prefix] ?? prefix);

/** A device takes only its own build family's images (a RUTX refuses a RUT9 firmware). */
function sameBuildFamily(target: string, current: string): boolean {
  const mine = lineOf(parseFirmware(current)?.prefix);
  return mine === undefined || lineOf(parseFirmware(target)?.prefix) === mine;
}

/**
 * One device's state. A class, not closures: at 100,000 devices the methods live once on the
 * prototype, and what a device holds is its numbers, a few short strings and its walks.
 */
class SimulatedDevice implements DeviceBehaviour {
  readonly token: string;
  deviceId: number | null = null;
  nextAt: number | null;
  firmware: string;
  private readonly random: Random;
  private readonly region: SimulatorRegion;
  private readonly motion: Motion | null;
  private readonly radio: Radio | null;
  private readonly wiredIp: string;
  private readonly sims: number;
  private readonly temperature: RandomWalk;
  private readonly cpu: RandomWalk;
  private readonly memory: RandomWalk;
  private readonly io: Record<string, boolean> | null;
  private bootedAt: number;
  private lastReportAt: number | null = null;
  private downUntil: number | null = null;
  private onReturn: Return | null = null;
  private job: FirmwareJob | null = null;
  private events: ReportEvent[] = [];
  private results: CommandResult[] = [];
  private readonly state: SimulatedState;
  private readonly stateRandom: Random;
  /** Without an active credit the server answers every connection attempt with code 15. */
  private readonly noCredit: boolean;
  /** The next report is the first after a connect: full state and the attempt's result code. */
  private connecting = true;
  private nextStateAt = 0;
  private changed = 0;

  constructor(
    readonly device: FleetDevice,
    private readonly options: BehaviourOptions,
    now: number,
  ) {
    const random = deviceRandom(options.seed, device.serial);
    this.random = random;
    this.token = demoIngestToken(device.serial);
    this.firmware = device.firmware;
    const facts = modelFacts(device.model) ?? resolveModel(device.model);
    const placed =
      typeof device.latitude === 'number' && typeof device.longitude === 'number'
        ? ([device.latitude, device.longitude] as const)
        : null;
    const located = placed ? nearestCity(placed[0], placed[1]) : null;
    const region =
      located?.region ??
      SIMULATOR_REGIONS.find((r) => device.operator && r.operators.includes(device.operator)) ??
      random.weighted(SIMULATOR_REGIONS, (r) => r.weight);
    this.region = region;
    const city = located?.city ?? random.pick(region.cities);
    const vehicle = /\bBus\b/.test(device.name)
      ? 'bus'
      : /\bTram\b/.test(device.name)
        ? 'tram'
        : random.next() < 0.25
          ? 'car'
          : false;
    this.motion = facts?.gps
      ? createMotion(
          {
            vehicle,
            center: [city.latitude, city.longitude],
            home: placed ?? [
              city.latitude + (random.next() - 0.5) * 0.12,
              city.longitude + (random.next() - 0.5) * 0.2,
            ],
          },
          random,
        )
      : null;
    this.sims = facts?.sims ?? 0;
    this.radio = facts?.mobile
      ? createRadio(
          {
            model: facts.model,
            sims: facts.sims,
            esim: device.esim === true,
            imei: device.imei,
            iccid: device.iccid,
            operator: device.operator,
            heavy: this.motion?.vehicle === true || random.next() < 0.05,
          },
          region,
          random,
        )
      : null;
    this.wiredIp = `${region.publicPrefix}.${random.int(0, 255)}.${random.int(1, 254)}`;
    this.temperature = createRandomWalk({
      mean: BASE_TEMPERATURE[facts?.kind ?? 'router'] + random.int(-5, 5),
      step: 0.4,
      pull: 0.05,
      min: 5,
      max: 90,
    });
    this.cpu = createRandomWalk({
      mean: 0.05 + random.next() * 0.3,
      step: 0.05,
      pull: 0.2,
      min: 0.01,
      max: 0.99,
    });
    this.memory = createRandomWalk({
      mean: 0.3 + random.next() * 0.4,
      step: 0.01,
      pull: 0.05,
      min: 0.1,
      max: 0.95,
    });
    this.io = facts?.io ? { din1: false, din2: random.next() < 0.5, dout1: false } : null;
    const stateRandom = deviceRandom(options.seed ^ STATE_SEED, device.serial);
    this.stateRandom = stateRandom;
    const caps = getDeviceCapabilities({
      original_model: device.model,
      firmware: device.firmware,
      esim: device.esim === true,
    });
    this.state = createDeviceState(
      {
        model: caps.model ?? device.model,
        kind: facts?.kind ?? 'router',
        ports: caps.port_count,
        wifi: caps.has_wifi,
        mobile: caps.has_mobile,
        secondModem: caps.has_second_modem,
        esim: caps.has_esim,
        l2tp: caps.has_l2tp,
        wiredIp: this.wiredIp,
        callingCode: region.callingCode,
        operators: region.operators,
      },
      stateRandom,
    );
    // The modem's eSIM slot runs the enabled profile, so the eSIM tab and the modem agree.
    const enabled = this.state.esimProfiles()?.find((profile) => profile.enabled);
    if (enabled) this.radio?.useEsimProfile(enabled.iccid, enabled.operator ?? null);
    const credit = device.creditExpiresAt;
    this.noCredit = typeof credit === 'number' ? credit < now : stateRandom.next() < 0.02;
    const live =
      device.status === 1 || (device.status === 2 && random.next() < 0.5)
        ? 'now'
        : device.status === 0 && random.next() < 0.1
          ? 'later'
          : 'never';
    this.nextAt =
      live === 'now'
        ? now + random.next() * options.intervalMs
        : live === 'later'
          ? now + random.int(60_000, 20 * 60_000)
          : null;
    this.bootedAt = now - random.int(1, 45 * 24) * HOUR_MS;
  }

  get online(): boolean {
    return this.downUntil === null && this.nextAt !== null;
  }

  private get scale(): number {
    return this.options.commandTimeScale ?? 1;
  }

  private down(from: number, ms: number, back: Return): void {
    this.downUntil = from + ms;
    this.nextAt = this.downUntil;
    this.onReturn = back;
  }

  goOffline(from: number, ms: number): void {
    const reason = this.random.pick(DROP_REASONS);
    this.down(from, ms, {
      events: [
        {
          at: at(from + ms),
          kind: 'connection',
          message: reason,
          data: { offline_s: Math.round(ms / 1000) },
        },
      ],
      results: [],
      firmware: null,
      // A power cut restarts the device (its uptime says so, and the server logs the restart).
      booted: reason === 'Power restored',
    });
  }

  receive(commands: readonly IngestCommand[], from: number): void {
    const random = this.random;
    for (const command of commands) {
      if (command.kind === 'reboot') {
        const ms = this.scale * random.int(20_000, 60_000);
        this.down(from, ms, {
          // The server logs the restart itself from the short uptime (a `reboot` event); the
          // device says why under `command`.
          events: [{ at: at(from + ms), kind: 'command', message: 'Rebooted on request from Netfleet' }],
          results: [{ id: command.id, ok: true }],
          firmware: null,
          booted: true,
        });
      } else if (command.kind === 'firmware_update') {
        const target = firmwareTarget(this.firmware, command.params);
        if (target === null) {
          this.results.push({ id: command.id, ok: false, error: 'The command names no firmware version' });
        } else if (!sameBuildFamily(target, this.firmware)) {
          this.results.push({
            id: command.id,
            ok: false,
            error: `${target} is not a firmware for this device (it runs ${this.firmware})`,
          });
        } else if (target === this.firmware) {
          this.events.push({
            at: at(from),
            kind: 'firmware',
            message: `Firmware ${target} is already installed`,
          });
          this.results.push({ id: command.id, ok: true });
        } else if (this.job !== null || this.downUntil !== null) {
          this.results.push({ id: command.id, ok: false, error: 'Another firmware update is in progress' });
        } else {
          this.events.push({ at: at(from), kind: 'firmware', message: `Downloading ${target}` });
          const failure = random.next() < 0.08 ? random.pick(DOWNLOAD_FAILURES) : null;
          this.job = { id: command.id, target, at: from + this.scale * random.int(10_000, 30_000), failure };
        }
      } else if (command.kind === 'port_scan') {
        this.answer(command.id, this.state.portScan(), 'port_scan', PORTS, from);
      } else if (command.kind === 'esim_download') {
        this.answer(command.id, this.state.esimDownload(command.params.activation_code), 'esim', ESIM, from);
      } else if (command.kind === 'esim_enable') {
        const outcome = this.state.esimEnable(command.params.iccid);
        // Another operator's profile: the modem registers again, with a new address.
        const enabled = outcome.ok
          ? this.state.esimProfiles()?.find((profile) => profile.enabled)
          : undefined;
        if (enabled) {
          this.radio?.useEsimProfile(enabled.iccid, enabled.operator ?? null);
          this.radio?.reconnect();
        }
        this.answer(command.id, outcome, 'esim', ESIM | NETWORK, from);
      } else if (command.kind === 'esim_delete') {
        this.answer(command.id, this.state.esimDelete(command.params.iccid), 'esim', ESIM, from);
      } else {
        this.results.push({ id: command.id, ok: false, error: `Unknown command "${command.kind}"` });
      }
    }
    // Answers go out soon (a real device reports a command's outcome without waiting a heartbeat).
    if (this.downUntil === null && this.nextAt !== null) {
      const soon =
        this.job !== null ? this.job.at : this.results.length > 0 ? from + this.scale * 5_000 : this.nextAt;
      this.nextAt = Math.min(this.nextAt, soon);
    }
  }

  /** A state command's result, and on success its event and the state it changed for the next report. */
  private answer(id: number, outcome: StateOutcome, kind: string, changed: number, from: number): void {
    if (!outcome.ok) {
      this.results.push({ id, ok: false, error: outcome.error });
      return;
    }
    this.events.push({ at: at(from), kind, message: outcome.message, data: outcome.data });
    this.results.push({ id, ok: true });
    this.changed |= changed;
  }

  /** The state part of the report at `now`: everything after a connect or on the slow period, else what changed. */
  private addState(report: IngestReportInput, now: number): void {
    const { state, radio } = this;
    if (state.tick(now)) this.changed |= PORTS | NETWORK;
    const live = { mobileIp: radio?.ip ?? null, simSlot: radio?.simSlot ?? 1 };
    if (this.connecting || now >= this.nextStateAt) {
      state.drift();
      Object.assign(report, state.full(live));
      if (this.connecting) {
        const roll = this.stateRandom.next();
        report.connection_code = this.noCredit ? 15 : roll < 0.9 ? 0 : this.stateRandom.pick(ATTEMPT_CODES);
      }
      this.connecting = false;
      this.changed = 0;
      const every = this.options.stateEveryMs ?? STATE_EVERY_MS;
      this.nextStateAt = now + every * (0.9 + this.stateRandom.next() * 0.2);
      return;
    }
    if (this.changed === 0) return;
    if (this.changed & PORTS) report.ports = state.ports();
    if (this.changed & NETWORK) report.network = state.network(live);
    if (this.changed & ESIM) report.esim_profiles = state.esimProfiles();
    this.changed = 0;
  }

  report(now: number): IngestReportInput | null {
    if (this.nextAt === null) return null;
    const random = this.random;
    const { radio, motion, io, options } = this;
    if (this.downUntil !== null) {
      if (now < this.downUntil) {
        this.nextAt = this.downUntil;
        return null;
      }
      const back = this.onReturn;
      this.downUntil = null;
      this.onReturn = null;
      if (back !== null) {
        this.events.push(...back.events);
        this.results.push(...back.results);
        if (back.firmware !== null) this.firmware = back.firmware;
        if (back.booted) this.bootedAt = now - random.int(15_000, 40_000);
      }
      radio?.reconnect();
      this.lastReportAt = null;
      this.connecting = true;
    }
    // A finished download: the device says it installs, then goes quiet while it flashes.
    let flash: FirmwareJob | null = null;
    const job = this.job;
    if (job !== null && now >= job.at) {
      this.job = null;
      if (job.failure !== null) {
        this.events.push({ at: at(now), kind: 'firmware', message: job.failure });
        this.results.push({ id: job.id, ok: false, error: job.failure });
      } else {
        this.events.push({
          at: at(now),
          kind: 'firmware',
          message: `Download complete, installing ${job.target}`,
        });
        flash = job;
      }
    } else if (
      job === null &&
      this.events.length === 0 &&
      this.results.length === 0 &&
      random.next() < (options.flapChance ?? 1 / 600)
    ) {
      const [min, max] = options.offlineMs ?? [6 * 60_000, 30 * 60_000];
      this.goOffline(now, random.int(min, max));
      return null;
    }

    const report: IngestReportInput = {
      at: at(now),
      firmware: this.firmware,
      ip: radio?.ip ?? this.wiredIp,
      uptime_s: Math.max(0, Math.round((now - this.bootedAt) / 1000)),
    };
    const reading = radio?.read();
    const localHour = (((now / HOUR_MS + this.region.utcOffset) % 24) + 24) % 24;
    report.samples = [
      {
        at: at(now),
        ...reading,
        // Warmer in the afternoon, local time.
        temperature:
          Math.round(
            (this.temperature.next(random) + 2.5 * Math.sin(((localHour - 9) / 24) * 2 * Math.PI)) * 10,
          ) / 10,
        // Now and then a burst of work (a VPN renegotiation, a config apply) on top of the walk.
        cpu_load:
          Math.round(Math.min(1, this.cpu.next(random) + (random.next() < 0.03 ? 0.4 : 0)) * 100) / 100,
        memory_used: Math.round(this.memory.next(random) * 100) / 100,
      },
    ];
    if (radio !== null && reading !== undefined) {
      if (this.sims > 1 && random.next() < 0.001) {
        const before = radio.simSlot;
        const slot = radio.switchSim();
        if (slot !== before) {
          this.changed |= NETWORK;
          this.events.push({
            at: at(now),
            kind: 'sim_switch',
            message: `Switched to SIM ${slot}: SIM ${before} lost registration`,
            data: { from: before, to: slot },
          });
        }
      } else if (random.next() < 0.003) {
        radio.reconnect();
        this.changed |= NETWORK;
        this.events.push({ at: at(now), kind: 'connection', message: 'Mobile data session re-established' });
      }
      report.modem = radio.modem(reading);
      const usage = radio.usage(this.lastReportAt ?? now - options.intervalMs, now);
      if (usage.rx + usage.tx > 0)
        report.data_usage = [
          { at: at(now), sim_slot: radio.simSlot, rx_bytes: usage.rx, tx_bytes: usage.tx },
        ];
    }
    if (motion !== null) report.positions = motion.fixes(this.lastReportAt ?? now - options.intervalMs, now);
    if (io !== null) {
      if (random.next() < 0.01) {
        const pin = random.pick(['din1', 'din2'] as const);
        io[pin] = !io[pin];
        this.events.push({
          at: at(now),
          kind: 'io',
          message: `Digital input ${pin.slice(3)} changed to ${io[pin] ? 'high' : 'low'}`,
          data: { pin, value: io[pin] },
        });
      }
      report.io = { ...io };
    }
    this.addState(report, now);
    if (this.events.length > 0) report.events = this.events.splice(0);
    if (this.results.length > 0) report.command_results = this.results.splice(0);

    this.lastReportAt = now;
    this.nextAt = now + options.intervalMs * (0.9 + random.next() * 0.2);
    if (this.job !== null) this.nextAt = Math.min(this.nextAt, this.job.at);
    if (flash !== null) {
      const { id, target } = flash;
      const ms = this.scale * random.int(60_000, 120_000);
      this.down(now, ms, {
        events: [{ at: at(now + ms), kind: 'firmware', message: `Firmware upgraded to ${target}` }],
        results: [{ id, ok: true }],
        firmware: target,
        booted: true,
      });
    }
    return report;
  }
}

/**
 * The behaviour of one demo device, from its model's facts (`@netfleet/device-capabilities`):
 * every device reports temperature, CPU load and memory; mobile models their modem (operator,
 * technology, RSSI/RSRP/RSRQ/SINR, ICCID, SIM slot) and data usage per SIM; GPS models fixes
 * (vehicles — names with Bus or Tram and a quarter of the rest — along a route, the others
 * parked); I/O models their inputs, flipping now and then with an event (`{ pin, value }`).
 * Ports, interfaces, L2TP summary and eSIM profiles (`createDeviceState`) go out in full after
 * every connect and on a slow period, in between only when they change; the first report after a
 * connect carries the attempt's result code (0 mostly, 10/12/20/104 now and then, 15 without
 * credit). Uptime restarts with a reboot or a power cut. A small share drops off the network for
 * a while and comes back with an event. Seeded status 3 never reports,
 * 0 mostly stays silent (one in ten comes back), 2 half the time reports. Deterministic for a
 * seed and a sequence of call times.
 */
export function createDeviceBehaviour(
  device: FleetDevice,
  options: BehaviourOptions,
  now: number,
): DeviceBehaviour {
  return new SimulatedDevice(device, options, now);
}
