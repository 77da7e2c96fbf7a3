import { getRouteApi } from '@tanstack/react-router';
import { useTexts } from '../../../i18n/useTexts.js';
import { ChartTab, useDeviceId } from '../charts/ChartTab.js';
import { RangeToolbar } from '../charts/RangeToolbar.js';
import { SeriesState } from '../charts/SeriesState.js';
import { useChartRange } from '../charts/useChartRange.js';
import { UsageCharts } from '../dataUsage/UsageCharts.js';
import type { UsageByDay } from '../dataUsage/usageByDay.js';
import { useDeviceUsage } from '../dataUsage/useDeviceUsage.js';
import { deviceMetricsTexts } from './texts.js';

const route = getRouteApi('/shell/devices/$id/metrics/mobile-data');

const PRESETS = ['7d', '30d', 'month', 'custom'] as const;
const isEmpty = (usage: UsageByDay) => usage.sims.length === 0;

/**
 * `/devices/{id}/metrics/mobile-data` (view_devices): mobile data received and sent per SIM
 * per day over the period of the URL (last 30 days by default), refreshed at its interval.
 */
export function MobileDataPage() {
  const search = route.useSearch();
  const id = useDeviceId();
  const t = useTexts(deviceMetricsTexts);
  const { range, timeZone, interval } = useChartRange(search, '30d');
  // Keyed by days, the query's period moves once a day: the interval fetches it again.
  const query = useDeviceUsage(id, range, timeZone, interval ?? false);
  return (
    <ChartTab routeName="device.metrics.mobile-data">
      {() => (
        <>
          <RangeToolbar search={search} range={range} timeZone={timeZone} presets={PRESETS} />
          <SeriesState query={query} isEmpty={isEmpty}>
            {(usage) => <UsageCharts usage={usage} title={t('mobileData')} table="toggle" />}
          </SeriesState>
        </>
      )}
    </ChartTab>
  );
}
