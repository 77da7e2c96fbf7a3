import type { IngestReportInput } from '@netfleet/contracts';
import type { Random } from '../seed/createRandom.js';
import { makeIccid, makeImei } from './cellularIdentity.js';
import { usageBetween } from './dataUsageCurve.js';
import { createRandomWalk, type RandomWalk } from './randomWalk.js';
import type { SimulatorRegion } from './simulatorRegions.js';

type ModemInput = NonNullable<IngestReportInput['modem']>;

/** What a modem reads at one instant (the sample's radio part). */
export interface RadioReading {
  signal: number;
  rsrp: number;
  rsrq: number;
  sinr: number;
}

/** A device's cellular side: SIMs, operator, technology, signal series and data usage. */
export interface Radio {
  readonly simSlot: number;
  readonly ip: string;
  /** The next step of the signal series. */
  read(): RadioReading;
  /** The modem block of a report, with the latest reading. */
  modem(reading: RadioReading): ModemInput;
  /** Bytes received and sent between two instants (ms), on the SIM in use. */
  usage(from: number, to: number): { rx: number; tx: number };
  /** Fails over to the other SIM; returns the slot now in use. */
  switchSim(): number;
  /** A new data session: a new address (and a slightly different cell). */
  reconnect(): void;
  /** The eSIM slot now runs this profile (its ICCID and operator); no eSIM, no change. */
  useEsimProfile(iccid: string, operator: string | null): void;
}

/** What the seed gave the device, kept so the first report continues it. */
export interface RadioSeed {
  model: string;
  sims: number;
  esim: boolean;
  imei?: string | null;
  iccid?: string | null;
  operator?: string | null;
  /** Heavier traffic (vehicles with passenger Wi-Fi, cameras). */
  heavy: boolean;
}

/** The slot the modem reports while it runs on the eSIM. */
const ESIM_SLOT = 3;

const FIVE_G = /^(RUTX50|RUTM5\d|RUTC50|TRB50\d|OTD50\d|ATRM50)$/;

/** A normally distributed number (Box–Muller). */
function gaussian(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
}

function technologyOf(model: string, random: Random): string {
  const roll = random.next();
  if (FIVE_G.test(model)) return roll < 0.5 ? '5G-NSA' : roll < 0.6 ? '5G-SA' : 'LTE';
  return roll < 0.85 ? 'LTE' : roll < 0.97 ? '3G' : '2G';
}

function mobileIp(random: Random): string {
  return `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`;
}

/** A modem's state: a few numbers and short strings per device (SIM data indexed by slot 1–3). */
class Modem implements Radio {
  simSlot = 1;
  ip: string;
  private readonly imei: string;
  private readonly slots: number[];
  private readonly iccids: string[] = [];
  private readonly operators: string[] = [];
  private readonly technologies: string[] = [];
  private readonly rssi: RandomWalk;
  private readonly rsrpOffset: RandomWalk;
  private readonly rsrq: RandomWalk;
  private readonly sinrNoise: RandomWalk;
  private readonly dailyBytes: number;

  constructor(
    seed: RadioSeed,
    private readonly region: SimulatorRegion,
    private readonly random: Random,
  ) {
    this.imei = seed.imei && /^\d{15}$/.test(seed.imei) ? seed.imei : makeImei(random);
    this.slots = [1, ...(seed.sims > 1 ? [2] : []), ...(seed.esim ? [ESIM_SLOT] : [])];
    for (const slot of this.slots) {
      this.iccids[slot] = makeIccid(region.callingCode, random.int(1, 99), random);
      this.operators[slot] = random.pick(region.operators);
      this.technologies[slot] = technologyOf(seed.model, random);
    }
    if (seed.iccid && /^\d{18,22}$/.test(seed.iccid)) this.iccids[1] = seed.iccid;
    if (seed.operator) this.operators[1] = seed.operator;
    this.ip = mobileIp(random);
    this.rssi = createRandomWalk({ mean: random.int(-95, -60), step: 3, pull: 0.15, min: -113, max: -51 });
    this.rsrpOffset = createRandomWalk({ mean: -22, step: 2, pull: 0.2, min: -28, max: -16 });
    this.rsrq = createRandomWalk({ mean: random.int(-12, -7), step: 1, pull: 0.2, min: -20, max: -3 });
    this.sinrNoise = createRandomWalk({ mean: 0, step: 1.5, pull: 0.25, min: -5, max: 5 });
    this.dailyBytes = seed.heavy
      ? random.int(2_000, 8_000) * 1e6
      : Math.min(4e9, 120e6 * Math.exp(0.9 * gaussian(random)));
  }

  read(): RadioReading {
    const random = this.random;
    const signal = Math.round(this.rssi.next(random));
    const rsrp = Math.max(-140, Math.min(-44, Math.round(signal + this.rsrpOffset.next(random))));
    const sinr = Math.max(
      -10,
      Math.min(30, Math.round(((signal + 113) / 62) * 30 - 5 + this.sinrNoise.next(random))),
    );
    return { signal, rsrp, rsrq: Math.round(this.rsrq.next(random)), sinr };
  }

  modem(reading: RadioReading): ModemInput {
    const slot = this.simSlot;
    return {
      operator: this.operators[slot],
      technology: this.technologies[slot],
      ...reading,
      iccid: this.iccids[slot],
      imei: this.imei,
      sim_slot: slot,
    };
  }

  usage(from: number, to: number): { rx: number; tx: number } {
    const noise = 0.5 + this.random.next();
    const bytes = Math.round(usageBetween(this.dailyBytes, from, to, this.region.utcOffset) * noise);
    const rx = Math.round(bytes * 0.8);
    return { rx, tx: bytes - rx };
  }

  switchSim(): number {
    const others = this.slots.filter((s) => s !== this.simSlot);
    if (others.length === 0) return this.simSlot;
    this.simSlot = this.random.pick(others);
    this.rssi.shift(this.random.int(-8, 8));
    this.ip = mobileIp(this.random);
    return this.simSlot;
  }

  reconnect(): void {
    this.ip = mobileIp(this.random);
    this.rssi.shift(this.random.int(-3, 3));
  }

  useEsimProfile(iccid: string, operator: string | null): void {
    if (!this.slots.includes(ESIM_SLOT)) return;
    this.iccids[ESIM_SLOT] = iccid;
    if (operator !== null) this.operators[ESIM_SLOT] = operator;
  }
}

/**
 * A believable modem: RSSI walks around a per-device mean between −95 and −60 dBm (−113 to
 * −51 in all); RSRP follows it about 22 dB lower, SINR rises with it, RSRQ wanders between −20
 * and −3 dB. Daily traffic is log-normal around 120 MB (a heavy user 2–8 GB), spread over the
 * day by the diurnal curve, 80 % received.
 */
export function createRadio(seed: RadioSeed, region: SimulatorRegion, random: Random): Radio {
  return new Modem(seed, region, random);
}
