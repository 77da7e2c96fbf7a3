import { type DateInput, isValidTimeZone, toDate, UNKNOWN_VALUE } from './toDate.js';

/** The spec's time format, in Unicode date-field tokens: `YYYY-MM-DD HH:mm:ss`. */
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/** The date part of {@link DATE_TIME_FORMAT}. */
export const DATE_FORMAT = 'yyyy-MM-dd';

/** Options of the date formatters. */
export interface DateFormatOptions {
  /**
   * IANA time zone the user chose (`'Europe/Oslo'`). Defaults to the browser's
   * own; an unknown zone also falls back to it (spec: "The default timezone is used").
   */
  timeZone?: string | null;
}

type Fields = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

// An Intl.DateTimeFormat is costly to make and a list formats hundreds of cells: one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | null | undefined): Intl.DateTimeFormat {
  const zone = timeZone && isValidTimeZone(timeZone) ? timeZone : '';
  let formatter = formatters.get(zone);
  if (!formatter) {
    // The platform's own zone data (no date library): the fields are read with formatToParts
    // and put in the spec's order, so the locale's own order and separators do not matter.
    formatter = new Intl.DateTimeFormat('en-US', {
      ...(zone ? { timeZone: zone } : {}),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      // h23: midnight is 00, never 24 as `hour12: false` gives in some engines.
      hourCycle: 'h23',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

function fieldsOf(date: Date, timeZone: string | null | undefined): Fields {
  const fields: Fields = { year: '', month: '', day: '', hour: '', minute: '', second: '' };
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type in fields) fields[part.type as keyof Fields] = part.value;
  }
  fields.year = fields.year.padStart(4, '0');
  return fields;
}

/**
 * Formats a moment as `YYYY-MM-DD HH:mm:ss` (24-hour clock) in the chosen time zone;
 * `'-'` for a missing or invalid value.
 *
 * @example
 * formatDateTime('2024-01-02T03:04:05Z', { timeZone: 'Asia/Tokyo' }); // '2024-01-02 12:04:05'
 * formatDateTime(null); // '-'
 */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return UNKNOWN_VALUE;
  const { year, month, day, hour, minute, second } = fieldsOf(date, options.timeZone);
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}

/**
 * Formats the calendar day of a moment as `YYYY-MM-DD` in the chosen time zone;
 * `'-'` for a missing or invalid value.
 */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return UNKNOWN_VALUE;
  const { year, month, day } = fieldsOf(date, options.timeZone);
  return `${year}-${month}-${day}`;
}
