import type { GeoJSONSource, Marker } from 'maplibre-gl';
import type { ReadyMap } from '../../map/MapView.js';
import { clusterRadius, FLEET_SOURCE } from './fleetLayers.js';

/** A device whose popup is open. */
export interface SelectedDevice {
  id: number;
  name: string;
  status: number;
  longitude: number;
  latitude: number;
}

/** Most single devices in view that get a button of their own (beyond, they are clicked on the canvas). */
const MAX_DEVICE_BUTTONS = 150;

/** What the markers say and do. */
export interface FleetMarkerHandlers {
  clusterLabel(count: number): string;
  deviceLabel(name: string, status: number): string;
  onSelect(device: SelectedDevice): void;
}

function button(className: string, label: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.setAttribute('aria-label', label);
  element.title = label;
  return element;
}

/**
 * Puts an HTML button over every cluster in view (its count; pressing it zooms to where the
 * cluster splits) and over each single device in view while there are at most
 * {@link MAX_DEVICE_BUTTONS} (pressing it opens the device's popup): the map's points become
 * reachable by keyboard and named for screen readers, and the counts need no glyphs. Markers
 * of what left the view are removed; `markers` keeps them between calls.
 */
export function syncFleetMarkers(
  { map, lib }: ReadyMap,
  markers: Map<string, Marker>,
  handlers: FleetMarkerHandlers,
): void {
  const clusters = map.queryRenderedFeatures({ layers: ['fleet-clusters'] });
  const devices = map.queryRenderedFeatures({ layers: ['fleet-points'] });
  const keep = new Set<string>();
  for (const feature of clusters) {
    const properties = feature.properties as { cluster_id?: number; point_count?: number };
    if (properties.cluster_id === undefined || feature.geometry.type !== 'Point') continue;
    const count = properties.point_count ?? 0;
    // A new set of devices reuses cluster ids: the count and place tell the clusters apart.
    const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
    const key = `c${properties.cluster_id}:${count}:${longitude}:${latitude}`;
    if (keep.has(key)) continue;
    keep.add(key);
    if (markers.has(key)) continue;
    const element = button('fleet-map__cluster', handlers.clusterLabel(count));
    element.textContent = count >= 10_000 ? `${Math.round(count / 1000)}k` : String(count);
    const size = `${clusterRadius(count) * 2}px`;
    element.style.width = size;
    element.style.height = size;
    const clusterId = properties.cluster_id;
    element.addEventListener('click', (event) => {
      event.stopPropagation();
      const source = map.getSource(FLEET_SOURCE) as GeoJSONSource | undefined;
      void source
        ?.getClusterExpansionZoom(clusterId)
        .then((zoom) =>
          map.easeTo({ center: [longitude, latitude], zoom: Math.max(zoom, map.getZoom() + 1) }),
        );
    });
    markers.set(key, new lib.Marker({ element }).setLngLat([longitude, latitude]).addTo(map));
  }
  if (devices.length <= MAX_DEVICE_BUTTONS) {
    for (const feature of devices) {
      const properties = feature.properties as { id?: number; name?: string; status?: number };
      if (properties.id === undefined || feature.geometry.type !== 'Point') continue;
      const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
      const key = `d${properties.id}:${longitude}:${latitude}`;
      if (keep.has(key)) continue;
      keep.add(key);
      if (markers.has(key)) continue;
      const name = properties.name ?? '';
      const status = properties.status ?? 3;
      const element = button('fleet-map__device', handlers.deviceLabel(name, status));
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        handlers.onSelect({ id: properties.id ?? 0, name, status, longitude, latitude });
      });
      markers.set(key, new lib.Marker({ element }).setLngLat([longitude, latitude]).addTo(map));
    }
  }
  for (const [key, marker] of markers) {
    if (keep.has(key)) continue;
    marker.remove();
    markers.delete(key);
  }
}
