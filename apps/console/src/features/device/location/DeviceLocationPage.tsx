import './location.css';
import { devicePositionsQueryOptions, deviceQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { formatDateTime, Loader } from '@netfleet/ui-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LoadFailed } from '../../../components/LoadFailed.js';
import { useTexts } from '../../../i18n/useTexts.js';
import { useConsoleForm } from '../../forms/useConsoleForm.js';
import { type ChartSearch, rangeQuery } from '../charts/chartSearch.js';
import { RangeToolbar } from '../charts/RangeToolbar.js';
import { useChartRange } from '../charts/useChartRange.js';
import { deviceLocationDefaults, deviceLocationForm } from './deviceLocationForm.js';
import { sourceLabel } from './sourceLabel.js';
import { type Position, TrackMap } from './TrackMap.js';
import { TrackTable } from './TrackTable.js';
import { deviceLocationTexts } from './texts.js';
import { type TrackPoint, trackPoints, withLivePoints } from './trackPoints.js';

const deviceRoute = getRouteApi('/shell/devices/$id');
const route = getRouteApi('/shell/devices/$id/location');

/** The periods the tab offers (the chart tabs' picker, without their longer ones). */
const PERIODS = ['1h', '24h', '7d', 'custom'] as const;

/**
 * `/devices/{id}/location` (shown for devices with GPS): the device's current position with
 * its source (GPS, cell, set by hand) and time; its track over the period of the URL (last
 * hour, 24 hours, 7 days or custom) on a map, fitted to the view, and as a table beside it;
 * the newest position following live while the period runs up to now. Users who may update
 * devices set the location by hand: typed, or picked on the map, through the generic form.
 */
export function DeviceLocationPage() {
  const t = useTexts(deviceLocationTexts);
  const client = useApiClient();
  const { id } = deviceRoute.useParams();
  const search = route.useSearch() as ChartSearch;
  const { range, timeZone } = useChartRange(search, '24h');
  const live = range.preset !== 'custom';
  const device = useQuery(deviceQueryOptions(client, id));
  const period = rangeQuery(range);
  const positions = useQuery({
    ...devicePositionsQueryOptions(client, id, period),
    placeholderData: keepPreviousData,
  });
  const setLocation = useConsoleForm(deviceLocationForm);
  const [picking, setPicking] = useState(false);

  // Positions the socket brought after the track was loaded (the device query is patched
  // live): each change of the device's position is a new point while the period runs to now.
  const fitKey = `${range.preset}|${period.from}|${search.to ?? ''}`;
  const [livePoints, setLivePoints] = useState<TrackPoint[]>([]);
  const seen = useRef<{ key: string; at: string } | null>(null);
  const detail = device.data;
  const latitude = detail?.latitude ?? null;
  const longitude = detail?.longitude ?? null;
  const source = detail?.location_source ?? null;
  useEffect(() => {
    const at = `${latitude},${longitude}`;
    if (seen.current?.key !== fitKey) {
      // A new period starts from what the server says; the position known now is not "new".
      seen.current = { key: fitKey, at };
      setLivePoints([]);
      return;
    }
    if (seen.current.at === at) return;
    seen.current.at = at;
    if (!live || latitude === null || longitude === null) return;
    const point = {
      t: Math.floor(Date.now() / 1000),
      latitude,
      longitude,
      speed: null,
      source: source ?? 'gps',
    };
    setLivePoints((list) => [...list, point]);
  }, [fitKey, latitude, longitude, source, live]);

  const track = useMemo(
    () => withLivePoints(positions.data ? trackPoints(positions.data.data) : [], livePoints),
    [positions.data, livePoints],
  );
  const current: Position | null = latitude !== null && longitude !== null ? { latitude, longitude } : null;
  // The socket's telemetry moves the position but does not carry its time: a live point's is newer.
  const newestLive = livePoints.at(-1);
  const locatedAt = Math.max(
    detail?.located_at ? Date.parse(detail.located_at) : 0,
    newestLive ? newestLive.t * 1000 : 0,
  );
  const name = detail?.name ?? '';

  const openForm = (position: Position | null) => {
    setPicking(false);
    setLocation.open({ id: String(id), defaults: deviceLocationDefaults(position) });
  };

  return (
    <section className="device-location" aria-labelledby="device-location-current">
      <div className="device-location__toolbar">
        <RangeToolbar search={search} range={range} timeZone={timeZone} presets={PERIODS} refresh={false} />
        {setLocation.allowed ? (
          <div className="device-location__actions">
            <button type="button" className="nf-button" onClick={() => openForm(current)}>
              {t('set.button')}
            </button>
            <button
              type="button"
              className="nf-button"
              aria-pressed={picking}
              onClick={() => setPicking((on) => !on)}
            >
              {picking ? t('set.stop') : t('set.pick')}
            </button>
          </div>
        ) : null}
      </div>
      {picking ? (
        <p className="device-location__picking" role="status">
          {t('set.picking')}
        </p>
      ) : null}
      <div className="device-location__body">
        <TrackMap
          label={t('map.label', { name })}
          points={track}
          fitKey={fitKey}
          current={current}
          currentLabel={t('map.current', { name })}
          picking={picking}
          onPick={openForm}
          onStopPicking={() => setPicking(false)}
        />
        <div className="device-location__side">
          <section className="device-location__current" aria-labelledby="device-location-current">
            <h2 id="device-location-current" className="device-location__heading">
              {t('current.heading')}
            </h2>
            {current ? (
              <dl className="device-location__facts">
                <dt>{t('current.latitude')}</dt>
                <dd>{current.latitude.toFixed(5)}</dd>
                <dt>{t('current.longitude')}</dt>
                <dd>{current.longitude.toFixed(5)}</dd>
                <dt>{t('current.source')}</dt>
                <dd data-testid="location-source">{sourceLabel(t, source)}</dd>
                <dt>{t('current.time')}</dt>
                <dd>{locatedAt > 0 ? formatDateTime(locatedAt, { timeZone }) : '–'}</dd>
              </dl>
            ) : (
              <p>{t('current.none')}</p>
            )}
          </section>
          <section className="device-location__track" aria-labelledby="device-location-track">
            <h2 id="device-location-track" className="device-location__heading">
              {t('track.heading')}
            </h2>
            {positions.isPending ? (
              <Loader label={t('track.loading')} />
            ) : positions.isError ? (
              <LoadFailed
                title={t('track.failed')}
                message={positions.error.message}
                onRetry={positions.refetch}
              />
            ) : track.length === 0 ? (
              <p className="device-location__empty" role="status">
                {t('track.empty')}
              </p>
            ) : (
              <>
                <p className="device-location__count" aria-live="polite">
                  {t('track.count', { count: track.length, n: track.length })}
                </p>
                {positions.data?.meta.truncated ? (
                  <p className="device-location__note">{t('track.thinned')}</p>
                ) : null}
                <TrackTable points={track} timeZone={timeZone} />
              </>
            )}
          </section>
        </div>
      </div>
    </section>
  );
}
