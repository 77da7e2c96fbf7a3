import type { GeoJSONSource, MapMouseEvent, Marker } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { MapView, type ReadyMap } from '../../map/MapView.js';
import { type TrackPoint, trackBounds, trackFeatures } from './trackPoints.js';

const SOURCE = 'track';
/** Zoom for a single position (a street), and the most a fitted track zooms in. */
const POINT_ZOOM = 14;
const MAX_FIT_ZOOM = 16;

/** A position on the map. */
export interface Position {
  latitude: number;
  longitude: number;
}

/** Props of {@link TrackMap}. */
export interface TrackMapProps {
  /** The map's label for screen readers ("Track of Bus 12"). */
  label: string;
  /** The track, oldest first. */
  points: readonly TrackPoint[];
  /** The period shown: when it changes the map fits the track again (live points only pan). */
  fitKey: string;
  /** The device's newest position, marked; `null` when it has none. */
  current: Position | null;
  /** The current position marker's label. */
  currentLabel: string;
  /** While true, the map's next click picks a position (the "Set location" form opens with it). */
  picking: boolean;
  onPick(position: Position): void;
  /** Esc while picking. */
  onStopPicking(): void;
}

/** Adds the track's source and layers once: a line, and round start (green) and end (red) points. */
function addTrackLayers({ map }: ReadyMap): void {
  map.addSource(SOURCE, { type: 'geojson', data: trackFeatures([]) });
  map.addLayer({
    id: 'track-line',
    type: 'line',
    source: SOURCE,
    filter: ['==', ['get', 'role'], 'line'],
    layout: { 'line-join': 'round', 'line-cap': 'round' },
    paint: { 'line-color': '#1d4ed8', 'line-width': 4 },
  });
  map.addLayer({
    id: 'track-ends',
    type: 'circle',
    source: SOURCE,
    filter: ['!=', ['get', 'role'], 'line'],
    paint: {
      'circle-radius': 7,
      'circle-color': ['match', ['get', 'role'], 'start', '#15803d', '#b91c1c'],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
}

/**
 * The location tab's map: the device's track over the period as a line with its start and
 * end, fitted to the view when the period changes; the current position as a marker that
 * follows the device live (the map pans when it leaves the view); and, while `picking`,
 * a crosshair whose click hands the position to `onPick`.
 */
export function TrackMap({
  label,
  points,
  fitKey,
  current,
  currentLabel,
  picking,
  onPick,
  onStopPicking,
}: TrackMapProps) {
  const [ready, setReady] = useState<ReadyMap | null>(null);
  const fitted = useRef<string | null>(null);
  const marker = useRef<Marker | null>(null);

  useEffect(() => {
    if (!ready) return;
    addTrackLayers(ready);
    fitted.current = null;
    return () => {
      marker.current?.remove();
      marker.current = null;
    };
  }, [ready]);

  // The track: drawn anew whenever it changes; fitted once per period, then only followed.
  useEffect(() => {
    if (!ready) return;
    const { map, lib } = ready;
    (map.getSource(SOURCE) as GeoJSONSource | undefined)?.setData(trackFeatures(points));
    const bounds = trackBounds(points);
    const last = points.at(-1);
    if (fitted.current !== fitKey) {
      if (!bounds && !current) return;
      fitted.current = fitKey;
      if (bounds && (bounds[0][0] !== bounds[1][0] || bounds[0][1] !== bounds[1][1])) {
        map.fitBounds(bounds, { padding: 48, maxZoom: MAX_FIT_ZOOM, duration: 0 });
      } else {
        const at = last ?? current;
        if (at) map.jumpTo({ center: [at.longitude, at.latitude], zoom: POINT_ZOOM });
      }
      return;
    }
    if (last && !map.getBounds().contains(new lib.LngLat(last.longitude, last.latitude))) {
      map.panTo([last.longitude, last.latitude]);
    }
  }, [ready, points, fitKey, current]);

  // The current position's marker, moved as the device reports.
  useEffect(() => {
    if (!ready) return;
    if (!current) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      marker.current = new ready.lib.Marker({ color: '#0e7490' })
        .setLngLat([current.longitude, current.latitude])
        .addTo(ready.map);
    } else {
      marker.current.setLngLat([current.longitude, current.latitude]);
    }
    const element = marker.current.getElement();
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', currentLabel);
    element.title = currentLabel;
  }, [ready, current, currentLabel]);

  // Picking: a crosshair, one click picks, Esc stops.
  const callbacks = useRef({ onPick, onStopPicking });
  callbacks.current = { onPick, onStopPicking };
  useEffect(() => {
    if (!ready || !picking) return;
    const { map } = ready;
    const canvas = map.getCanvas();
    canvas.style.cursor = 'crosshair';
    const onClick = (event: MapMouseEvent) =>
      callbacks.current.onPick({ latitude: event.lngLat.lat, longitude: event.lngLat.wrap().lng });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') callbacks.current.onStopPicking();
    };
    map.on('click', onClick);
    window.addEventListener('keydown', onKey);
    return () => {
      canvas.style.cursor = '';
      map.off('click', onClick);
      window.removeEventListener('keydown', onKey);
    };
  }, [ready, picking]);

  return <MapView label={label} onReady={setReady} className="device-location__map" />;
}
