import type { FastifyRequest } from 'fastify';
import { isSameOriginRequest } from '../http/requestOrigin.js';
import { XSRF_HEADER } from './sessionCookies.js';
import { secretsEqual } from './tokens.js';

/**
 * The cross-site request forgery check of an unsafe API request. All must hold:
 * - it comes from our own pages (`Origin`, or `Sec-Fetch-Site` without it);
 * - it carries `X-Requested-With: XMLHttpRequest` (a plain form or `<img>` cannot set it);
 * - when a session is in play, `X-XSRF-TOKEN` equals the token stored for that session.
 *   Comparing with the server-side copy, not the cookie, means a cookie planted by a
 *   sibling subdomain or left over from another session does not pass.
 *
 * @param expectedToken the session's XSRF token, or null when the request has no session.
 */
export function isXsrfVerified(request: FastifyRequest, expectedToken: string | null): boolean {
  if (!isSameOriginRequest(request)) return false;
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest') return false;
  if (expectedToken === null) return true;
  const given = request.headers[XSRF_HEADER];
  return typeof given === 'string' && given !== '' && secretsEqual(given, expectedToken);
}
