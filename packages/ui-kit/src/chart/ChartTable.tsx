import { formatDateTime } from '../format/formatDateTime.js';
import { useUiKitTranslation } from '../i18n/useUiKitTranslation.js';
import type { ChartSeries } from './ChartSeries.js';

/** Rows a chart's table shows at most unless told otherwise: a page a screen reader can still walk. */
export const CHART_TABLE_MAX_ROWS = 500;

/** Props of {@link ChartTable}. */
export interface ChartTableProps {
  /** The table's caption (the chart's title). */
  caption: string;
  x: readonly number[];
  series: readonly ChartSeries[];
  /** Names of the x values instead of times. */
  categories?: readonly string[] | undefined;
  formatValue: (value: number) => string;
  /** Formats an x value (before `categories`); defaults to the category, else `YYYY-MM-DD HH:mm:ss` of the unix seconds. */
  formatX?: ((seconds: number) => string) | undefined;
  timeZone?: string | undefined;
  /** Header of the first column; defaults to "Time". */
  xLabel?: string | undefined;
  maxRows?: number | undefined;
  id?: string | undefined;
}

/**
 * A chart's values as a plain table, the newest (last x) first, capped at `maxRows` with a
 * note saying how many were left out: the chart's accessible companion, and a way to read
 * exact values.
 */
export function ChartTable({
  caption,
  x,
  series,
  categories,
  formatValue,
  formatX,
  timeZone,
  xLabel,
  maxRows = CHART_TABLE_MAX_ROWS,
  id,
}: ChartTableProps) {
  const { t } = useUiKitTranslation();
  const shown = Math.min(x.length, Math.max(0, maxRows));
  const rows: number[] = [];
  for (let i = x.length - 1; i >= x.length - shown; i -= 1) rows.push(i);
  const label = (index: number) => {
    const value = x[index] as number;
    if (formatX) return formatX(value);
    if (categories) return categories[index] ?? '';
    return formatDateTime(value * 1000, { timeZone: timeZone ?? null });
  };
  return (
    // A long table scrolls inside its box: focusable, so the keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section className="nf-chart__table" id={id} aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{xLabel ?? t('chart.time')}</th>
            {series.map((s) => (
              <th scope="col" key={s.label}>
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((index) => (
            <tr key={index}>
              <th scope="row">{label(index)}</th>
              {series.map((s) => {
                const value = s.values[index];
                return (
                  <td key={s.label}>
                    {typeof value === 'number' && Number.isFinite(value) ? formatValue(value) : '-'}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {shown < x.length ? (
        <p className="nf-chart__table-note">{t('chart.tableCapped', { shown, total: x.length })}</p>
      ) : null}
    </section>
  );
}
