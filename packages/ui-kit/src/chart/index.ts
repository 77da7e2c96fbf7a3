export { Chart, type ChartProps, type ChartSeries, type UPlotConstructor } from './Chart.js';
export { CHART_PALETTE, paletteColor } from './palette.js';
