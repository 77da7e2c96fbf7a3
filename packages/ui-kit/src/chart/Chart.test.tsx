import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type uPlot from 'uplot';
import { describe, expect, it, type Mock, vi } from 'vitest';
import { formatBytes } from '../format/formatBytes.js';
import { Chart, preloadChart, type UPlotConstructor } from './Chart.js';
import { CHART_PALETTE, paletteColor } from './palette.js';
import { TIME_AXIS_STAMPS, TIME_SERIES_STAMP } from './timeStamps.js';

interface FakePlot {
  options: uPlot.Options;
  data: uPlot.AlignedData;
  destroyed: boolean;
  setData: Mock<(data: uPlot.AlignedData, resetScales?: boolean) => void>;
  setScale: Mock<(key: string, limits: { min: number; max: number }) => void>;
  /** What uPlot hands to hooks: its data and scales. */
  self: { data: uPlot.AlignedData; scales: Record<string, { min?: number; max?: number }> };
}

function fakeUPlot() {
  const plots: FakePlot[] = [];
  const barsBuilder = vi.fn((_options: unknown) => 'bars-path');
  const steppedBuilder = vi.fn((_options: unknown) => 'stepped-path');
  class FakeUPlot {
    static paths = {
      bars: (options: unknown) => barsBuilder(options),
      stepped: (options: unknown) => steppedBuilder(options),
    };
    static tzDate = (date: Date) => date;
    width = 600;
    plot: FakePlot;
    constructor(options: uPlot.Options, data: uPlot.AlignedData, target: HTMLElement) {
      target.append(document.createElement('canvas'));
      this.plot = {
        options,
        data,
        destroyed: false,
        setData: vi.fn<(data: uPlot.AlignedData, resetScales?: boolean) => void>(),
        setScale: vi.fn<(key: string, limits: { min: number; max: number }) => void>(),
        self: { data, scales: { x: {} } },
      };
      plots.push(this.plot);
    }
    setData(data: uPlot.AlignedData, resetScales?: boolean) {
      this.plot.self.data = data;
      this.plot.setData(data, resetScales);
    }
    setScale(key: string, limits: { min: number; max: number }) {
      this.plot.setScale(key, limits);
    }
    setSize() {}
    destroy() {
      this.plot.destroyed = true;
    }
  }
  const load = vi.fn(async () => FakeUPlot as unknown as UPlotConstructor);
  return { plots, load, barsBuilder, steppedBuilder };
}

const x = [1_700_000_000, 1_700_003_600, 1_700_007_200];

describe('Chart', () => {
  it('has an 11-colour palette', () => {
    expect(CHART_PALETTE).toHaveLength(11);
    expect(new Set(CHART_PALETTE).size).toBe(11);
    expect(paletteColor(11)).toBe(CHART_PALETTE[0]);
  });

  it('loads uPlot lazily and draws a time series with palette colours and formatted values', async () => {
    const { plots, load } = fakeUPlot();
    render(
      <Chart
        title="Mobile data"
        x={x}
        series={[
          { label: 'Received', values: [1024, 2048, null] },
          { label: 'Sent', values: [512, 512, 1536] },
        ]}
        formatValue={(v) => formatBytes(v)}
        loadUPlot={load}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Mobile data' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading chart…');
    await waitFor(() => expect(plots).toHaveLength(1));
    const plot = plots[0] as FakePlot;
    expect(plot.data).toEqual([x, [1024, 2048, null], [512, 512, 1536]]);
    expect(plot.options.scales?.x?.time).toBe(true);
    // The legend names the x value at the cursor in the user's language, not uPlot's English.
    expect(plot.options.series[0]?.label).toBe('Time');
    // 24-hour times and numeric dates on the axis and at the cursor, not uPlot's "3pm" and "Nov".
    expect(plot.options.axes?.[0]?.values).toBe(TIME_AXIS_STAMPS);
    expect(plot.options.series[0]?.value).toBe(TIME_SERIES_STAMP);
    const series = plot.options.series.slice(1);
    expect(series.map((s) => [s.label, s.stroke])).toEqual([
      ['Received', CHART_PALETTE[0]],
      ['Sent', CHART_PALETTE[1]],
    ]);
    const value = series[0]?.value as (u: unknown, v: number | null) => string;
    expect(value(null, 2048)).toBe('2 KB');
    expect(value(null, null)).toBe('-');
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('canvas')).not.toBeNull();
    // The summary stands in for the canvas.
    expect(screen.getByText('Received: lowest 1 KB, highest 2 KB, latest 2 KB')).toBeTruthy();
  });

  it('spans the chosen period on the time axis unless the user zoomed', async () => {
    const { plots, load } = fakeUPlot();
    const day: [number, number] = [1_700_000_000 - 86_400, 1_700_000_000];
    const { rerender } = render(
      <Chart
        title="Signal"
        x={[1_699_990_000]}
        xRange={day}
        series={[{ label: 'RSSI', values: [-70] }]}
        loadUPlot={load}
      />,
    );
    await waitFor(() => expect(plots).toHaveLength(1));
    const range = (plots[0] as FakePlot).options.scales?.x?.range as unknown as (
      u: { data: number[][] },
      min: number,
      max: number,
    ) => number[];
    const u = { data: [[1_699_990_000]] };
    // One value: the whole day, not the value's own (empty) extent.
    expect(range(u, 1_699_990_000, 1_699_990_000)).toEqual(day);
    // A dragged selection inside the values stays as chosen.
    const zoomedIn = { data: [[1_699_950_000, 1_699_960_000, 1_699_990_000]] };
    expect(range(zoomedIn, 1_699_955_000, 1_699_958_000)).toEqual([1_699_955_000, 1_699_958_000]);
    // Another period: the same plot reads it.
    const week: [number, number] = [1_700_000_000 - 7 * 86_400, 1_700_000_000];
    rerender(
      <Chart
        title="Signal"
        x={[1_699_990_000]}
        xRange={week}
        series={[{ label: 'RSSI', values: [-70] }]}
        loadUPlot={load}
      />,
    );
    expect(range(u, 1_699_990_000, 1_699_990_000)).toEqual(week);
  });

  it('draws bars with named categories', async () => {
    const { plots, load, barsBuilder } = fakeUPlot();
    render(
      <Chart
        title="Devices per model"
        kind="bar"
        x={[0, 1, 2]}
        categories={['RUT241', 'RUTX11', 'TRB140']}
        series={[{ label: 'Devices', values: [12, 30, 7], color: '#123456' }]}
        xLabel="Model"
        loadUPlot={load}
      />,
    );
    await waitFor(() => expect(plots).toHaveLength(1));
    const options = (plots[0] as FakePlot).options;
    expect(options.series[0]?.label).toBe('Model');
    expect(barsBuilder).toHaveBeenCalled();
    expect(options.series[1]?.paths).toBe('bars-path');
    expect(options.series[1]?.fill).toBe('#123456b3');
    expect(options.scales?.x?.time).toBe(false);
    const axisValues = options.axes?.[0]?.values as (u: unknown, splits: number[]) => string[];
    expect(axisValues(null, [0, 1, 2])).toEqual(['RUT241', 'RUTX11', 'TRB140']);
    const splits = options.axes?.[0]?.splits as (u: { width: number }) => number[];
    expect(splits({ width: 600 })).toEqual([0, 1, 2]);
    // Half a category of room at both ends so the outer bars are whole.
    const range = options.scales?.x?.range as unknown as (u: unknown, min: number, max: number) => number[];
    expect(range(null, 0, 2)).toEqual([-0.5, 2.5]);
  });

  it('puts the bars of several series side by side', async () => {
    const { plots, load, barsBuilder } = fakeUPlot();
    render(
      <Chart
        title="Online and offline"
        kind="bar"
        x={[0, 1]}
        categories={['A', 'B']}
        series={[
          { label: 'Online', values: [3, 4] },
          { label: 'Offline', values: [1, 2] },
        ]}
        loadUPlot={load}
      />,
    );
    await waitFor(() => expect(plots).toHaveLength(1));
    type Disp = { x0: { values: (u: unknown) => number[] }; size: { values: () => number[] } };
    const disps = barsBuilder.mock.calls.map((call) => (call[0] as { disp: Disp }).disp);
    const u = { data: [[0, 1]] };
    expect(disps.map((d) => d.x0.values(u).map((v) => Number(v.toFixed(2))))).toEqual([
      [-0.4, 0.6],
      [0, 1],
    ]);
    expect(disps.map((d) => d.size.values())).toEqual([[0.4], [0.4]]);
  });

  it('passes new values to setData and rebuilds when the series change, destroying on unmount', async () => {
    const { plots, load } = fakeUPlot();
    const { rerender, unmount } = render(
      <Chart title="t" x={x} series={[{ label: 'A', values: [1, 2, 3] }]} loadUPlot={load} />,
    );
    await waitFor(() => expect(plots).toHaveLength(1));
    rerender(<Chart title="t" x={x} series={[{ label: 'A', values: [4, 5, 6] }]} loadUPlot={load} />);
    expect((plots[0] as FakePlot).setData).toHaveBeenCalledWith([x, [4, 5, 6]], true);
    expect(plots).toHaveLength(1);
    rerender(
      <Chart
        title="t"
        x={x}
        series={[
          { label: 'A', values: [4, 5, 6] },
          { label: 'B', values: [1, 1, 1] },
        ]}
        loadUPlot={load}
      />,
    );
    await waitFor(() => expect(plots).toHaveLength(2));
    expect((plots[0] as FakePlot).destroyed).toBe(true);
    unmount();
    expect((plots[1] as FakePlot).destroyed).toBe(true);
  });

  it('redraws with the new colours when the dark mode changes', async () => {
    const { plots, load } = fakeUPlot();
    render(<Chart title="t" x={x} series={[{ label: 'A', values: [1, 2, 3] }]} loadUPlot={load} />);
    await waitFor(() => expect(plots).toHaveLength(1));
    await act(async () => {
      document.documentElement.setAttribute('data-theme', 'dark');
    });
    await waitFor(() => expect(plots).toHaveLength(2));
    document.documentElement.removeAttribute('data-theme');
  });

  it('loads uPlot once, ahead of the first chart if asked', async () => {
    // uPlot reads the device pixel ratio's media query when it loads; jsdom has none.
    const query = {
      matches: false,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
    };
    vi.stubGlobal('matchMedia', () => query);
    const first = preloadChart();
    expect(preloadChart()).toBe(first);
    expect(typeof (await first)).toBe('function');
    vi.unstubAllGlobals();
  });

  it('says when uPlot cannot be loaded', async () => {
    render(
      <Chart
        title="t"
        x={x}
        series={[{ label: 'A', values: [1, 2, 3] }]}
        loadUPlot={() => Promise.reject(new Error('chunk'))}
      />,
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Could not load the chart.'));
  });
  it('marks the plot painted after the first draw, with the number of x values drawn', async () => {
    const { plots, load } = fakeUPlot();
    const { container } = render(
      <Chart title="t" x={x} series={[{ label: 'A', values: [1, 2, 3] }]} loadUPlot={load} />,
    );
    await waitFor(() => expect(plots).toHaveLength(1));
    const host = container.querySelector('.nf-chart__plot') as HTMLElement;
    expect(host.hasAttribute('data-painted')).toBe(false);
    const plot = plots[0] as FakePlot;
    const draw = plot.options.hooks?.draw?.[0] as (u: unknown) => void;
    draw(plot.self);
    expect(host.getAttribute('data-painted')).toBe('true');
    expect(host.getAttribute('data-points')).toBe('3');
  });

  it('zooms by dragging across the time axis, keeps the zoom when values arrive, and resets it', async () => {
    const { plots, load } = fakeUPlot();
    const { rerender } = render(
      <Chart title="t" x={x} series={[{ label: 'A', values: [1, 2, 3] }]} loadUPlot={load} />,
    );
    await waitFor(() => expect(plots).toHaveLength(1));
    const plot = plots[0] as FakePlot;
    expect(plot.options.cursor?.drag).toMatchObject({ x: true, y: false, setScale: true });
    expect(screen.queryByRole('button', { name: 'Reset zoom' })).toBeNull();
    const setScale = plot.options.hooks?.setScale?.[0] as (u: unknown, key: string) => void;
    // uPlot sets the x scale to the dragged window.
    plot.self.scales.x = { min: x[1] as number, max: x[2] as number };
    act(() => setScale(plot.self, 'x'));
    const reset = await screen.findByRole('button', { name: 'Reset zoom' });
    const x2 = [...x, 1_700_010_800];
    rerender(<Chart title="t" x={x2} series={[{ label: 'A', values: [1, 2, 3, 4] }]} loadUPlot={load} />);
    expect(plot.setData).toHaveBeenLastCalledWith([x2, [1, 2, 3, 4]], false);
    fireEvent.click(reset);
    expect(plot.setScale).toHaveBeenCalledWith('x', { min: x2[0], max: x2[3] });
    plot.self.scales.x = { min: x2[0] as number, max: x2[3] as number };
    act(() => setScale(plot.self, 'x'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reset zoom' })).toBeNull());
  });

  it('draws a step chart for states', async () => {
    const { plots, load, steppedBuilder } = fakeUPlot();
    render(
      <Chart
        title="Pins"
        kind="step"
        x={x}
        series={[{ label: 'DIN1', values: [0, 1, 0] }]}
        loadUPlot={load}
      />,
    );
    await waitFor(() => expect(plots).toHaveLength(1));
    expect(steppedBuilder).toHaveBeenCalledWith({ align: 1 });
    expect((plots[0] as FakePlot).options.series[1]?.paths).toBe('stepped-path');
  });

  it('shows its values as a table, newest first, behind a keyboard-reachable toggle', async () => {
    const { load } = fakeUPlot();
    render(
      <Chart
        title="Signal"
        x={x}
        series={[
          { label: 'RSSI', values: [-70, null, -65] },
          { label: 'RSRP', values: [-100, -101, -99] },
        ]}
        formatValue={(v) => `${v} dBm`}
        timeZone="UTC"
        loadUPlot={load}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.textContent).toBe('Hide table');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = screen.getByRole('table', { name: 'Signal' });
    expect(toggle.getAttribute('aria-controls')).toBe(table.parentElement?.id);
    // A long table scrolls in its own box: a named region the keyboard can reach.
    expect(screen.getByRole('region', { name: 'Signal' }).getAttribute('tabindex')).toBe('0');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Time', 'RSSI', 'RSRP'],
      ['2023-11-15 00:13:20', '-65 dBm', '-99 dBm'],
      ['2023-11-14 23:13:20', '-', '-101 dBm'],
      ['2023-11-14 22:13:20', '-70 dBm', '-100 dBm'],
    ]);
  });

  it('caps the table at the newest rows and says so', async () => {
    const { load } = fakeUPlot();
    render(
      <Chart
        title="Bars"
        kind="bar"
        x={[0, 1, 2]}
        categories={['Mon', 'Tue', 'Wed']}
        series={[{ label: 'Bytes', values: [1, 2, 3] }]}
        table="shown"
        xLabel="Day"
        tableMaxRows={2}
        loadUPlot={load}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Show as table' })).toBeNull();
    const table = screen.getByRole('table', { name: 'Bars' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Wed', 'Tue']);
    expect(within(table).getByRole('columnheader', { name: 'Day' })).toBeTruthy();
    expect(screen.getByText('Showing the newest 2 of 3 values.')).toBeTruthy();
  });

  it('labels every few categories when they would not fit', async () => {
    const { plots, load } = fakeUPlot();
    const days = Array.from({ length: 31 }, (_, i) => String(i + 1));
    render(
      <Chart
        title="Days"
        kind="bar"
        x={days.map((_, i) => i)}
        categories={days}
        series={[{ label: 'B', values: days.map(Number) }]}
        loadUPlot={load}
      />,
    );
    await waitFor(() => expect(plots).toHaveLength(1));
    const splits = (plots[0] as FakePlot).options.axes?.[0]?.splits as (u: { width: number }) => number[];
    // 600 px: 10 labels at most, so every 4th day.
    expect(splits({ width: 600 })).toEqual([0, 4, 8, 12, 16, 20, 24, 28]);
  });

  it('names the table rows with formatX before the axis categories', async () => {
    const { load } = fakeUPlot();
    const days = ['2026-11-01', '2026-11-02'];
    render(
      <Chart
        title="Days"
        kind="bar"
        x={[0, 1]}
        categories={['11-01', '11-02']}
        series={[{ label: 'Bytes', values: [1, 2] }]}
        table="shown"
        formatX={(index) => days[index] ?? ''}
        loadUPlot={load}
      />,
    );
    const table = screen.getByRole('table', { name: 'Days' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['2026-11-02', '2026-11-01']);
  });
});
