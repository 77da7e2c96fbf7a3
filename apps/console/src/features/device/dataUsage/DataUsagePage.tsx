import { getRouteApi } from '@tanstack/react-router';
import { ChartTab, useDeviceId } from '../charts/ChartTab.js';
import { RangeToolbar } from '../charts/RangeToolbar.js';
import { SeriesState } from '../charts/SeriesState.js';
import { useChartRange } from '../charts/useChartRange.js';
import { UsageCharts } from './UsageCharts.js';
import type { UsageByDay } from './usageByDay.js';
import { useDeviceUsage } from './useDeviceUsage.js';

const route = getRouteApi('/shell/devices/$id/data-usage');

const PRESETS = ['month', '7d', '30d', 'custom'] as const;
const isEmpty = (usage: UsageByDay) => usage.sims.length === 0;

/**
 * `/devices/{id}/data-usage`: bytes received and sent per SIM per day, this month by default
 * or the period of the URL, as bars, a table of every day and the totals per SIM.
 */
export function DataUsagePage() {
  const search = route.useSearch();
  const id = useDeviceId();
  const { range, timeZone } = useChartRange(search, 'month');
  const query = useDeviceUsage(id, range, timeZone, false);
  return (
    <ChartTab routeName="device.data-usage">
      {() => (
        <>
          <RangeToolbar search={search} range={range} timeZone={timeZone} presets={PRESETS} refresh={false} />
          <SeriesState query={query} isEmpty={isEmpty}>
            {(usage) => <UsageCharts usage={usage} table="shown" />}
          </SeriesState>
        </>
      )}
    </ChartTab>
  );
}
