export { Chart, type ChartProps, preloadChart, type UPlotConstructor } from './Chart.js';
export type { ChartSeries } from './ChartSeries.js';
export { CHART_TABLE_MAX_ROWS, ChartTable, type ChartTableProps } from './ChartTable.js';
export { CHART_PALETTE, paletteColor } from './palette.js';
