/** One bar of {@link MetricBars}. */
export interface MetricBar {
  key: string;
  label: string;
  value: number;
}

/**
 * A labelled list of horizontal bars, each as long as its share of the largest value: the
 * metrics tab's devices by status and by model. The numbers are text, so the bars are
 * decoration (hidden from assistive technology).
 */
export function MetricBars({ label, bars }: { label: string; bars: readonly MetricBar[] }) {
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <ul className="company-metrics__bars" aria-label={label}>
      {bars.map((bar) => (
        <li key={bar.key} data-bar={bar.key}>
          <span>{bar.label}</span>
          <span className="company-metrics__track" aria-hidden="true">
            <span className="company-metrics__fill" style={{ width: `${(bar.value / largest) * 100}%` }} />
          </span>
          <span className="company-metrics__value">{bar.value}</span>
        </li>
      ))}
    </ul>
  );
}
