import { readCookie } from './readCookie.js';

/** Host names (optionally with a port) accepted from the `api_review` cookie. */
const REVIEW_HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

/**
 * The API base (spec §7): `/api`, or the per-review host when the `api_review` cookie
 * names one (developers point a build at a review deployment of the API). The cookie
 * must hold a bare host name; anything else is ignored.
 */
export function resolveApiBase(defaultBase: string, cookies: string, pageProtocol: string): string {
  const review = readCookie(cookies, 'api_review');
  if (!review || !REVIEW_HOST.test(review)) return defaultBase;
  return `${pageProtocol}//${review}/api`;
}
