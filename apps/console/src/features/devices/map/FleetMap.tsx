import './fleetMap.css';
import { deviceLocationsQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { hrefFor } from '@netfleet/permissions';
import { Loader } from '@netfleet/ui-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GeoJSONSource, MapLayerMouseEvent, Marker, Popup } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { HrefLink } from '../../../components/HrefLink.js';
import { LoadFailed } from '../../../components/LoadFailed.js';
import { formatCount } from '../../../components/list/listFormat.js';
import { useTexts } from '../../../i18n/useTexts.js';
import { MapView, type ReadyMap } from '../../map/MapView.js';
import { mapTexts } from '../../map/texts.js';
import { statusKey } from '../DeviceCells.js';
import { type DeviceFilters, toApiFilters } from '../devicesSearch.js';
import { devicesTexts } from '../texts.js';
import { FleetSummary } from './FleetSummary.js';
import { fleetBounds, fleetFeatures } from './fleetFeatures.js';
import { addFleetLayers, FLEET_SOURCE } from './fleetLayers.js';
import { type SelectedDevice, syncFleetMarkers } from './fleetMarkers.js';
import { fleetMapTexts } from './texts.js';

/** Props of {@link FleetMap}. */
export interface FleetMapProps {
  /** The devices list's filters (the URL's): the map shows the located devices matching them. */
  filters: DeviceFilters;
}

/**
 * The devices page's map view (`?view=map`): every located device matching the list's
 * filters (`GET /devices/locations`), clustered by MapLibre's GeoJSON source; a device's
 * colour is its status. A cluster's count is a button that zooms in; a device (a button too,
 * while few are in view) opens a popup with its name, status and a link to its page. Says
 * how many devices are located and when some are not drawn (over the server's cap).
 */
export function FleetMap({ filters }: FleetMapProps) {
  const t = useTexts(fleetMapTexts);
  const tMap = useTexts(mapTexts);
  const tDevices = useTexts(devicesTexts);
  const client = useApiClient();
  const apiFilters = toApiFilters(filters);
  const query = useQuery({
    ...deviceLocationsQueryOptions(client, apiFilters),
    placeholderData: keepPreviousData,
  });
  const [ready, setReady] = useState<ReadyMap | null>(null);
  const [setupError, setSetupError] = useState<string | null>(null);
  const [selected, setSelected] = useState<SelectedDevice | null>(null);
  const [popupNode, setPopupNode] = useState<HTMLElement | null>(null);
  const texts = useRef({ t, tDevices });
  texts.current = { t, tDevices };

  // The clustered source and its layers, once per map. A failure here is the map library's
  // clustering missing: the spec's words for it.
  useEffect(() => {
    if (!ready) return;
    try {
      addFleetLayers(ready.map);
    } catch (error) {
      console.warn('Clustering failed', error);
      setSetupError(tMap('clustererMissing'));
      return;
    }
    const markers = new Map<string, Marker>();
    const sync = () =>
      syncFleetMarkers(ready, markers, {
        clusterLabel: (count) => texts.current.t('cluster', { n: formatCount(count) }),
        deviceLabel: (name, status) =>
          texts.current.t('device', { name, status: texts.current.tDevices(`status.${statusKey(status)}`) }),
        onSelect: setSelected,
      });
    ready.map.on('idle', sync);
    const onPointClick = (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      const properties = feature?.properties as { id?: number; name?: string; status?: number } | undefined;
      if (!feature || properties?.id === undefined || feature.geometry.type !== 'Point') return;
      const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
      setSelected({
        id: properties.id,
        name: properties.name ?? '',
        status: properties.status ?? 3,
        longitude,
        latitude,
      });
    };
    ready.map.on('click', 'fleet-points', onPointClick);
    return () => {
      ready.map.off('idle', sync);
      ready.map.off('click', 'fleet-points', onPointClick);
      for (const marker of markers.values()) marker.remove();
    };
  }, [ready, tMap]);

  // The devices, and the view fitted to them whenever the filters bring another set.
  const fittedFor = useRef<string | null>(null);
  const filterKey = JSON.stringify(apiFilters);
  useEffect(() => {
    const data = query.data?.data;
    if (!ready || !data) return;
    const source = ready.map.getSource(FLEET_SOURCE) as GeoJSONSource | undefined;
    if (!source) return;
    source.setData(fleetFeatures(data));
    if (fittedFor.current === filterKey || query.isPlaceholderData) return;
    fittedFor.current = filterKey;
    const bounds = fleetBounds(data);
    if (bounds) ready.map.fitBounds(bounds, { padding: 48, maxZoom: 12, duration: 0 });
  }, [ready, query.data, query.isPlaceholderData, filterKey]);

  // The popup of the chosen device; its content is React (a link that navigates in the app).
  useEffect(() => {
    if (!ready || !selected) return;
    const node = document.createElement('div');
    const popup: Popup = new ready.lib.Popup({ offset: 12, maxWidth: '260px' })
      .setLngLat([selected.longitude, selected.latitude])
      .setDOMContent(node)
      .addTo(ready.map);
    setPopupNode(node);
    const onClose = () => setSelected((current) => (current === selected ? null : current));
    popup.on('close', onClose);
    return () => {
      popup.off('close', onClose);
      popup.remove();
      setPopupNode(null);
    };
  }, [ready, selected]);

  const meta = query.data?.meta;
  return (
    <section className="fleet-map" aria-label={t('label')}>
      <div className="fleet-map__summary" aria-live="polite">
        {query.isPending ? (
          <Loader label={t('loading')} />
        ) : query.isError ? (
          <LoadFailed title={t('failed')} message={query.error.message} onRetry={query.refetch} />
        ) : meta ? (
          <FleetSummary
            total={meta.total}
            drawn={query.data?.data.id.length ?? 0}
            truncated={meta.truncated}
          />
        ) : null}
      </div>
      <MapView label={t('label')} onReady={setReady} error={setupError} className="fleet-map__map" />
      <ul className="fleet-map__legend" aria-label={t('legend')}>
        {[1, 0, 2, 3].map((status) => (
          <li key={status}>
            <span className="fleet-map__swatch" data-status={status} aria-hidden="true" />
            {tDevices(`status.${statusKey(status)}`)}
          </li>
        ))}
      </ul>
      {selected && popupNode
        ? createPortal(
            <div className="fleet-map__popup">
              <p className="fleet-map__popup-name">{selected.name}</p>
              <p className="fleet-map__popup-status">
                <span className="fleet-map__swatch" data-status={selected.status} aria-hidden="true" />
                {tDevices(`status.${statusKey(selected.status)}`)}
              </p>
              <HrefLink href={hrefFor('device.info', { id: selected.id })}>{t('open')}</HrefLink>
            </div>,
            popupNode,
          )
        : null}
    </section>
  );
}
