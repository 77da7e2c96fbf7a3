import { lazy, Suspense, useMemo, useState } from 'react';
import { Loader } from '../../src/components/Loader.js';
import { formatBytes } from '../../src/format/formatBytes.js';

// The chart entry and uPlot load only when this section is shown: the way the console loads them.
const Chart = lazy(() => import('../../src/chart/index.js').then((module) => ({ default: module.Chart })));

const HOUR = 3600;
const START = 1_717_200_000;

/** A time series and a bar chart, lazy-loaded. */
export function ChartSection() {
  const [shown, setShown] = useState(false);
  const [seed, setSeed] = useState(1);
  const hours = useMemo(() => Array.from({ length: 48 }, (_, i) => START + i * HOUR), []);
  const traffic = useMemo(
    () => [
      {
        label: 'Received',
        values: hours.map((_, i) => Math.round((Math.sin(i / 4 + seed) + 1.3) * 40 * 1024 ** 2)),
      },
      {
        label: 'Sent',
        values: hours.map((_, i) => Math.round((Math.cos(i / 5 + seed) + 1.2) * 12 * 1024 ** 2)),
      },
    ],
    [hours, seed],
  );
  return (
    <section className="gallery__section" aria-labelledby="chart-title">
      <h2 id="chart-title">Charts</h2>
      <div className="gallery__row">
        <button type="button" className="nf-button" onClick={() => setShown(true)} disabled={shown}>
          Show charts
        </button>
        <button type="button" className="nf-button" onClick={() => setSeed((s) => s + 1)} disabled={!shown}>
          New data
        </button>
      </div>
      {shown ? (
        <Suspense fallback={<Loader label="Loading chart…" />}>
          <div className="gallery__stack">
            <Chart
              title="Mobile data"
              x={hours}
              series={traffic}
              formatValue={(v) => formatBytes(v)}
              timeZone="Europe/Oslo"
            />
            <Chart
              title="Devices per model"
              kind="bar"
              x={[0, 1, 2, 3, 4]}
              categories={['RUT241', 'RUTX11', 'RUT956', 'TRB140', 'TSW202']}
              series={[
                { label: 'Online', values: [120, 80, 45, 60, 20] },
                { label: 'Offline', values: [12, 9, 4, 15, 2] },
              ]}
            />
          </div>
        </Suspense>
      ) : null}
    </section>
  );
}
