import { ERROR_CODES } from '@netfleet/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionStore } from '../auth/createSessionStore.js';
import { isXsrfVerified } from '../auth/isXsrfVerified.js';
import { loadAuthContext } from '../auth/loadAuthContext.js';
import { REFRESH_COOKIE, SESSION_COOKIE } from '../auth/sessionCookies.js';
import type { Database } from '../db/Database.js';
import { sendError } from './sendError.js';

/** Methods that change state and therefore need the XSRF check. */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Body types an unsafe API request may carry. Plain forms and text/plain are CSRF vectors. */
const ALLOWED_BODY_TYPES = new Set(['application/json', 'multipart/form-data']);

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * The `onRequest` guard of every `/api` route, in this order:
 * 1. 415 when an unsafe request carries a body that is not JSON or multipart;
 * 2. resolves the session from the cookies and loads the user (`request.auth`);
 * 3. 401 when the route needs a user and there is none;
 * 4. 403 `XSRF_TOKEN_MISMATCH` when an unsafe request fails {@link isXsrfVerified}.
 * 401 comes before 403 so that a console whose access token expired refreshes and retries.
 */
export function createApiGuard(db: Database, sessions: SessionStore) {
  return async function apiGuard(request: FastifyRequest, reply: FastifyReply) {
    // Unknown routes answer 404 whatever the method; nothing to protect there.
    if (request.is404) return;
    const unsafe = UNSAFE_METHODS.has(request.method);
    if (unsafe && hasBody(request) && !ALLOWED_BODY_TYPES.has(mediaType(request))) {
      return sendError(
        reply,
        415,
        ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
        'Send the request body as application/json or multipart/form-data.',
        'Content-Type',
      );
    }

    const accessSession = await sessions.findByAccessToken(request.cookies[SESSION_COOKIE]);
    if (accessSession && sessions.isAccessValid(accessSession)) {
      request.auth = await loadAuthContext(db, accessSession);
    }
    if (request.routeOptions.config.auth !== 'none' && !request.auth) {
      return sendError(
        reply,
        401,
        ERROR_CODES.UNAUTHORIZED,
        accessSession
          ? 'The session has expired. Refresh the token or sign in again.'
          : 'Sign in to continue.',
      );
    }

    // The refresh cookie reaches only the token endpoints; elsewhere the access cookie decides.
    request.cookieSession =
      (await sessions.findByRefreshToken(request.cookies[REFRESH_COOKIE])) ?? accessSession;
    if (unsafe && !isXsrfVerified(request, request.cookieSession?.xsrfToken ?? null)) {
      return sendError(
        reply,
        403,
        ERROR_CODES.XSRF_TOKEN_MISMATCH,
        'The request could not be verified as coming from this site. Reload the page and try again.',
        'X-XSRF-TOKEN',
      );
    }
  };
}
