/**
 * The chart palette (spec: 11 colours): distinct hues that keep their contrast on
 * the light and the dark surface. Series take them in order.
 */
export const CHART_PALETTE = [
  '#1f77d0',
  '#e8710a',
  '#1a9e5c',
  '#d33f49',
  '#8e5bd6',
  '#0f9fb4',
  '#c2418f',
  '#7c8a16',
  '#b0762a',
  '#5a6fe0',
  '#7f8c9d',
] as const;

/** The palette colour of the series at `index` (wrapping around). */
export function paletteColor(index: number): string {
  return CHART_PALETTE[
    ((index % CHART_PALETTE.length) + CHART_PALETTE.length) % CHART_PALETTE.length
  ] as string;
}
