import { readCookie } from './readCookie.js';

/** Cookie names the XSRF token is read from, in order of precedence (spec §7). */
export const XSRF_COOKIE_NAMES = ['RMS-XSRF-TOKEN', 'XSRF-TOKEN'] as const;

/** The XSRF token to echo in `X-XSRF-TOKEN`: `RMS-XSRF-TOKEN` if present, else `XSRF-TOKEN`. */
export function readXsrfToken(cookieString: string): string | undefined {
  for (const name of XSRF_COOKIE_NAMES) {
    const value = readCookie(cookieString, name);
    if (value) return value;
  }
  return undefined;
}
