import { ImpersonationAccessSchema, idParamsSchema } from '@netfleet/contracts';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { loadAuthContext } from '../../auth/loadAuthContext.js';
import { toUserResponse } from '../../auth/toUserResponse.js';
import { sessions as sessionTable, users } from '../../db/schema.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { requireAuth } from '../../http/requireAuth.js';
import { sendError } from '../../http/sendError.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import type { ServerContext } from '../../serverContext.js';
import { endImpersonation } from './endImpersonation.js';
import { grantImpersonationAccess } from './grantImpersonationAccess.js';
import { impersonationAccessRequestRoutes } from './impersonationAccessRequestRoutes.js';
import { startImpersonation } from './startImpersonation.js';

const UserIdParamsSchema = idParamsSchema('The user id must be a number');

/**
 * Impersonation (spec §2.1, §2.6, §4). The session itself switches user; its cookies stay,
 * its realtime sockets are dropped, and `GET /user` answers as the target with `token.act`
 * naming the impersonator.
 * - `POST /users/:id/impersonate` (impersonate_users) → `{ data: <GET /user body> }` as the target;
 * - `POST /account/impersonation/cancel` → back to the impersonator, `{ data: <GET /user body> }`;
 * - `POST /user/impersonation-access { hours }` → the user grants access for 1 to 720 hours,
 *   `{ data: { impersonation_access_limit } }` (unix seconds);
 * - `POST /user/revoke-impersonation-access` → the acting user's access is revoked and every
 *   impersonation of it ends (the caller's own included), `{ data: <GET /user body> }`;
 * - access requests by mailed link and the log: `impersonationAccessRequestRoutes`.
 */
export async function impersonationRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, sessions, now } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();
  await impersonationAccessRequestRoutes(app, context);

  /** The `GET /user` body of the caller's session as it is now (after a switch). */
  const currentUser = async (sessionId: number, reply: FastifyReply) => {
    const session = await sessions.findById(sessionId);
    const auth = session ? await loadAuthContext(db, session) : null;
    if (!auth) return sendError(reply, 401, API_ERROR_CODES.UNAUTHORIZED, 'Sign in to continue.');
    return { data: toUserResponse(auth) };
  };

  // impersonate_users is checked by startImpersonation, after "cancel the current impersonation
  // first": while impersonating, the caller holds the target's permissions, not its own.
  api.post(
    '/users/:id/impersonate',
    { config: { access: 'handler' }, schema: { params: UserIdParamsSchema } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const refusal = await startImpersonation(db, sessions, auth, request.params.id, now);
      if (refusal) {
        const code = {
          403: API_ERROR_CODES.FORBIDDEN,
          404: API_ERROR_CODES.NOT_FOUND,
          409: API_ERROR_CODES.CONFLICT,
        }[refusal.status];
        return sendError(reply, refusal.status, code, refusal.message);
      }
      return currentUser(auth.session.id, reply);
    },
  );

  api.post('/account/impersonation/cancel', { config: { access: 'own' } }, async (request, reply) => {
    const auth = requireAuth(request);
    if (!auth.impersonator) {
      return sendError(reply, 409, API_ERROR_CODES.CONFLICT, 'You are not impersonating anyone.');
    }
    await endImpersonation(db, sessions, auth.session, 'cancelled', now);
    return currentUser(auth.session.id, reply);
  });

  api.post(
    '/user/impersonation-access',
    { config: { access: 'own' }, schema: { body: ImpersonationAccessSchema } },
    async (request, reply) => {
      const auth = requireAuth(request);
      if (auth.impersonator) {
        return sendError(
          reply,
          403,
          API_ERROR_CODES.FORBIDDEN,
          'Only the user can grant impersonation access, not an impersonator.',
        );
      }
      const limit = await grantImpersonationAccess(db, auth.user.id, request.body.hours, now());
      return { data: { impersonation_access_limit: limit } };
    },
  );

  api.post('/user/revoke-impersonation-access', { config: { access: 'own' } }, async (request, reply) => {
    const auth = requireAuth(request);
    await db.update(users).set({ impersonationAccessLimit: null }).where(eq(users.id, auth.user.id));
    const impersonating = await db
      .select()
      .from(sessionTable)
      .where(
        and(
          eq(sessionTable.userId, auth.user.id),
          isNotNull(sessionTable.impersonatorId),
          isNull(sessionTable.revokedAt),
        ),
      );
    for (const session of impersonating) {
      await endImpersonation(db, sessions, session, 'access_revoked', now);
    }
    return currentUser(auth.session.id, reply);
  });
}
