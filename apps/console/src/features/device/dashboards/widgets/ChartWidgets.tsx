import {
  devicePositionsQueryOptions,
  deviceSamplesQueryOptions,
  useApiClient,
} from '@netfleet/api-client/react';
import type { DeviceDetail } from '@netfleet/contracts';
import { Chart } from '@netfleet/ui-kit/chart';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useConsole } from '../../../../bootstrap/ConsoleContext.js';
import { useTexts } from '../../../../i18n/useTexts.js';
import { readTimeZone } from '../../../../settings/timeZone.js';
import { periodOf, rangeQuery } from '../../charts/chartSearch.js';
import { SeriesState } from '../../charts/SeriesState.js';
import { useMetricFormats } from '../../metrics/metricFormats.js';
import { useLiveSamples } from '../../metrics/useLiveSamples.js';
import { deviceDashboardsTexts } from '../texts.js';
import { WidgetCard } from './WidgetCard.js';

const DAY_MS = 86_400_000;

/** The last 24 hours up to when the widget opened, as the series queries take them. */
function useLastDay() {
  const [now] = useState(() => Math.floor(Date.now() / 1000) * 1000);
  return useMemo(() => ({ from: new Date(now - DAY_MS), to: new Date(now) }), [now]);
}

/** The current signal and its last 24 hours (growing with every report while open). */
export function SignalWidget({ device, height }: { device: DeviceDetail; height: number }) {
  const t = useTexts(deviceDashboardsTexts);
  const client = useApiClient();
  const { env } = useConsole();
  const day = useLastDay();
  const query = useQuery(deviceSamplesQueryOptions(client, device.id, rangeQuery(day)));
  const data = useLiveSamples(device.id, query.data, day.from);
  const format = useMetricFormats();
  return (
    <WidgetCard title={t('widgets.signal')}>
      <p className="device-dashboard__value">
        {device.signal === null ? t('unknown') : format.dbm(device.signal)}
      </p>
      <SeriesState query={{ ...query, data }} isEmpty={(samples) => samples.t.length === 0}>
        {(samples) => (
          <Chart
            title={t('signalLast24h')}
            x={samples.t}
            xRange={periodOf(day)}
            series={[{ label: t('rssi'), values: samples.signal }]}
            formatValue={format.dbm}
            height={height}
            timeZone={readTimeZone(env.cookies) ?? undefined}
          />
        )}
      </SeriesState>
    </WidgetCard>
  );
}

/** Speed over the last 24 hours, from the device's positions. */
export function SpeedWidget({ device, height }: { device: DeviceDetail; height: number }) {
  const t = useTexts(deviceDashboardsTexts);
  const client = useApiClient();
  const { env } = useConsole();
  const day = useLastDay();
  const query = useQuery(devicePositionsQueryOptions(client, device.id, rangeQuery(day)));
  const format = useMetricFormats();
  return (
    <WidgetCard title={t('widgets.speed')}>
      <SeriesState query={query} isEmpty={(answer) => answer.data.t.length === 0}>
        {(answer) => (
          <Chart
            title={t('speedLast24h')}
            x={answer.data.t}
            xRange={periodOf(day)}
            series={[{ label: t('speedSeries'), values: answer.data.speed }]}
            formatValue={format.number}
            height={height}
            timeZone={readTimeZone(env.cookies) ?? undefined}
          />
        )}
      </SeriesState>
    </WidgetCard>
  );
}
