import { Chart, type ChartSeries, paletteColor } from '@netfleet/ui-kit/chart';
import { useMemo } from 'react';
import { useFormatBytes } from '../../../components/useFormatBytes.js';
import { useTexts } from '../../../i18n/useTexts.js';
import { deviceDataUsageTexts } from './texts.js';
import type { UsageByDay } from './usageByDay.js';

/** Props of {@link UsageCharts}. */
export interface UsageChartsProps {
  usage: UsageByDay;
  /** The chart's title (the mobile data tab names it its own way). */
  title?: string;
  /** The day-by-day table always shown (the data-usage tab) or behind "Show as table". */
  table: 'shown' | 'toggle';
}

/**
 * Bytes received and sent per SIM per day as bars (each SIM a colour pair), its values as
 * a table (newest day first), and the totals per SIM of the period.
 */
export function UsageCharts({ usage, title, table }: UsageChartsProps) {
  const t = useTexts(deviceDataUsageTexts);
  const formatBytes = useFormatBytes();
  const x = useMemo(() => usage.days.map((_, i) => i), [usage.days]);
  const series = useMemo(
    (): ChartSeries[] =>
      usage.sims.flatMap((sim, index) => [
        { label: t('received', { sim: sim.label }), values: sim.rx, color: paletteColor(index * 2) },
        { label: t('sent', { sim: sim.label }), values: sim.tx, color: paletteColor(index * 2 + 1) },
      ]),
    [usage.sims, t],
  );
  const from = usage.days[0] ?? '';
  const to = usage.days[usage.days.length - 1] ?? '';
  const totalsCaption = t('totals', { from, to });
  return (
    <>
      <Chart
        title={title ?? t('chart')}
        kind="bar"
        x={x}
        categories={usage.days.map((day) => day.slice(5))}
        series={series}
        formatValue={formatBytes}
        table={table}
        xLabel={t('day')}
        formatX={(index) => usage.days[index] ?? ''}
      />
      <div className="nf-chart__table">
        <table>
          <caption>{totalsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sim')}</th>
              <th scope="col">{t('totalReceived')}</th>
              <th scope="col">{t('totalSent')}</th>
              <th scope="col">{t('total')}</th>
            </tr>
          </thead>
          <tbody>
            {usage.sims.map((sim) => (
              <tr key={sim.label}>
                <th scope="row">{sim.label}</th>
                <td>{formatBytes(sim.totalRx)}</td>
                <td>{formatBytes(sim.totalTx)}</td>
                <td>{formatBytes(sim.totalRx + sim.totalTx)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
