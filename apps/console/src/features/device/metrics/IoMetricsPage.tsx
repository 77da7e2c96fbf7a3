import { deviceIoQueryOptions, useApiClient } from '@netfleet/api-client/react';
import type { DeviceDetail } from '@netfleet/contracts';
import { Chart } from '@netfleet/ui-kit/chart';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTexts } from '../../../i18n/useTexts.js';
import { ChartTab } from '../charts/ChartTab.js';
import { type ChartRange, periodOf, rangeQuery } from '../charts/chartSearch.js';
import { RangeToolbar } from '../charts/RangeToolbar.js';
import { SeriesState } from '../charts/SeriesState.js';
import { useChartRange } from '../charts/useChartRange.js';
import { CurrentIoStates } from './CurrentIoStates.js';
import { type IoSeries, ioSeries } from './ioSeries.js';
import { deviceMetricsTexts } from './texts.js';

const route = getRouteApi('/shell/devices/$id/metrics/io');

const isEmpty = (series: IoSeries) => series.t.length === 0;

/** One step chart per pin: high (1) or low (0) over the period. */
function PinCharts({
  series,
  timeZone,
  period,
}: {
  series: IoSeries;
  timeZone: string | null;
  period: readonly [number, number];
}) {
  const t = useTexts(deviceMetricsTexts);
  const format = (value: number) => (value >= 0.5 ? t('high') : t('low'));
  return (
    <div className="device-charts__grid">
      {series.pins.map((pin) => (
        <Chart
          key={pin.pin}
          title={pin.pin}
          kind="step"
          height={120}
          x={series.t}
          xRange={period}
          series={[{ label: t('state'), values: pin.values }]}
          formatValue={format}
          timeZone={timeZone ?? undefined}
        />
      ))}
    </div>
  );
}

function IoView({
  device,
  range,
  timeZone,
  refetchInterval,
}: {
  device: DeviceDetail;
  range: ChartRange;
  timeZone: string | null;
  refetchInterval: number | false;
}) {
  const t = useTexts(deviceMetricsTexts);
  const client = useApiClient();
  const query = useQuery({
    ...deviceIoQueryOptions(client, device.id, rangeQuery(range)),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
  const end = Math.floor(range.to.getTime() / 1000);
  const series = useMemo(
    () => (query.data ? ioSeries(query.data, device.io, end) : undefined),
    [query.data, device.io, end],
  );
  return (
    <>
      <CurrentIoStates io={device.io} />
      <h3 className="device-charts__subtitle">{t('ioStates')}</h3>
      <SeriesState query={{ ...query, data: series }} isEmpty={isEmpty}>
        {(data) => <PinCharts series={data} timeZone={timeZone} period={periodOf(range)} />}
      </SeriesState>
    </>
  );
}

/**
 * `/devices/{id}/metrics/io` (view_devices): the device's inputs and outputs now (from the
 * device, kept live by the page), and each pin's state over the period of the URL as a step chart.
 */
export function IoMetricsPage() {
  const search = route.useSearch();
  const { range, timeZone, refetchInterval } = useChartRange(search, '24h');
  return (
    <ChartTab routeName="device.metrics.io">
      {(device) => (
        <>
          <RangeToolbar search={search} range={range} timeZone={timeZone} />
          <IoView device={device} range={range} timeZone={timeZone} refetchInterval={refetchInterval} />
        </>
      )}
    </ChartTab>
  );
}
