import { type DateInput, toDate, UNKNOWN_VALUE } from './toDate.js';

/** Options of {@link formatRelativeTime}. */
export interface RelativeTimeOptions {
  /** The moment to compare with. Defaults to now. */
  now?: DateInput;
  /**
   * The UI language, a BCP 47 tag (`'en'`, `'nb'`, `'ja'`, `'uk'`). Defaults to English; a tag
   * the runtime does not accept also gives English.
   */
  locale?: string;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The largest unit the distance fills at least once (a month is 30 days, a year 365). */
const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

type Numeric = 'always' | 'auto';

// One formatter per language and style: a list formats hundreds of cells.
const formatters = new Map<string, Intl.RelativeTimeFormat>();

function formatterFor(locale: string, numeric: Numeric): Intl.RelativeTimeFormat {
  const key = `${numeric}:${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.RelativeTimeFormat(locale, { numeric });
    } catch {
      // A malformed tag throws a RangeError: speak English rather than fail the whole list.
      formatter = new Intl.RelativeTimeFormat('en', { numeric });
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * How long ago (or until) a moment is, in words and whole units (rounded down) in the user's
 * language through the platform's `Intl.RelativeTimeFormat`: `'5 minutes ago'`,
 * `'in 2 hours'`, `'3 days ago'`, `'now'` under a second away; `'-'` for a missing or invalid value. A distance
 * between two instants is the same in every time zone, so unlike
 * `formatDateTime` this takes none; show the exact time beside it (a tooltip)
 * with `formatDateTime(value, { timeZone })`.
 *
 * @example
 * formatRelativeTime(notification.created_at, { locale: 'nb' }); // 'for 12 minutter siden'
 */
export function formatRelativeTime(value: DateInput, options: RelativeTimeOptions = {}): string {
  const date = toDate(value);
  const now = options.now === undefined ? new Date() : toDate(options.now);
  if (!date || !now) return UNKNOWN_VALUE;
  const distance = date.getTime() - now.getTime();
  const size = Math.abs(distance);
  const [unit, length] = UNITS.find(([, unitLength]) => size >= unitLength) ?? ['second', SECOND];
  const count = Math.floor(size / length);
  const locale = options.locale ?? 'en';
  // Under a second away is "now" in the language's own word, not "0 seconds ago" (a device that
  // just reported). Otherwise always numbers: "1 day ago", not "yesterday", which a distance
  // rounded down to whole days may not be.
  if (count === 0) return formatterFor(locale, 'auto').format(0, 'second');
  // A moment before now reads "… ago", a later one "in …".
  return formatterFor(locale, 'always').format(distance > 0 ? count : -count, unit);
}
