import type { IngestCommand, IngestReportInput } from '@netfleet/contracts';
import { modelFacts, resolveModel } from '@netfleet/device-capabilities';
import { demoIngestToken } from '../seed/demoIngestToken.js';
import { createMotion, type Motion } from './createMotion.js';
import { createRadio, type Radio } from './createRadio.js';
import { deviceRandom } from './deviceRandom.js';
import { firmwareTarget } from './firmwareTarget.js';
import type { FleetDevice } from './fleetFile.js';
import { createRandomWalk } from './randomWalk.js';
import { nearestCity, SIMULATOR_REGIONS } from './simulatorRegions.js';

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
  /** Runs the commands of an answer: reboot, firmware update. */
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

/**
 * The behaviour of one demo device, from its model's facts (`@netfleet/device-capabilities`):
 * every device reports temperature, CPU load and memory; mobile models their modem (operator,
 * technology, RSSI/RSRP/RSRQ/SINR, ICCID, SIM slot) and data usage per SIM; GPS models fixes
 * (vehicles — names with Bus or Tram and a quarter of the rest — along a route, the others
 * parked); I/O models their inputs, flipping now and then with an event. A small share drops
 * off the network for a while and comes back with an event. Seeded status 3 never reports,
 * 0 mostly stays silent (one in ten comes back), 2 half the time reports. Deterministic for a
 * seed and a sequence of call times.
 */
export function createDeviceBehaviour(
  device: FleetDevice,
  options: BehaviourOptions,
  now: number,
): DeviceBehaviour {
  const random = deviceRandom(options.seed, device.serial);
  const facts = modelFacts(device.model) ?? resolveModel(device.model);
  const scale = options.commandTimeScale ?? 1;
  const flapChance = options.flapChance ?? 1 / 600;
  const [offlineMin, offlineMax] = options.offlineMs ?? [6 * 60_000, 30 * 60_000];

  const located =
    typeof device.latitude === 'number' && typeof device.longitude === 'number'
      ? nearestCity(device.latitude, device.longitude)
      : null;
  const region =
    located?.region ??
    SIMULATOR_REGIONS.find((r) => device.operator && r.operators.includes(device.operator)) ??
    random.weighted(SIMULATOR_REGIONS, (r) => r.weight);
  const city = located?.city ?? random.pick(region.cities);

  const vehicle = /\bBus\b/.test(device.name)
    ? 'bus'
    : /\bTram\b/.test(device.name)
      ? 'tram'
      : random.next() < 0.25
        ? 'car'
        : false;
  const motion: Motion | null = facts?.gps
    ? createMotion(
        {
          vehicle,
          center: [city.latitude, city.longitude],
          home:
            typeof device.latitude === 'number' && typeof device.longitude === 'number'
              ? [device.latitude, device.longitude]
              : [city.latitude + (random.next() - 0.5) * 0.12, city.longitude + (random.next() - 0.5) * 0.2],
        },
        random,
      )
    : null;
  const radio: Radio | null = facts?.mobile
    ? createRadio(
        {
          model: facts.model,
          sims: facts.sims,
          esim: device.esim === true,
          imei: device.imei,
          iccid: device.iccid,
          operator: device.operator,
          heavy: motion?.vehicle === true || random.next() < 0.05,
        },
        region,
        random,
      )
    : null;
  const wiredIp = `${region.publicPrefix}.${random.int(0, 255)}.${random.int(1, 254)}`;
  const temperature = createRandomWalk({
    mean: BASE_TEMPERATURE[facts?.kind ?? 'router'] + random.int(-5, 5),
    step: 0.4,
    pull: 0.05,
    min: 5,
    max: 90,
  });
  const cpu = createRandomWalk({
    mean: 0.05 + random.next() * 0.3,
    step: 0.05,
    pull: 0.2,
    min: 0.01,
    max: 0.99,
  });
  const memory = createRandomWalk({
    mean: 0.3 + random.next() * 0.4,
    step: 0.01,
    pull: 0.05,
    min: 0.1,
    max: 0.95,
  });
  const io: Record<string, boolean> | null = facts?.io
    ? { din1: false, din2: random.next() < 0.5, dout1: false }
    : null;

  const live =
    device.status === 1 || (device.status === 2 && random.next() < 0.5)
      ? 'now'
      : device.status === 0 && random.next() < 0.1
        ? 'later'
        : 'never';
  const jitter = () => options.intervalMs * (0.9 + random.next() * 0.2);
  let nextAt: number | null =
    live === 'now'
      ? now + random.next() * options.intervalMs
      : live === 'later'
        ? now + random.int(60_000, 20 * 60_000)
        : null;
  let firmware = device.firmware;
  let bootedAt = now - random.int(1, 45 * 24) * HOUR_MS;
  let lastReportAt: number | null = null;
  let downUntil: number | null = null;
  let onReturn: Return | null = null;
  let job: FirmwareJob | null = null;
  const events: ReportEvent[] = [];
  const results: CommandResult[] = [];

  const at = (ms: number) => ms / 1000;
  const down = (from: number, ms: number, back: Omit<Return, 'events' | 'results'> & Partial<Return>) => {
    downUntil = from + ms;
    nextAt = downUntil;
    onReturn = { events: [], results: [], ...back };
  };

  const behaviour: DeviceBehaviour = {
    device,
    token: demoIngestToken(device.serial),
    deviceId: null,
    get nextAt() {
      return nextAt;
    },
    get online() {
      return downUntil === null && nextAt !== null;
    },
    get firmware() {
      return firmware;
    },
    goOffline(from, ms) {
      down(from, ms, {
        events: [
          {
            at: at(from + ms),
            kind: 'connection',
            message: random.pick(DROP_REASONS),
            data: { offline_s: Math.round(ms / 1000) },
          },
        ],
        firmware: null,
        booted: false,
      });
    },
    receive(commands, from) {
      for (const command of commands) {
        if (command.kind === 'reboot') {
          const ms = scale * random.int(20_000, 60_000);
          down(from, ms, {
            events: [{ at: at(from + ms), kind: 'reboot', message: 'Rebooted on request from Netfleet' }],
            results: [{ id: command.id, ok: true }],
            firmware: null,
            booted: true,
          });
        } else if (command.kind === 'firmware_update') {
          const target = firmwareTarget(firmware, command.params);
          if (target === null) {
            results.push({ id: command.id, ok: false, error: 'The command names no firmware version' });
          } else if (target === firmware) {
            events.push({
              at: at(from),
              kind: 'firmware',
              message: `Firmware ${target} is already installed`,
            });
            results.push({ id: command.id, ok: true });
          } else if (job !== null || downUntil !== null) {
            results.push({ id: command.id, ok: false, error: 'Another firmware update is in progress' });
          } else {
            events.push({ at: at(from), kind: 'firmware', message: `Downloading ${target}` });
            const failure = random.next() < 0.08 ? random.pick(DOWNLOAD_FAILURES) : null;
            job = { id: command.id, target, at: from + scale * random.int(10_000, 30_000), failure };
          }
        } else {
          results.push({ id: command.id, ok: false, error: `Unknown command "${command.kind}"` });
        }
      }
      // Answers go out soon (a real device reports a command's outcome without waiting a heartbeat).
      if (downUntil === null && nextAt !== null) {
        const soon = job !== null ? job.at : results.length > 0 ? from + scale * 5_000 : nextAt;
        nextAt = Math.min(nextAt, soon);
      }
    },
    report(now) {
      if (nextAt === null) return null;
      if (downUntil !== null) {
        if (now < downUntil) {
          nextAt = downUntil;
          return null;
        }
        const back: Return | null = onReturn;
        downUntil = null;
        onReturn = null;
        if (back !== null) {
          events.push(...back.events);
          results.push(...back.results);
          if (back.firmware !== null) firmware = back.firmware;
          if (back.booted) bootedAt = now - random.int(15_000, 40_000);
        }
        radio?.reconnect();
        lastReportAt = null;
      }
      // A finished download: the device says it installs, then goes quiet while it flashes.
      let flash: FirmwareJob | null = null;
      if (job !== null && now >= job.at) {
        const done: FirmwareJob = job;
        job = null;
        if (done.failure !== null) {
          events.push({ at: at(now), kind: 'firmware', message: done.failure });
          results.push({ id: done.id, ok: false, error: done.failure });
        } else {
          events.push({
            at: at(now),
            kind: 'firmware',
            message: `Download complete, installing ${done.target}`,
          });
          flash = done;
        }
      } else if (job === null && events.length === 0 && results.length === 0 && random.next() < flapChance) {
        behaviour.goOffline(now, random.int(offlineMin, offlineMax));
        return null;
      }

      const report: IngestReportInput = {
        at: at(now),
        firmware,
        ip: radio?.ip ?? wiredIp,
        uptime_s: Math.max(0, Math.round((now - bootedAt) / 1000)),
      };
      const reading = radio?.read();
      const localHour = (((now / HOUR_MS + region.utcOffset) % 24) + 24) % 24;
      report.samples = [
        {
          at: at(now),
          ...reading,
          temperature:
            Math.round(
              (temperature.next(random) + 2.5 * Math.sin(((localHour - 9) / 24) * 2 * Math.PI)) * 10,
            ) / 10,
          // Now and then a burst of work (a VPN renegotiation, a config apply) on top of the walk.
          cpu_load: Math.round(Math.min(1, cpu.next(random) + (random.next() < 0.03 ? 0.4 : 0)) * 100) / 100,
          memory_used: Math.round(memory.next(random) * 100) / 100,
        },
      ];
      if (radio !== null && reading !== undefined) {
        if (facts && facts.sims > 1 && random.next() < 0.001) {
          const before = radio.simSlot;
          const slot = radio.switchSim();
          if (slot !== before)
            events.push({
              at: at(now),
              kind: 'sim_switch',
              message: `Switched to SIM ${slot}: SIM ${before} lost registration`,
              data: { from: before, to: slot },
            });
        } else if (random.next() < 0.003) {
          radio.reconnect();
          events.push({ at: at(now), kind: 'connection', message: 'Mobile data session re-established' });
        }
        report.modem = radio.modem(reading);
        const usage = radio.usage(lastReportAt ?? now - options.intervalMs, now);
        if (usage.rx + usage.tx > 0)
          report.data_usage = [
            { at: at(now), sim_slot: radio.simSlot, rx_bytes: usage.rx, tx_bytes: usage.tx },
          ];
      }
      if (motion !== null) report.positions = motion.fixes(lastReportAt ?? now - options.intervalMs, now);
      if (io !== null) {
        if (random.next() < 0.01) {
          const pin = random.pick(['din1', 'din2'] as const);
          io[pin] = !io[pin];
          events.push({
            at: at(now),
            kind: 'io',
            message: `Digital input ${pin.slice(3)} changed to ${io[pin] ? 'high' : 'low'}`,
            data: { pin, value: io[pin] },
          });
        }
        report.io = { ...io };
      }
      if (events.length > 0) report.events = events.splice(0);
      if (results.length > 0) report.command_results = results.splice(0);

      lastReportAt = now;
      nextAt = now + jitter();
      if (job !== null) nextAt = Math.min(nextAt, job.at);
      if (flash !== null) {
        const { id, target } = flash;
        const ms = scale * random.int(60_000, 120_000);
        down(now, ms, {
          events: [{ at: at(now + ms), kind: 'firmware', message: `Firmware upgraded to ${target}` }],
          results: [{ id, ok: true }],
          firmware: target,
          booted: true,
        });
      }
      return report;
    },
  };
  return behaviour;
}
