const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How the time axis labels its ticks, in uPlot's table form (x values in Unix seconds): the
 * smallest step between ticks, the label, then what a tick adds below it when the year, month,
 * day, hour, minute or second rolls over, and `1` (added to the label). uPlot's own table writes
 * 12-hour times with "am"/"pm" and English month names whatever the user's language; these are
 * the 24-hour, numeric dates the console writes everywhere else (`2026-11-28 15:05`).
 */
export const TIME_AXIS_STAMPS: (string | number | null)[][] = [
  [365 * DAY, '{YYYY}', null, null, null, null, null, null, 1],
  [28 * DAY, '{YYYY}-{MM}', null, null, null, null, null, null, 1],
  [DAY, '{MM}-{DD}', '\n{YYYY}', null, null, null, null, null, 1],
  [HOUR, '{HH}:{mm}', '\n{YYYY}-{MM}-{DD}', null, '\n{MM}-{DD}', null, null, null, 1],
  [MINUTE, '{HH}:{mm}', '\n{YYYY}-{MM}-{DD}', null, '\n{MM}-{DD}', null, null, null, 1],
  [1, ':{ss}', '\n{YYYY}-{MM}-{DD} {HH}:{mm}', null, '\n{MM}-{DD} {HH}:{mm}', null, '\n{HH}:{mm}', null, 1],
];

/** The time at the cursor in the legend, as the chart's table writes it. */
export const TIME_SERIES_STAMP = '{YYYY}-{MM}-{DD} {HH}:{mm}:{ss}';
