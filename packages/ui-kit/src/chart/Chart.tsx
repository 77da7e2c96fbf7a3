import 'uplot/dist/uPlot.min.css';
import './chart.css';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { Loader } from '../components/Loader.js';
import { formatNumber } from '../format/formatNumber.js';
import { useUiKitTranslation } from '../i18n/useUiKitTranslation.js';
import type { ChartSeries } from './ChartSeries.js';
import { ChartTable } from './ChartTable.js';
import { paletteColor } from './palette.js';
import { TIME_AXIS_STAMPS, TIME_SERIES_STAMP } from './timeStamps.js';

/** uPlot's constructor (the default export of `uplot`). */
export type UPlotConstructor = typeof uPlot;

/** Props of {@link Chart}. */
export interface ChartProps {
  /** The chart's accessible name, shown above it. */
  title: string;
  /**
   * Defaults to `'line'` (time series). `'step'` holds each value until the next one
   * (states such as an I/O pin's).
   */
  kind?: 'line' | 'bar' | 'step';
  /**
   * The x values: unix seconds for a time series, or `0..n-1` with `categories`
   * for a bar chart of named bars.
   */
  x: readonly number[];
  /**
   * The period a time series' axis spans, `[from, to]` in unix seconds (the page's chosen
   * period). Defaults to the values' own extent, which a single value stretches over years.
   */
  xRange?: readonly [number, number];
  series: readonly ChartSeries[];
  /** Names of the bars (x axis labels) instead of times. */
  categories?: readonly string[];
  /** Plot height in pixels. Defaults to `240`. */
  height?: number;
  /**
   * Formats values on the y axis and in the legend (for example `formatBytes`). Defaults to the
   * number with at most two decimals, in the user's language (`formatNumber`).
   */
  formatValue?: (value: number) => string;
  /** IANA time zone of the time axis. Defaults to the browser's. */
  timeZone?: string;
  /**
   * The values as a table: `'toggle'` (default) behind a "Show as table" button, `'shown'`
   * always below the chart, `'none'` without one (the page shows the values elsewhere).
   */
  table?: 'toggle' | 'shown' | 'none';
  /** The x values' name: the table's first column and the legend's; defaults to "Time". */
  xLabel?: string;
  /** Rows of the table at most (the newest); defaults to {@link CHART_TABLE_MAX_ROWS}. */
  tableMaxRows?: number;
  /** Formats x values in the table; defaults to the category, else `YYYY-MM-DD HH:mm:ss` in `timeZone`. */
  formatX?: (seconds: number) => string;
  /** Loads uPlot; defaults to a dynamic `import('uplot')` (its own chunk). Tests pass a fake. */
  loadUPlot?: () => Promise<UPlotConstructor>;
  className?: string;
}

/** Whether the x scale shows less than the data's whole extent (the user dragged to zoom). */
function isZoomed(u: uPlot): boolean {
  const xs = u.data[0] as readonly number[];
  if (xs.length < 2) return false;
  const first = xs[0] as number;
  const last = xs[xs.length - 1] as number;
  const epsilon = (last - first) * 1e-6;
  const { min, max } = u.scales.x ?? {};
  return (min ?? first) > first + epsilon || (max ?? last) < last - epsilon;
}

let uPlotLoad: Promise<UPlotConstructor> | null = null;

/**
 * Starts loading uPlot (its own chunk) before a chart is on screen, e.g. while a page fetches
 * its series, so the first draw does not wait for it after the data. Every chart then uses the
 * same load; a failed load is tried again next time.
 */
export function preloadChart(): Promise<UPlotConstructor> {
  uPlotLoad ??= import('uplot').then(
    (module) => module.default,
    (error: unknown) => {
      uPlotLoad = null;
      throw error;
    },
  );
  return uPlotLoad;
}

const defaultLoad = preloadChart;

/** Share of the space between two x values that a group of bars takes. */
const BAR_GROUP = 0.8;
/** uPlot's `BarsPathBuilderFacetUnit.ScaleValue` (an ambient const enum, so not importable as a value). */
const SCALE_UNITS = 1 as uPlot.Series.BarsPathBuilderFacetUnit;

/** The smallest distance between two x values (1 for a single value). */
function xStep(x: readonly number[]): number {
  let step = Number.POSITIVE_INFINITY;
  for (let i = 1; i < x.length; i += 1)
    step = Math.min(step, Math.abs((x[i] as number) - (x[i - 1] as number)));
  return Number.isFinite(step) && step > 0 ? step : 1;
}

/** Width of the y axis: its longest label, measured with the axis font, plus ticks and gap. */
function axisSize(self: uPlot, values: string[] | null, axisIndex: number): number {
  const axis = self.axes[axisIndex];
  const longest = (values ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');
  const font = (axis?.font as unknown as string[] | undefined)?.[0];
  if (font) self.ctx.font = font;
  const text = longest ? self.ctx.measureText(longest).width / (window.devicePixelRatio || 1) : 0;
  return Math.ceil((axis?.ticks?.size ?? 10) + (axis?.gap ?? 5) + text + 4);
}

function cssVar(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

function withAlpha(color: string, alpha: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? `${color}${alpha}` : color;
}

/** Re-renders when `<html data-theme>` changes, so canvas colours follow the dark mode. */
function useThemeKey(): string {
  const [theme, setTheme] = useState(() =>
    typeof document === 'undefined' ? '' : (document.documentElement.getAttribute('data-theme') ?? ''),
  );
  useEffect(() => {
    const root = document.documentElement;
    const observer = new MutationObserver(() => setTheme(root.getAttribute('data-theme') ?? ''));
    observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

/**
 * A time series (lines) or bar chart drawn on a canvas by uPlot, which is loaded
 * on first use as its own chunk, so pages without charts never download it. Under
 * a strict CSP it needs nothing inline: uPlot sets element styles through the CSSOM
 * and its stylesheet is a file. A visually hidden summary (min, max and last value of
 * each series) stands in for the canvas for screen readers, and the values themselves
 * are a "Show as table" away (newest first). Dragging across a time series zooms into it
 * ("Reset zoom" undoes it). The plot element gets `data-painted` after uPlot's first draw
 * and `data-points` (the x values drawn), for pages and benchmarks that wait for it.
 *
 * @example
 * <Chart title="Mobile data" x={hours} series={[{ label: 'Received', values: rx }]}
 *   formatValue={formatBytes} timeZone={timeZone} />
 */
export function Chart({
  title,
  kind = 'line',
  x,
  xRange,
  series,
  categories,
  height = 240,
  formatValue: givenFormat,
  timeZone,
  table = 'toggle',
  xLabel,
  tableMaxRows,
  formatX,
  loadUPlot = defaultLoad,
  className,
}: ChartProps) {
  const { t, language } = useUiKitTranslation();
  const defaultFormat = useCallback(
    (value: number) => formatNumber(value, { language, maximumFractionDigits: 2 }),
    [language],
  );
  const formatValue = givenFormat ?? defaultFormat;
  const captionId = useId();
  const tableId = useId();
  const [tableOpen, setTableOpen] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const zoomedRef = useRef(false);
  const plotRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const theme = useThemeKey();
  // uPlot's legend names the x value at the cursor; without a label it says "Time" or "Value" in English.
  const xName = xLabel ?? t('chart.time');

  const data = useMemo(
    () => [x, ...series.map((s) => s.values)] as unknown as uPlot.AlignedData,
    [x, series],
  );
  const latestData = useRef(data);
  // What the plot is built from; the values alone only need setData.
  const shape = JSON.stringify([
    kind,
    series.map((s) => [s.label, s.color]),
    categories,
    height,
    timeZone,
    theme,
    xName,
  ]);
  const format = useRef(formatValue);
  const period = useRef(xRange);
  useEffect(() => {
    format.current = formatValue;
    period.current = xRange;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `shape` stands for every option the plot is built from.
  useEffect(() => {
    const host = plotRef.current;
    if (!host) return;
    let plot: uPlot | null = null;
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    loadUPlot().then(
      (UPlot) => {
        if (cancelled) return;
        const axisColor = cssVar(host, '--nf-color-text-muted', '#5b6678');
        const gridColor = cssVar(host, '--nf-color-border', '#dde2ea');
        const step = xStep(x);
        const barWidth = (BAR_GROUP * step) / Math.max(1, series.length);
        // Bars of one x side by side: each series gets its slice of the group, left to right.
        const barsOf = (index: number) =>
          UPlot.paths.bars?.({
            disp: {
              x0: {
                unit: SCALE_UNITS,
                values: (u) =>
                  (u.data[0] as number[]).map((at) => at - (BAR_GROUP * step) / 2 + index * barWidth),
              },
              size: { unit: SCALE_UNITS, values: () => [barWidth] },
            },
          });
        const stepped = kind === 'step' ? UPlot.paths.stepped?.({ align: 1 }) : undefined;
        const axis = {
          stroke: axisColor,
          grid: { stroke: gridColor, width: 1 },
          ticks: { stroke: gridColor },
        };
        const options: uPlot.Options = {
          width: Math.max(200, host.clientWidth || 600),
          height,
          legend: { show: true },
          // Drag across a time series to zoom into it; "Reset zoom" shows the whole range again.
          cursor: { drag: { x: kind !== 'bar', y: false, setScale: true } },
          hooks: {
            // The page (and the benchmark) can tell when the values are on the canvas.
            draw: [
              (u) => {
                host.setAttribute('data-painted', 'true');
                host.setAttribute('data-points', String((u.data[0] as readonly number[]).length));
              },
            ],
            setScale: [
              (u, key) => {
                if (key !== 'x') return;
                const next = isZoomed(u);
                zoomedRef.current = next;
                setZoomed(next);
              },
            ],
          },
          scales: {
            x: {
              time: !categories,
              // Half a step of room at both ends, so the first and last bars are whole.
              ...(kind === 'bar'
                ? { range: (_u: uPlot, min: number, max: number) => [min - step / 2, max + step / 2] }
                : {}),
              // The chosen period, unless the user dragged to zoom (a range other than the
              // values' own extent, which is what uPlot and "Reset zoom" ask for otherwise).
              ...(kind !== 'bar'
                ? {
                    range: (u: uPlot, min: number, max: number): uPlot.Range.MinMax => {
                      const chosen = period.current;
                      const xs = u.data[0] as readonly number[];
                      const whole =
                        xs.length === 0 || (min <= (xs[0] as number) && max >= (xs.at(-1) as number));
                      // One value and no period: half an hour either side of it.
                      if (!chosen && min === max) return [min - 1800, max + 1800];
                      if (!chosen || !whole) return [min, max];
                      return [Math.min(chosen[0], min), Math.max(chosen[1], max)];
                    },
                  }
                : {}),
            },
            ...(kind === 'bar'
              ? {
                  y: {
                    range: (_u: uPlot, min: number, max: number) =>
                      UPlot.rangeNum(Math.min(0, min), max, 0.1, true),
                  },
                }
              : {}),
          },
          ...(timeZone && !categories
            ? { tzDate: (seconds: number) => UPlot.tzDate(new Date(seconds * 1000), timeZone) }
            : {}),
          axes: [
            categories
              ? {
                  ...axis,
                  // A label every ~56 px at most: a month of days would overlap otherwise.
                  splits: (u: uPlot) => {
                    const step = Math.ceil(categories.length / Math.max(2, Math.floor(u.width / 56)));
                    return categories.map((_, i) => i).filter((i) => i % step === 0);
                  },
                  values: (_u: uPlot, splits: number[]) => splits.map((i) => categories[i] ?? ''),
                }
              : { ...axis, values: TIME_AXIS_STAMPS },
            {
              ...axis,
              values: (_u: uPlot, splits: number[]) => splits.map((v) => format.current(v)),
              size: axisSize,
            },
          ],
          series: [
            categories
              ? { label: xName, value: (_u, i) => categories[i] ?? '' }
              : { label: xName, value: TIME_SERIES_STAMP },
            ...series.map((s, index): uPlot.Series => {
              const color = s.color ?? paletteColor(index);
              return {
                label: s.label,
                stroke: color,
                width: kind === 'bar' ? 1 : 2,
                fill: kind === 'bar' ? withAlpha(color, 'b3') : undefined,
                points: { show: kind !== 'bar' && x.length < 60 },
                ...(kind === 'bar' ? { paths: barsOf(index) } : {}),
                ...(stepped ? { paths: stepped } : {}),
                value: (_u, value) => (value === null || value === undefined ? '-' : format.current(value)),
              };
            }),
          ],
        };
        zoomedRef.current = false;
        setZoomed(false);
        plot = new UPlot(options, latestData.current, host);
        chartRef.current = plot;
        setStatus('ready');
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => {
            const width = Math.max(200, host.clientWidth);
            if (plot && width !== plot.width) plot.setSize({ width, height });
          });
          observer.observe(host);
        }
      },
      () => {
        if (!cancelled) setStatus('error');
      },
    );
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
      chartRef.current = null;
    };
  }, [shape, loadUPlot]);

  useEffect(() => {
    latestData.current = data;
    // While zoomed, new values (a live sample, a refresh) keep the user's window.
    chartRef.current?.setData(data, !zoomedRef.current);
  }, [data]);

  const resetZoom = useCallback(() => {
    const plot = chartRef.current;
    const xs = latestData.current[0] as readonly number[];
    if (!plot || xs.length === 0) return;
    plot.setScale('x', { min: xs[0] as number, max: xs[xs.length - 1] as number });
  }, []);

  const empty = x.length === 0 || series.length === 0;
  const summary = series.map((s) => {
    const numbers = s.values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
    if (numbers.length === 0) return t('chart.seriesEmpty', { label: s.label });
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const value of numbers) {
      if (value < min) min = value;
      if (value > max) max = value;
    }
    return t('chart.summary', {
      label: s.label,
      min: formatValue(min),
      max: formatValue(max),
      last: formatValue(numbers[numbers.length - 1] as number),
    });
  });

  return (
    <figure className={className ? `nf-chart ${className}` : 'nf-chart'} aria-labelledby={captionId}>
      <figcaption id={captionId} className="nf-chart__caption">
        {title}
      </figcaption>
      {zoomed || table === 'toggle' ? (
        <div className="nf-chart__tools">
          {zoomed ? (
            <button type="button" className="nf-chart__button" onClick={resetZoom}>
              {t('chart.resetZoom')}
            </button>
          ) : null}
          {table === 'toggle' ? (
            <button
              type="button"
              className="nf-chart__button"
              aria-expanded={tableOpen}
              aria-controls={tableOpen ? tableId : undefined}
              onClick={() => setTableOpen((open) => !open)}
            >
              {tableOpen ? t('chart.hideTable') : t('chart.showTable')}
            </button>
          ) : null}
        </div>
      ) : null}
      <div ref={plotRef} className="nf-chart__plot" data-status={status} aria-hidden="true" />
      {status === 'loading' ? (
        <div className="nf-chart__state" style={{ height }}>
          <Loader label={t('chart.loading')} />
        </div>
      ) : null}
      {empty && status === 'ready' ? <p className="nf-chart__state">{t('chart.noData')}</p> : null}
      {status === 'error' ? (
        <p className="nf-chart__state" role="alert">
          {t('chart.error')}
        </p>
      ) : null}
      <ul className="nf-visually-hidden">
        {summary.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {table === 'shown' || (table === 'toggle' && tableOpen) ? (
        <ChartTable
          id={tableId}
          caption={title}
          x={x}
          series={series}
          categories={categories}
          formatValue={formatValue}
          formatX={formatX}
          timeZone={timeZone}
          xLabel={xName}
          maxRows={tableMaxRows}
        />
      ) : null}
    </figure>
  );
}
