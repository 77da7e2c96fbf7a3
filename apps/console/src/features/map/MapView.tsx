import './map.css';
import { Alert, Loader } from '@netfleet/ui-kit';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../../i18n/useTexts.js';
import { BASEMAP_STYLE_URL } from './basemap.js';
import { hasWebGl2 } from './hasWebGl2.js';
import type { MapLibre } from './loadMapLibre.js';
import { mapTexts } from './texts.js';

/** A drawn map and the library that drew it (for markers, popups, bounds). */
export interface ReadyMap {
  map: MapLibreMap;
  lib: MapLibre;
}

/** Props of {@link MapView}. */
export interface MapViewProps {
  /** What the map shows, for screen readers (the canvas' label). */
  label: string;
  /**
   * Called with the map once its style has loaded, and with `null` when it goes. The page
   * keeps it in state and adds its sources and layers in effects of its own.
   */
  onReady(ready: ReadyMap | null): void;
  /** A failure the page met while setting the map up (e.g. the clustering), shown over it. */
  error?: string | null;
  className?: string;
}

type MapState = 'loading' | 'ready' | 'webgl' | 'failed';

/**
 * A MapLibre map on the console's offline basemap (`/map/style.json`, or the server's
 * `MAP_STYLE_URL` style it redirects to), with zoom buttons and MapLibre's keyboard control
 * (arrows pan, + and − zoom once the map has the focus), its controls labelled in the
 * user's language. MapLibre loads only here, in chunks of its own. Without WebGL 2 it says so
 * instead of drawing; a style that cannot load says the map could not be drawn.
 *
 * @example
 * const [ready, setReady] = useState<ReadyMap | null>(null);
 * <MapView label={t('map')} onReady={setReady} />
 * useEffect(() => { if (ready) ready.map.addSource(…) }, [ready]);
 */
export function MapView({ label, onReady, error, className }: MapViewProps) {
  const t = useTexts(mapTexts);
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('loading');
  // The newest callback and texts, read when the map is made: a change does not remake the map.
  const latest = useRef({ onReady, t, label });
  latest.current = { onReady, t, label };

  useEffect(() => {
    if (!hasWebGl2()) {
      setState('webgl');
      return;
    }
    let map: MapLibreMap | undefined;
    let gone = false;
    import('./loadMapLibre.js')
      .then(({ maplibre }) => {
        const element = container.current;
        if (gone || !element) return;
        const { t: text, label: title } = latest.current;
        map = new maplibre.Map({
          container: element,
          style: new URL(BASEMAP_STYLE_URL, window.location.href).href,
          center: [10, 30],
          zoom: 1,
          attributionControl: { compact: true },
          locale: {
            'Map.Title': title,
            'NavigationControl.ZoomIn': text('controls.zoomIn'),
            'NavigationControl.ZoomOut': text('controls.zoomOut'),
            'NavigationControl.ResetBearing': text('controls.resetBearing'),
            'Popup.Close': text('controls.closePopup'),
            'AttributionControl.ToggleAttribution': text('controls.attribution'),
            'Marker.Title': text('controls.marker'),
          },
        });
        map.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');
        const drawn = map;
        drawn.once('load', () => {
          if (gone) return;
          setState('ready');
          latest.current.onReady({ map: drawn, lib: maplibre });
        });
        drawn.on('error', (event) => {
          // Before the style has loaded nothing can be drawn: say so. Later errors (a tile
          // that failed) leave the map usable.
          if (!drawn.isStyleLoaded()) setState('failed');
          console.warn('Map error', event.error);
        });
      })
      .catch((failure: unknown) => {
        // MapLibre throws when the WebGL context cannot be made after all (a lost GPU).
        console.warn('Map failed', failure);
        if (!gone) setState(hasWebGl2() ? 'failed' : 'webgl');
      });
    return () => {
      gone = true;
      if (map) {
        latest.current.onReady(null);
        map.remove();
      }
    };
  }, []);

  useEffect(() => {
    // The canvas' label follows the page's (MapLibre set it once from `locale`).
    container.current?.querySelector('canvas')?.setAttribute('aria-label', label);
  }, [label]);

  const message = state === 'webgl' ? t('webglMissing') : state === 'failed' ? t('failed') : (error ?? null);
  return (
    <div className={['nf-map', className].filter(Boolean).join(' ')}>
      <div ref={container} className="nf-map__canvas" />
      {state === 'loading' ? (
        <div className="nf-map__overlay">
          <Loader label={t('loading')} />
        </div>
      ) : null}
      {message ? (
        <div className="nf-map__overlay">
          <Alert variant="error" title={message} />
        </div>
      ) : null}
    </div>
  );
}
