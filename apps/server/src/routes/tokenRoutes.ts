import {
  ERROR_CODES,
  type TokenRefreshResponse,
  TokenRevokeRequestSchema,
  type TokenRevokeResponse,
} from '@netfleet/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { safeContinueUrl } from '../auth/safeContinueUrl.js';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from '../auth/sessionCookies.js';
import { requestOrigin } from '../http/requestOrigin.js';
import { sendError } from '../http/sendError.js';
import { sendValidationError } from '../http/sendValidationError.js';
import { closeImpersonationLog } from '../impersonation/endImpersonation.js';
import type { ServerContext } from '../serverContext.js';

/** Revoke's body is optional: none, `null` or the contract's object. */
const RevokeBodySchema = v.optional(v.nullable(TokenRevokeRequestSchema));

const REFRESH_MESSAGES = {
  unknown: 'No valid refresh token. Sign in again.',
  expired: 'The refresh token has expired. Sign in again.',
  revoked: 'The session has ended. Sign in again.',
  reused: 'The refresh token was already used; the session has been ended for safety. Sign in again.',
} as const;

/**
 * `POST /api/account/token/refresh` and `POST /api/account/token/revoke`. Both run without
 * a valid access token (`auth: 'none'`, also in maintenance mode); the API guard still checks
 * XSRF against the session the cookies point at. Revoking (and refresh-token reuse) drops the
 * session's realtime sockets through the session store's change event.
 */
export async function tokenRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, sessions, accountBasePath, now } = context;

  app.post('/account/token/refresh', { config: { auth: 'none' } }, async (request, reply) => {
    const result = await sessions.refresh(request.cookies[REFRESH_COOKIE]);
    if (!result.ok) {
      clearSessionCookies(request, reply);
      return sendError(reply, 401, ERROR_CODES.REFRESH_FAILED, REFRESH_MESSAGES[result.reason]);
    }
    setSessionCookies(request, reply, result.tokens, sessions.accessTtlSeconds, sessions.refreshTtlSeconds);
    const answer: TokenRefreshResponse = { exp: Math.floor(result.tokens.accessExpiresAt.getTime() / 1000) };
    return answer;
  });

  app.post('/account/token/revoke', { config: { auth: 'none' } }, async (request, reply) => {
    const body = v.safeParse(RevokeBodySchema, request.body);
    if (!body.success) return sendValidationError(reply, body.issues);
    const ending = request.cookieSession;
    if (ending) {
      await sessions.revoke(ending.id);
      // Logging out while impersonating also ends the impersonation (spec §2.6).
      if (ending.impersonatorId !== null) await closeImpersonationLog(db, ending.id, 'signed_out', now);
    }
    clearSessionCookies(request, reply);
    // A same-host redirect_uri becomes the sign-in page's continue_url; anything else is dropped.
    const next = safeContinueUrl(body.output?.redirect_uri, requestOrigin(request));
    const location = `${accountBasePath}/sign-in${next ? `?continue_url=${encodeURIComponent(next)}` : ''}`;
    const answer: TokenRevokeResponse = { location };
    return answer;
  });
}
