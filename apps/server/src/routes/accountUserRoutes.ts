import { AccountUserUpdateSchema, type ActivationResendResponse } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadAuthContext } from '../auth/loadAuthContext.js';
import { toUserResponse } from '../auth/toUserResponse.js';
import { mailLog, users } from '../db/schema.js';
import { API_ERROR_CODES } from '../http/apiErrorCodes.js';
import { parseInput } from '../http/parseInput.js';
import { registerApiScope } from '../http/registerApiScope.js';
import { requestOrigin } from '../http/requestOrigin.js';
import { requireAuth } from '../http/requireAuth.js';
import { sendError } from '../http/sendError.js';
import { sendActivationMail } from '../mail/sendActivationMail.js';
import { pickServerContext, type ServerContext } from '../serverContext.js';

/**
 * `POST /api/account/user/activation/resend`: writes a new activation mail to the mail log.
 * Open to users blocked by `EMAIL_NOT_VERIFIED` (that is what it is for). 200
 * `{ data: { email, sent_at } }`; 409 when the address is verified already; 429 with
 * `Retry-After` within a minute of the previous one.
 */
export async function activationRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  app.post('/account/user/activation/resend', { config: { allowBlocked: true } }, async (request, reply) => {
    const auth = requireAuth(request);
    const result = await sendActivationMail(context.db, auth.user.id, {
      origin: requestOrigin(request),
      accountBasePath: context.accountBasePath,
      now: context.now,
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
  });
}

/**
 * `PUT /account/user`: the spec puts this call at the site root (base URL `/`), not under
 * `/api`; registered with prefix `/account` and the same API guard (session, 401, XSRF, login
 * blocks). Only the `PUT` method is taken: `GET /account` stays the console's page. Body:
 * - `{ tos_accepted: true }` accepts the terms of service;
 * - `{ email }` gives an address to an account whose e-mail equals its username (the forced
 *   e-mail modal); refused (403) for any other account, since changing a real address needs
 *   the password, and 409 when another account uses the address. A notice goes to the mail log.
 * Neither may be done by an impersonator on the user's behalf (403). Answers the updated
 * `GET /api/user` body as `{ data }`.
 */
export async function accountUserSite(app: FastifyInstance, options: ServerContext): Promise<void> {
  const context = pickServerContext(options);
  registerApiScope(app, context, { notFound: false });
  app.put('/user', async (request, reply) => {
    const auth = requireAuth(request);
    const body = parseInput(AccountUserUpdateSchema, request.body, reply);
    if (!body) return reply;
    if (auth.impersonator) {
      return sendError(
        reply,
        403,
        API_ERROR_CODES.FORBIDDEN,
        'An impersonator cannot change the account or accept terms on the user’s behalf.',
      );
    }
    const { db, now } = context;
    if (body.email !== undefined && body.email !== auth.user.email) {
      if (auth.user.email !== auth.user.username) {
        return sendError(
          reply,
          403,
          API_ERROR_CODES.FORBIDDEN,
          'This account has an e-mail address already; change it in the account settings.',
          'email',
        );
      }
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, body.email))
        .limit(1);
      if (taken) {
        return sendError(
          reply,
          409,
          API_ERROR_CODES.CONFLICT,
          'Another account uses this e-mail address.',
          'email',
        );
      }
      await db.update(users).set({ email: body.email }).where(eq(users.id, auth.user.id));
      await db.insert(mailLog).values({
        userId: auth.user.id,
        kind: 'email_changed',
        toEmail: body.email,
        subject: 'Your Netfleet e-mail address',
        body: `Hello ${auth.user.username},\n\nthis address is now the e-mail address of your Netfleet account.\n`,
        createdAt: new Date(now()),
      });
    }
    if (body.tos_accepted) {
      await db.update(users).set({ tosAccepted: true }).where(eq(users.id, auth.user.id));
    }
    const updated = await loadAuthContext(db, auth.session);
    if (!updated) return sendError(reply, 401, API_ERROR_CODES.UNAUTHORIZED, 'Sign in to continue.');
    return { data: toUserResponse(updated) };
  });
}
