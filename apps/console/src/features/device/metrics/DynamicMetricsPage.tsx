import { deviceSamplesQueryOptions, useApiClient } from '@netfleet/api-client/react';
import type { DeviceSamples } from '@netfleet/contracts';
import { Chart } from '@netfleet/ui-kit/chart';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTexts } from '../../../i18n/useTexts.js';
import { ChartTab, useDeviceId } from '../charts/ChartTab.js';
import { periodOf, rangeQuery } from '../charts/chartSearch.js';
import { RangeToolbar } from '../charts/RangeToolbar.js';
import { SeriesState } from '../charts/SeriesState.js';
import { deviceChartsTexts } from '../charts/texts.js';
import { useChartRange } from '../charts/useChartRange.js';
import { useMetricFormats } from './metricFormats.js';
import { deviceMetricsTexts } from './texts.js';
import { useLiveSamples } from './useLiveSamples.js';

const route = getRouteApi('/shell/devices/$id/metrics/dynamic');

const isEmpty = (data: DeviceSamples) => data.t.length === 0;
const asPercent = (values: readonly (number | null)[]) => values.map((v) => (v === null ? null : v * 100));

/** The device's dynamic metrics: signal, signal quality, temperature, CPU load and memory. */
function DynamicCharts({
  data,
  timeZone,
  period,
}: {
  data: DeviceSamples;
  timeZone: string | null;
  period: readonly [number, number];
}) {
  const t = useTexts(deviceMetricsTexts);
  const format = useMetricFormats();
  const tz = timeZone ?? undefined;
  const series = useMemo(
    () => ({
      signal: [
        { label: t('rssi'), values: data.signal },
        { label: t('rsrp'), values: data.rsrp },
      ],
      quality: [
        { label: t('rsrq'), values: data.rsrq },
        { label: t('sinr'), values: data.sinr },
      ],
      temperature: [{ label: t('temperatureSeries'), values: data.temperature }],
      load: [
        { label: t('cpu'), values: asPercent(data.cpu_load) },
        { label: t('memory'), values: asPercent(data.memory_used) },
      ],
    }),
    [data, t],
  );
  return (
    <div className="device-charts__grid">
      <Chart
        title={t('signal')}
        x={data.t}
        xRange={period}
        series={series.signal}
        formatValue={format.dbm}
        timeZone={tz}
      />
      <Chart
        title={t('quality')}
        x={data.t}
        xRange={period}
        series={series.quality}
        formatValue={format.db}
        timeZone={tz}
      />
      <Chart
        title={t('temperature')}
        x={data.t}
        xRange={period}
        series={series.temperature}
        formatValue={format.celsius}
        timeZone={tz}
      />
      <Chart
        title={t('load')}
        x={data.t}
        xRange={period}
        series={series.load}
        formatValue={format.percent}
        timeZone={tz}
      />
    </div>
  );
}

/**
 * `/devices/{id}/metrics/dynamic` (view_devices): the device's samples over the period of
 * the URL (last 24 hours by default), refreshed at the URL's interval; every sample a report
 * pushes is appended as it comes.
 */
export function DynamicMetricsPage() {
  const search = route.useSearch();
  const client = useApiClient();
  const id = useDeviceId();
  const ct = useTexts(deviceChartsTexts);
  const { range, refetchInterval, timeZone } = useChartRange(search, '24h', route.useLoaderData().at);
  const query = useQuery({
    ...deviceSamplesQueryOptions(client, id, rangeQuery(range)),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
  const data = useLiveSamples(id, query.data, range.from);
  return (
    <ChartTab routeName="device.metrics.dynamic">
      {() => (
        <>
          <RangeToolbar search={search} range={range} timeZone={timeZone} />
          <SeriesState query={{ ...query, data }} isEmpty={isEmpty}>
            {(samples) => (
              <>
                {samples.resolution === 'hour' ? <p className="device-charts__note">{ct('hourly')}</p> : null}
                <DynamicCharts data={samples} timeZone={timeZone} period={periodOf(range)} />
              </>
            )}
          </SeriesState>
        </>
      )}
    </ChartTab>
  );
}
