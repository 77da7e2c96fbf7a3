export { Chart, type ChartProps, type ChartSeries, preloadChart, type UPlotConstructor } from './Chart.js';
export { CHART_TABLE_MAX_ROWS, ChartTable, type ChartTableProps } from './ChartTable.js';
export { CHART_PALETTE, paletteColor } from './palette.js';
