import type { Map as MapLibreMap } from 'maplibre-gl';
import { STATUS_COLOURS } from './fleetFeatures.js';

/** The fleet map's GeoJSON source (clustered). */
export const FLEET_SOURCE = 'fleet';

/** Devices closer than this many pixels form a cluster; above this zoom none do. */
const CLUSTER_RADIUS = 48;
const CLUSTER_MAX_ZOOM = 14;

/** Cluster radius in pixels by size: the count's button is drawn over it at the same size. */
export function clusterRadius(count: number): number {
  return count < 100 ? 16 : count < 1000 ? 20 : count < 10_000 ? 25 : 30;
}

/**
 * Adds the clustered source and its layers: clusters as circles (their counts are HTML
 * buttons, see fleetMarkers.ts: the basemap carries no glyphs to draw text with) and single
 * devices as circles coloured by status. Throws when the map cannot cluster.
 */
export function addFleetLayers(map: MapLibreMap): void {
  map.addSource(FLEET_SOURCE, {
    type: 'geojson',
    data: { type: 'FeatureCollection', features: [] },
    cluster: true,
    clusterRadius: CLUSTER_RADIUS,
    clusterMaxZoom: CLUSTER_MAX_ZOOM,
  });
  map.addLayer({
    id: 'fleet-clusters',
    type: 'circle',
    source: FLEET_SOURCE,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': '#1d4ed8',
      'circle-opacity': 0.85,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
      'circle-radius': ['step', ['get', 'point_count'], 16, 100, 20, 1000, 25, 10_000, 30],
    },
  });
  map.addLayer({
    id: 'fleet-points',
    type: 'circle',
    source: FLEET_SOURCE,
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-radius': 7,
      'circle-color': [
        'match',
        ['get', 'status'],
        0,
        STATUS_COLOURS[0] ?? '#6b7280',
        1,
        STATUS_COLOURS[1] ?? '#16a34a',
        2,
        STATUS_COLOURS[2] ?? '#d97706',
        STATUS_COLOURS[3] ?? '#7c3aed',
      ],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
}
