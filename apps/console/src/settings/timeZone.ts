import type { CookieJar } from '@netfleet/ui-kit';

/** The cookie that keeps the chosen time zone (spec §9). */
export const TIMEZONE_COOKIE = 'timezone';

/** Toast after saving a time zone (spec §8). */
export const TIMEZONE_UPDATED = 'Timezone updated successfully';
/** Toast after resetting it (spec §8). */
export const TIMEZONE_DEFAULT_USED = 'The default timezone is used';

/** The time zone the user chose, or null for the browser's own. */
export function readTimeZone(cookies: CookieJar): string | null {
  return cookies.read(TIMEZONE_COOKIE) || null;
}

/** Saves the chosen zone; `null` clears it (the browser's own is used again). */
export function writeTimeZone(cookies: CookieJar, timeZone: string | null): void {
  cookies.write(TIMEZONE_COOKIE, timeZone);
}
