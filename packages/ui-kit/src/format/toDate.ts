/** A moment as the API gives it: a `Date`, epoch milliseconds, or an ISO 8601 string. */
export type DateInput = Date | number | string | null | undefined;

/** What formatters show for a missing or invalid value (spec: unknown values show a dash). */
export const UNKNOWN_VALUE = '-';

/**
 * Turns a {@link DateInput} into a valid `Date`, or `null` for `null`, `undefined`,
 * empty strings and anything that is not a date. Numbers are epoch milliseconds
 * (multiply unix seconds by 1000 first).
 */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const validZones = new Map<string, boolean>();

/** Whether the runtime knows this IANA time zone (`'Europe/Oslo'`). Cached. */
export function isValidTimeZone(timeZone: string): boolean {
  let valid = validZones.get(timeZone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      valid = true;
    } catch {
      valid = false;
    }
    validZones.set(timeZone, valid);
  }
  return valid;
}
