import {
  type ActivationResendResponse,
  ERROR_CODES,
  type TokenRefreshResponse,
  TokenRevokeRequestSchema,
  type TokenRevokeResponse,
} from '@netfleet/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { safeContinueUrl } from '../../auth/safeContinueUrl.js';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from '../../auth/sessionCookies.js';
import { toUserResponse } from '../../auth/toUserResponse.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { requestOrigin } from '../../http/requestOrigin.js';
import { requireAuth } from '../../http/requireAuth.js';
import { sendError } from '../../http/sendError.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { sendActivationMail } from '../../mail/sendActivationMail.js';
import type { ServerContext } from '../../serverContext.js';
import { closeImpersonationLog } from '../impersonation/endImpersonation.js';

/** Revoke's body is optional: none, `null` or the contract's object. */
const RevokeBodySchema = v.optional(v.nullable(TokenRevokeRequestSchema));

const REFRESH_MESSAGES = {
  unknown: 'No valid refresh token. Sign in again.',
  expired: 'The refresh token has expired. Sign in again.',
  revoked: 'The session has ended. Sign in again.',
  reused: 'The refresh token was already used; the session has been ended for safety. Sign in again.',
} as const;

/**
 * The session:
 * - `GET /user`: the signed-in user, its company, role and permissions (`UserResponse`);
 * - `POST /account/token/refresh` and `POST /account/token/revoke`: both run without a valid
 *   access token (`auth: 'none'`, also in maintenance mode); the API guard still checks XSRF
 *   against the session the cookies point at. Revoking (and refresh-token reuse) drops the
 *   session's realtime sockets through the session store's change event;
 * - `POST /account/user/activation/resend`: writes a new activation mail to the mail log. Open
 *   to users blocked by `EMAIL_NOT_VERIFIED` (that is what it is for). 200 `{ data: { email,
 *   sent_at } }`; 409 when the address is verified already; 429 with `Retry-After` within a
 *   minute of the previous one.
 */
export async function sessionRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, sessions, accountBasePath, now } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();

  api.get('/user', async (request) => toUserResponse(requireAuth(request)));

  api.post('/account/token/refresh', { config: { auth: 'none' } }, async (request, reply) => {
    const result = await sessions.refresh(request.cookies[REFRESH_COOKIE]);
    if (!result.ok) {
      clearSessionCookies(request, reply);
      return sendError(reply, 401, ERROR_CODES.REFRESH_FAILED, REFRESH_MESSAGES[result.reason]);
    }
    setSessionCookies(request, reply, result.tokens, sessions.accessTtlSeconds, sessions.refreshTtlSeconds);
    const answer: TokenRefreshResponse = { exp: Math.floor(result.tokens.accessExpiresAt.getTime() / 1000) };
    return answer;
  });

  api.post(
    '/account/token/revoke',
    {
      config: { auth: 'none' },
      schema: { body: RevokeBodySchema },
      // The session ends before the body is even parsed (the guard has checked the XSRF token
      // by then): a body that is not JSON (400) or not the contract (422) is still answered
      // with an error, but it can no longer keep the session alive.
      preParsing: async (request) => {
        const ending = request.cookieSession;
        if (!ending) return;
        await sessions.revoke(ending.id);
        // Logging out while impersonating also ends the impersonation (spec §2.6).
        if (ending.impersonatorId !== null) await closeImpersonationLog(db, ending.id, 'signed_out', now);
      },
      onError: async (request, reply) => {
        clearSessionCookies(request, reply);
      },
    },
    async (request, reply) => {
      clearSessionCookies(request, reply);
      // A same-host redirect_uri becomes the sign-in page's continue_url; anything else is dropped.
      const next = safeContinueUrl(request.body?.redirect_uri, requestOrigin(request));
      const location = `${accountBasePath}/sign-in${next ? `?continue_url=${encodeURIComponent(next)}` : ''}`;
      const answer: TokenRevokeResponse = { location };
      return answer;
    },
  );

  api.post(
    '/account/user/activation/resend',
    { config: { allowBlocked: true, access: 'own' } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const result = await sendActivationMail(db, auth.user.id, {
        origin: context.publicOrigin(),
        accountBasePath,
        now,
      });
      if (!result.ok && result.reason === 'verified') {
        return sendError(reply, 409, API_ERROR_CODES.CONFLICT, `${auth.user.email} is verified already.`);
      }
      if (!result.ok) {
        reply.header('retry-after', String(result.retryAfterSeconds));
        return sendError(
          reply,
          429,
          API_ERROR_CODES.TOO_MANY_REQUESTS,
          `An activation e-mail was sent less than a minute ago. Try again in ${result.retryAfterSeconds} seconds.`,
        );
      }
      const body: ActivationResendResponse = {
        data: { email: result.email, sent_at: result.sentAt.toISOString() },
      };
      return body;
    },
  );
}
