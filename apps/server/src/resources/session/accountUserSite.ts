import { AccountUserUpdateSchema } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadAuthContext } from '../../auth/loadAuthContext.js';
import { toUserResponse } from '../../auth/toUserResponse.js';
import { mailLog, users } from '../../db/schema.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { registerApiScope } from '../../http/registerApiScope.js';
import { requireAuth } from '../../http/requireAuth.js';
import { sendError } from '../../http/sendError.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { pickServerContext, type ServerContext } from '../../serverContext.js';

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
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.put(
    '/user',
    { config: { access: 'own' }, schema: { body: AccountUserUpdateSchema } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const body = request.body;
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
    },
  );
}
