import { ERROR_CODES } from '@netfleet/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContextCache } from '../auth/createAuthContextCache.js';
import type { SessionStore } from '../auth/createSessionStore.js';
import { isXsrfVerified } from '../auth/isXsrfVerified.js';
import { loadAuthContext } from '../auth/loadAuthContext.js';
import { loginBlockOf } from '../auth/loginBlockOf.js';
import { REFRESH_COOKIE, SESSION_COOKIE } from '../auth/sessionCookies.js';
import type { Database } from '../db/Database.js';
import { endImpersonation } from '../resources/impersonation/endImpersonation.js';
import { API_ERROR_CODES } from './apiErrorCodes.js';
import { sendError } from './sendError.js';

/** Methods that change state and therefore need the XSRF check. */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Body types an unsafe API request may carry. Plain forms and text/plain are CSRF vectors. */
const ALLOWED_BODY_TYPES = new Set(['application/json', 'multipart/form-data']);

/** What the guard needs. */
export interface ApiGuardOptions {
  db: Database;
  sessions: SessionStore;
  /** The session and auth context of an access token, cached briefly (see `createAuthContextCache`). */
  authContexts: AuthContextCache;
  /** Clock in milliseconds (impersonation access expiry). */
  now: () => number;
  /** While `enabled`, every API call but the token endpoints answers 503 `MAINTENANCE`. */
  maintenance: { enabled: boolean };
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * The `onRequest` guard of every API route (`/api` and `PUT /account/user`), in this order:
 * 1. 415 when an unsafe request carries a body that is not JSON or multipart;
 * 2. 503 `MAINTENANCE` in maintenance mode (the token endpoints stay open, so logout works);
 * 3. resolves the session from the cookies and loads the user (`request.auth`); an
 *    impersonation whose access has run out ends here and the session is the impersonator's again;
 * 4. 401 when the route needs a user and there is none;
 * 5. 403 `XSRF_TOKEN_MISMATCH` when an unsafe request fails {@link isXsrfVerified};
 * 6. 403 with a global error code (`EMAIL_NOT_VERIFIED`, …) while the user is blocked, except
 *    on routes marked `allowBlocked` (activation mail).
 * 401 comes before 403 so that a console whose access token expired refreshes and retries.
 */
export function createApiGuard(options: ApiGuardOptions) {
  const { db, sessions, authContexts, now, maintenance } = options;
  return async function apiGuard(request: FastifyRequest, reply: FastifyReply) {
    // Unknown routes answer 404 whatever the method; nothing to protect there.
    if (request.is404) return;
    const config = request.routeOptions.config;
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
    if (maintenance.enabled && config.auth !== 'none') {
      return sendError(
        reply,
        503,
        API_ERROR_CODES.MAINTENANCE,
        'Netfleet is down for maintenance. Try again in a few minutes.',
      );
    }

    // One query (or none, while the short-lived cache holds it): the session and who it acts as.
    const found = await authContexts.byAccessToken(request.cookies[SESSION_COOKIE]);
    let accessSession = found?.session ?? null;
    if (found && accessSession && sessions.isAccessValid(accessSession)) {
      let auth = found.auth;
      const limit = auth?.user.impersonationAccessLimit?.getTime() ?? 0;
      if (auth?.impersonator && limit <= now()) {
        // Impersonation access counts only while its limit is in the future (spec §4).
        await endImpersonation(db, sessions, accessSession, 'access_expired', now);
        accessSession = await sessions.findById(accessSession.id);
        auth = accessSession ? await loadAuthContext(db, accessSession) : null;
      }
      request.auth = auth;
    }
    if (config.auth !== 'none' && !request.auth) {
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

    if (request.auth && config.auth !== 'none' && config.allowBlocked !== true) {
      const block = loginBlockOf(request.auth);
      if (block) return sendError(reply, 403, block.code, block.message);
    }
  };
}
