import type { DevicePositions } from '@netfleet/contracts';

/** One position of a device's track. */
export interface TrackPoint {
  /** Unix seconds. */
  t: number;
  latitude: number;
  longitude: number;
  /** km/h, when the device reported it. */
  speed: number | null;
  /** `gps`, `cell` or `manual`. */
  source: string;
}

/** The track's columns (`GET /devices/{id}/positions`) as points, oldest first; rows out of range are left out. */
export function trackPoints(positions: DevicePositions): TrackPoint[] {
  const points: TrackPoint[] = [];
  for (let index = 0; index < positions.t.length; index += 1) {
    const latitude = positions.latitude[index];
    const longitude = positions.longitude[index];
    const t = positions.t[index];
    if (latitude === undefined || longitude === undefined || t === undefined) continue;
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) continue;
    points.push({
      t,
      latitude,
      longitude,
      speed: positions.speed[index] ?? null,
      source: positions.source[index] ?? 'gps',
    });
  }
  return points;
}

/**
 * The track with the live positions that came after it (the device's newest position as the
 * socket brings it): each is added when it is newer than the track's last point and elsewhere.
 */
export function withLivePoints(track: readonly TrackPoint[], live: readonly TrackPoint[]): TrackPoint[] {
  const all = [...track];
  for (const point of live) {
    const last = all.at(-1);
    if (
      last &&
      (point.t <= last.t || (point.latitude === last.latitude && point.longitude === last.longitude))
    )
      continue;
    all.push(point);
  }
  return all;
}

/** `[[west, south], [east, north]]` around the points, or `null` for none. */
export function trackBounds(points: readonly TrackPoint[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let west = 180;
  let south = 90;
  let east = -180;
  let north = -90;
  for (const point of points) {
    west = Math.min(west, point.longitude);
    east = Math.max(east, point.longitude);
    south = Math.min(south, point.latitude);
    north = Math.max(north, point.latitude);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/** A GeoJSON feature of the track (the shape MapLibre's GeoJSON source takes). */
interface TrackFeature {
  type: 'Feature';
  properties: { role: 'line' | 'start' | 'end' };
  geometry: { type: 'LineString'; coordinates: number[][] } | { type: 'Point'; coordinates: number[] };
}

/**
 * The track as GeoJSON for the map: the line through the points (two points at least) and
 * its start and end as points with `role` `start` or `end` (one point: only `end`).
 */
export function trackFeatures(points: readonly TrackPoint[]): {
  type: 'FeatureCollection';
  features: TrackFeature[];
} {
  const features: TrackFeature[] = [];
  const first = points[0];
  const last = points.at(-1);
  if (points.length >= 2) {
    features.push({
      type: 'Feature',
      properties: { role: 'line' },
      geometry: { type: 'LineString', coordinates: points.map((point) => [point.longitude, point.latitude]) },
    });
  }
  if (first && points.length >= 2) {
    features.push({
      type: 'Feature',
      properties: { role: 'start' },
      geometry: { type: 'Point', coordinates: [first.longitude, first.latitude] },
    });
  }
  if (last) {
    features.push({
      type: 'Feature',
      properties: { role: 'end' },
      geometry: { type: 'Point', coordinates: [last.longitude, last.latitude] },
    });
  }
  return { type: 'FeatureCollection', features };
}
