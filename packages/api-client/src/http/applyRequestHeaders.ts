import { readXsrfToken } from './xsrfToken.js';

export interface RequestHeaderSources {
  /** Origin of our own API; the XSRF token is sent to it and nowhere else. */
  apiOrigin: string;
  /** The page's cookie string. */
  cookies: string;
  /** The stored `spa_version`, if any. */
  spaVersion: string | null | undefined;
}

/**
 * Sets the headers every API request carries (spec §7): `X-Requested-With`,
 * `X-SPA-VERSION` when a version is stored, and `X-XSRF-TOKEN` only when the
 * request goes to our own API origin.
 */
export function applyRequestHeaders(request: Request, sources: RequestHeaderSources): void {
  request.headers.set('X-Requested-With', 'XMLHttpRequest');
  if (sources.spaVersion) request.headers.set('X-SPA-VERSION', sources.spaVersion);
  const token = readXsrfToken(sources.cookies);
  if (token && new URL(request.url).origin === sources.apiOrigin) {
    request.headers.set('X-XSRF-TOKEN', token);
  } else {
    // A caller-supplied header must not leak the token elsewhere either.
    request.headers.delete('X-XSRF-TOKEN');
  }
}
