import type { DeviceLocations } from '@netfleet/contracts';

/** A located device as a GeoJSON point (the shape MapLibre's GeoJSON source takes). */
interface FleetFeature {
  type: 'Feature';
  id: number;
  properties: { id: number; name: string; status: number };
  geometry: { type: 'Point'; coordinates: [number, number] };
}

/**
 * The located devices (`GET /devices/locations`, columns) as GeoJSON points carrying id,
 * name and status, for the clustered source. Rows with a coordinate out of range are left out.
 */
export function fleetFeatures(locations: DeviceLocations): {
  type: 'FeatureCollection';
  features: FleetFeature[];
} {
  const features: FleetFeature[] = [];
  for (let index = 0; index < locations.id.length; index += 1) {
    const id = locations.id[index];
    const latitude = locations.latitude[index];
    const longitude = locations.longitude[index];
    if (id === undefined || latitude === undefined || longitude === undefined) continue;
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) continue;
    features.push({
      type: 'Feature',
      id,
      properties: { id, name: locations.name[index] ?? '', status: locations.status[index] ?? 3 },
      geometry: { type: 'Point', coordinates: [longitude, latitude] },
    });
  }
  return { type: 'FeatureCollection', features };
}

/** `[[west, south], [east, north]]` around the devices, or `null` for none. */
export function fleetBounds(locations: DeviceLocations): [[number, number], [number, number]] | null {
  if (locations.id.length === 0) return null;
  let west = 180;
  let south = 90;
  let east = -180;
  let north = -90;
  locations.latitude.forEach((latitude, index) => {
    const longitude = locations.longitude[index] ?? 0;
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  });
  return [
    [west, south],
    [east, north],
  ];
}

/** The colour of each status on the map (0 Offline, 1 Online, 2 Pending, 3 Not Activated). */
export const STATUS_COLOURS: Readonly<Record<number, string>> = {
  0: '#6b7280',
  1: '#16a34a',
  2: '#d97706',
  3: '#7c3aed',
};
