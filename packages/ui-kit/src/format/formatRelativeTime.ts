import { formatDistanceStrict, type Locale } from 'date-fns';
// date-fns bundles English as its default locale anyway: no chunk of its own.
import { enUS } from 'date-fns/locale/en-US';
import { type DateInput, toDate, UNKNOWN_VALUE } from './toDate.js';

/** Options of {@link formatRelativeTime}. */
export interface RelativeTimeOptions {
  /** The moment to compare with. Defaults to now. */
  now?: DateInput;
  /** A date-fns locale (from {@link loadDateLocale}). Defaults to English. */
  locale?: Locale;
}

/**
 * How long ago (or until) a moment is, in words and whole units: `'5 minutes ago'`,
 * `'in 2 hours'`, `'3 days ago'`; `'-'` for a missing or invalid value. A distance
 * between two instants is the same in every time zone, so unlike
 * `formatDateTime` this takes none; show the exact time beside it (a tooltip)
 * with `formatDateTime(value, { timeZone })`.
 *
 * @example
 * formatRelativeTime(notification.created_at); // '12 minutes ago'
 */
export function formatRelativeTime(value: DateInput, options: RelativeTimeOptions = {}): string {
  const date = toDate(value);
  const now = options.now === undefined ? new Date() : toDate(options.now);
  if (!date || !now) return UNKNOWN_VALUE;
  return formatDistanceStrict(date, now, {
    addSuffix: true,
    roundingMethod: 'floor',
    ...(options.locale ? { locale: options.locale } : {}),
  });
}

/**
 * Loads the date-fns locale of a UI language (`en`, `nb`, `ja`, `uk`; others get
 * English) as its own chunk, so an app pays only for the language it shows.
 */
export async function loadDateLocale(language: string): Promise<Locale> {
  switch (language.toLowerCase().split(/[-_]/)[0]) {
    case 'nb':
    case 'no':
    case 'nn':
      return (await import('date-fns/locale/nb')).nb;
    case 'ja':
      return (await import('date-fns/locale/ja')).ja;
    case 'uk':
      return (await import('date-fns/locale/uk')).uk;
    default:
      return enUS;
  }
}
