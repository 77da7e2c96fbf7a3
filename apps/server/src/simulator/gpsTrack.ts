import type { Random } from '../seed/createRandom.js';

/** A closed route around a city: a vehicle drives it round and round. */
export interface GpsTrack {
  /** Corners of the route, `[latitude, longitude]`; the last leads back to the first. */
  readonly points: readonly (readonly [number, number])[];
  /** Cumulative length in km at each corner (the first is 0), then the whole loop. */
  readonly offsets: readonly number[];
  readonly lengthKm: number;
}

/** Where a vehicle is on its track. */
export interface TrackPosition {
  latitude: number;
  longitude: number;
  /** Degrees clockwise from north, of the leg it is on. */
  heading: number;
}

const EARTH_KM = 6371;
const RAD = Math.PI / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: readonly [number, number], b: readonly [number, number]): number {
  const dLat = (b[0] - a[0]) * RAD;
  const dLon = (b[1] - a[1]) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * RAD) * Math.cos(b[0] * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

function bearing(a: readonly [number, number], b: readonly [number, number]): number {
  const y = Math.sin((b[1] - a[1]) * RAD) * Math.cos(b[0] * RAD);
  const x =
    Math.cos(a[0] * RAD) * Math.sin(b[0] * RAD) -
    Math.sin(a[0] * RAD) * Math.cos(b[0] * RAD) * Math.cos((b[1] - a[1]) * RAD);
  return (Math.atan2(y, x) / RAD + 360) % 360;
}

/**
 * A route of 8 to 14 corners around `center`, each 1 to `radiusKm` away at increasing angles,
 * so it loops round the city like a bus line rather than crossing itself.
 */
export function createGpsTrack(
  center: readonly [number, number],
  radiusKm: number,
  random: Random,
): GpsTrack {
  const corners = random.int(8, 14);
  const start = random.next() * 360;
  const points: [number, number][] = [];
  for (let i = 0; i < corners; i++) {
    const angle = (start + (360 / corners) * (i + random.next() * 0.6)) * RAD;
    const km = 1 + random.next() * Math.max(0, radiusKm - 1);
    points.push([
      center[0] + (km * Math.cos(angle)) / (EARTH_KM * RAD),
      center[1] + (km * Math.sin(angle)) / (EARTH_KM * RAD * Math.cos(center[0] * RAD)),
    ]);
  }
  const offsets = [0];
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as [number, number];
    const b = points[(i + 1) % points.length] as [number, number];
    offsets.push((offsets[i] ?? 0) + distanceKm(a, b));
  }
  return { points, offsets, lengthKm: offsets[offsets.length - 1] ?? 0 };
}

/** The position `km` along the track from its first corner (any distance: it loops). */
export function positionOnTrack(track: GpsTrack, km: number): TrackPosition {
  const { points, offsets, lengthKm } = track;
  const along = ((km % lengthKm) + lengthKm) % lengthKm;
  let leg = 0;
  while (leg < points.length - 1 && (offsets[leg + 1] ?? 0) <= along) leg++;
  const a = points[leg] as readonly [number, number];
  const b = points[(leg + 1) % points.length] as readonly [number, number];
  const legKm = (offsets[leg + 1] ?? 0) - (offsets[leg] ?? 0);
  const t = legKm === 0 ? 0 : (along - (offsets[leg] ?? 0)) / legKm;
  return { latitude: a[0] + (b[0] - a[0]) * t, longitude: a[1] + (b[1] - a[1]) * t, heading: bearing(a, b) };
}
