import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { type DateInput, isValidTimeZone, toDate, UNKNOWN_VALUE } from './toDate.js';

/** The spec's time format, in date-fns tokens: `YYYY-MM-DD HH:mm:ss`. */
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

function inZone(date: Date, timeZone: string | null | undefined): Date {
  return timeZone && isValidTimeZone(timeZone) ? new TZDate(date.getTime(), timeZone) : date;
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
  return date ? format(inZone(date, options.timeZone), DATE_TIME_FORMAT) : UNKNOWN_VALUE;
}

/**
 * Formats the calendar day of a moment as `YYYY-MM-DD` in the chosen time zone;
 * `'-'` for a missing or invalid value.
 */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  return date ? format(inZone(date, options.timeZone), DATE_FORMAT) : UNKNOWN_VALUE;
}
