import { devicePositionsQueryOptions, useApiClient } from '@netfleet/api-client/react';
import type { DevicePositionsResponse } from '@netfleet/contracts';
import { Chart } from '@netfleet/ui-kit/chart';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTexts } from '../../../i18n/useTexts.js';
import { ChartTab, useDeviceId } from '../charts/ChartTab.js';
import { periodOf, rangeQuery } from '../charts/chartSearch.js';
import { RangeToolbar } from '../charts/RangeToolbar.js';
import { SeriesState } from '../charts/SeriesState.js';
import { useChartRange } from '../charts/useChartRange.js';
import { useMetricFormats } from './metricFormats.js';
import { deviceMetricsTexts } from './texts.js';

const route = getRouteApi('/shell/devices/$id/metrics/gps');

const isEmpty = (answer: DevicePositionsResponse) => answer.data.t.length === 0;

/** Speed, altitude and satellites of the track, one chart each. */
function GpsCharts({
  answer,
  timeZone,
  period,
}: {
  answer: DevicePositionsResponse;
  timeZone: string | null;
  period: readonly [number, number];
}) {
  const t = useTexts(deviceMetricsTexts);
  const format = useMetricFormats();
  const { data } = answer;
  const tz = timeZone ?? undefined;
  const series = useMemo(
    () => ({
      speed: [{ label: t('speedSeries'), values: data.speed }],
      altitude: [{ label: t('altitudeSeries'), values: data.altitude }],
      satellites: [{ label: t('satellitesSeries'), values: data.satellites }],
    }),
    [data, t],
  );
  return (
    <>
      {answer.meta.truncated ? <p className="device-charts__note">{t('thinned')}</p> : null}
      <div className="device-charts__grid">
        <Chart
          title={t('speed')}
          x={data.t}
          xRange={period}
          series={series.speed}
          formatValue={format.number}
          timeZone={tz}
        />
        <Chart
          title={t('altitude')}
          x={data.t}
          xRange={period}
          series={series.altitude}
          formatValue={format.number}
          timeZone={tz}
        />
        <Chart
          title={t('satellites')}
          kind="step"
          x={data.t}
          xRange={period}
          series={series.satellites}
          formatValue={format.number}
          timeZone={tz}
        />
      </div>
    </>
  );
}

/**
 * `/devices/{id}/metrics/gps` (view_devices): speed, altitude and satellites in view over the
 * period of the URL (last 24 hours by default), from the device's positions.
 */
export function GpsMetricsPage() {
  const search = route.useSearch();
  const client = useApiClient();
  const id = useDeviceId();
  const { range, timeZone, refetchInterval } = useChartRange(search, '24h');
  const query = useQuery({
    ...devicePositionsQueryOptions(client, id, rangeQuery(range)),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
  return (
    <ChartTab routeName="device.metrics.gps">
      {() => (
        <>
          <RangeToolbar search={search} range={range} timeZone={timeZone} />
          <SeriesState query={query} isEmpty={isEmpty}>
            {(answer) => <GpsCharts answer={answer} timeZone={timeZone} period={periodOf(range)} />}
          </SeriesState>
        </>
      )}
    </ChartTab>
  );
}
