import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedTokens } from './createSessionStore.js';

/** Cookie of the access token. HttpOnly: page scripts never see it. */
export const SESSION_COOKIE = 'nf_session';
/** Cookie of the refresh token, sent only to the token endpoints. */
export const REFRESH_COOKIE = 'nf_refresh';
/** Cookie the console reads and echoes in `X-XSRF-TOKEN` (spec §7). Not HttpOnly on purpose. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** The header that must carry the session's XSRF token on unsafe requests. */
export const XSRF_HEADER = 'x-xsrf-token';

/** Path of the refresh cookie: `/api/account/token` covers refresh and revoke, nothing else. */
const REFRESH_COOKIE_PATH = '/api/account/token';

/**
 * Sets the three session cookies. `Secure` follows the request's scheme so that plain
 * http://localhost works in development and https deployments get secure cookies.
 */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: IssuedTokens,
  accessTtlSeconds: number,
  refreshTtlSeconds: number,
): void {
  const secure = request.protocol === 'https';
  reply.setCookie(SESSION_COOKIE, tokens.accessToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: accessTtlSeconds,
  });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: refreshTtlSeconds,
  });
  reply.setCookie(XSRF_COOKIE, tokens.xsrfToken, {
    path: '/',
    httpOnly: false,
    sameSite: 'strict',
    secure,
    maxAge: refreshTtlSeconds,
  });
}

/** Expires the three session cookies (same paths as when they were set, or browsers keep them). */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const secure = request.protocol === 'https';
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(XSRF_COOKIE, { path: '/', sameSite: 'strict', secure });
}
