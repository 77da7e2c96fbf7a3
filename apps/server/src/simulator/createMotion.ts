import type { IngestReportInput } from '@netfleet/contracts';
import type { Random } from '../seed/createRandom.js';
import { deviceRandom } from './deviceRandom.js';
import { createGpsTrack, type GpsTrack, positionOnTrack } from './gpsTrack.js';
import { createRandomWalk, type RandomWalk } from './randomWalk.js';

type PositionInput = NonNullable<IngestReportInput['positions']>[number];

/** A GPS receiver: the fixes a device takes between two reports. */
export interface Motion {
  readonly vehicle: boolean;
  /** Fixes between `from` (exclusive) and `to` (inclusive), ms: every 10 s on a vehicle, one when parked. */
  fixes(from: number, to: number): PositionInput[];
}

/** Where a GPS device is: a vehicle on a route around `center`, or parked at `home`. */
export interface MotionSeed {
  vehicle: false | 'bus' | 'tram' | 'car';
  center: readonly [number, number];
  home: readonly [number, number];
}

/** Seconds between a moving vehicle's fixes. */
const FIX_EVERY_MS = 10_000;
/** At most this many fixes in one report (a vehicle back after a long gap sends the newest). */
const MAX_FIXES = 30;

const ROUTES = {
  bus: { radiusKm: 8, kmh: 22 },
  tram: { radiusKm: 5, kmh: 18 },
  car: { radiusKm: 15, kmh: 45 },
};

/** Lines per city and kind of vehicle: vehicles share routes, so a fleet's tracks take little memory. */
const LINES_PER_CITY = 8;
const routes = new Map<string, GpsTrack>();

/** Line `line` of a kind of vehicle around `center`: the same route in every run. */
function routeOf(center: readonly [number, number], vehicle: 'bus' | 'tram' | 'car', line: number): GpsTrack {
  const key = `${center[0]},${center[1]}:${vehicle}:${line}`;
  let track = routes.get(key);
  if (track === undefined) {
    track = createGpsTrack(center, ROUTES[vehicle].radiusKm, deviceRandom(0, key));
    routes.set(key, track);
  }
  return track;
}

class Parked implements Motion {
  readonly vehicle = false;

  constructor(
    private readonly home: readonly [number, number],
    private readonly altitude: RandomWalk,
    private readonly random: Random,
  ) {}

  fixes(_from: number, to: number): PositionInput[] {
    const random = this.random;
    return [
      {
        at: to / 1000,
        latitude: this.home[0] + (random.next() - 0.5) * 0.0001,
        longitude: this.home[1] + (random.next() - 0.5) * 0.0001,
        speed: 0,
        altitude: Math.round(this.altitude.next(random)),
        satellites: random.int(6, 14),
      },
    ];
  }
}

class Driving implements Motion {
  readonly vehicle = true;

  constructor(
    private readonly track: GpsTrack,
    private readonly kmh: number,
    private readonly startKm: number,
    private readonly altitude: RandomWalk,
    private readonly random: Random,
  ) {}

  fixes(from: number, to: number): PositionInput[] {
    const random = this.random;
    const out: PositionInput[] = [];
    // Fix times on a fixed 10 s grid, so a report's fixes never repeat the last report's.
    let at = Math.max(
      Math.floor(from / FIX_EVERY_MS) + 1,
      Math.ceil((to - MAX_FIXES * FIX_EVERY_MS) / FIX_EVERY_MS),
    );
    for (; at * FIX_EVERY_MS <= to; at++) {
      const ms = at * FIX_EVERY_MS;
      const where = positionOnTrack(this.track, this.startKm + (this.kmh * ms) / 3_600_000);
      out.push({
        at: ms / 1000,
        latitude: where.latitude,
        longitude: where.longitude,
        speed: Math.max(0, Math.round((this.kmh + (random.next() - 0.5) * 10) * 10) / 10),
        heading: Math.round(where.heading),
        altitude: Math.round(this.altitude.next(random)),
        satellites: random.int(6, 14),
      });
    }
    return out;
  }
}

/**
 * GPS fixes: a vehicle drives one of its city's lines (shared by the vehicles of that kind) at
 * the line's average speed ±20 % (a bus 22 km/h, a tram 18, other vehicles 45), reporting speed
 * with noise and the leg's heading; a parked device jitters a few metres round its place with
 * speed 0. Satellites 6–14, altitude a slow walk.
 */
export function createMotion(seed: MotionSeed, random: Random): Motion {
  const altitude = createRandomWalk({ mean: random.int(10, 250), step: 2, pull: 0.1, min: -10, max: 1500 });
  if (seed.vehicle === false) return new Parked(seed.home, altitude, random);
  const track = routeOf(seed.center, seed.vehicle, random.int(0, LINES_PER_CITY - 1));
  const kmh = ROUTES[seed.vehicle].kmh * (0.8 + random.next() * 0.4);
  return new Driving(track, kmh, random.next() * track.lengthKm, altitude, random);
}
