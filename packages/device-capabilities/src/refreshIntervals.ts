/** A refresh interval choice. */
export interface RefreshInterval {
  readonly label: string;
  readonly seconds: number;
}

/** Refresh interval choices: 10s, 30s, 1m, 5m, 15m, 30m, 1h, 2h, 24h. */
export const REFRESH_INTERVALS: readonly RefreshInterval[] = Object.freeze(
  (
    [
      ['10s', 10],
      ['30s', 30],
      ['1m', 60],
      ['5m', 300],
      ['15m', 900],
      ['30m', 1800],
      ['1h', 3600],
      ['2h', 7200],
      ['24h', 86_400],
    ] as const
  ).map(([label, seconds]) => Object.freeze({ label, seconds })),
);
