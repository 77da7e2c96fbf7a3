/**
 * How a day's mobile traffic spreads over the hours, local time: quiet at night, a morning
 * rise, busiest in the afternoon and evening. Scaled so that the 24 values sum to 24 (the
 * average hour weighs 1).
 */
const HOURLY = (() => {
  const raw = [
    0.25, 0.18, 0.15, 0.14, 0.15, 0.25, 0.5, 0.85, 1.1, 1.2, 1.25, 1.3, 1.35, 1.35, 1.4, 1.45, 1.5, 1.6, 1.7,
    1.75, 1.6, 1.3, 0.9, 0.5,
  ];
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((w) => (w * 24) / sum);
})();

const HOUR_MS = 3_600_000;

/** The traffic weight of the local hour of `at` (ms since the epoch) in a zone `utcOffset` hours ahead. */
export function diurnalWeight(at: number, utcOffset: number): number {
  const hour = Math.floor((at + utcOffset * HOUR_MS) / HOUR_MS) % 24;
  return HOURLY[(hour + 24) % 24] ?? 1;
}

/**
 * Bytes a device that moves `dailyBytes` a day uses between `from` and `to` (ms), following
 * the hours' weights: summed hour by hour, so a report spanning midnight or a long gap is right.
 */
export function usageBetween(dailyBytes: number, from: number, to: number, utcOffset: number): number {
  let bytes = 0;
  let at = from;
  while (at < to) {
    const hourEnd = Math.min(to, (Math.floor(at / HOUR_MS) + 1) * HOUR_MS);
    bytes += (dailyBytes / 24) * diurnalWeight(at, utcOffset) * ((hourEnd - at) / HOUR_MS);
    at = hourEnd;
  }
  return bytes;
}
