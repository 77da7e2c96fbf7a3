import { ImpersonationAccessSchema } from '@netfleet/contracts';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { loadAuthContext } from '../auth/loadAuthContext.js';
import { toUserResponse } from '../auth/toUserResponse.js';
import { sessions as sessionTable, users } from '../db/schema.js';
import { API_ERROR_CODES } from '../http/apiErrorCodes.js';
import { idParamsSchema } from '../http/idParamsSchema.js';
import { parseInput } from '../http/parseInput.js';
import { requireAuth } from '../http/requireAuth.js';
import { sendError } from '../http/sendError.js';
import { endImpersonation } from '../impersonation/endImpersonation.js';
import { startImpersonation } from '../impersonation/startImpersonation.js';
import type { ServerContext } from '../serverContext.js';

const IdParamsSchema = idParamsSchema('a user id');

const toUnixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Impersonation (spec §2.1, §2.6, §4). The session itself switches user; its cookies stay,
 * its realtime sockets are dropped, and `GET /user` answers as the target with `token.act`
 * naming the impersonator.
 * - `POST /users/:id/impersonate` → `{ data: <GET /user body> }` as the target;
 * - `POST /account/impersonation/cancel` → back to the impersonator, `{ data: <GET /user body> }`;
 * - `POST /user/impersonation-access { hours }` → the user grants access for 1 to 720 hours,
 *   `{ data: { impersonation_access_limit } }` (unix seconds);
 * - `POST /user/revoke-impersonation-access` → the acting user's access is revoked and every
 *   impersonation of it ends (the caller's own included), `{ data: <GET /user body> }`.
 */
export async function impersonationRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, sessions, now } = context;

  /** The `GET /user` body of the caller's session as it is now (after a switch). */
  const currentUser = async (sessionId: number, reply: FastifyReply) => {
    const session = await sessions.findById(sessionId);
    const auth = session ? await loadAuthContext(db, session) : null;
    if (!auth) return sendError(reply, 401, API_ERROR_CODES.UNAUTHORIZED, 'Sign in to continue.');
    return { data: toUserResponse(auth) };
  };

  app.post('/users/:id/impersonate', async (request, reply) => {
    const auth = requireAuth(request);
    const params = parseInput(IdParamsSchema, request.params, reply);
    if (!params) return reply;
    const refusal = await startImpersonation(db, sessions, auth, params.id, now);
    if (refusal) {
      const code = {
        403: API_ERROR_CODES.FORBIDDEN,
        404: API_ERROR_CODES.NOT_FOUND,
        409: API_ERROR_CODES.CONFLICT,
      }[refusal.status];
      return sendError(reply, refusal.status, code, refusal.message);
    }
    return currentUser(auth.session.id, reply);
  });

  app.post('/account/impersonation/cancel', async (request, reply) => {
    const auth = requireAuth(request);
    if (!auth.impersonator) {
      return sendError(reply, 409, API_ERROR_CODES.CONFLICT, 'You are not impersonating anyone.');
    }
    await endImpersonation(db, sessions, auth.session, 'cancelled', now);
    return currentUser(auth.session.id, reply);
  });

  app.post('/user/impersonation-access', async (request, reply) => {
    const auth = requireAuth(request);
    if (auth.impersonator) {
      return sendError(
        reply,
        403,
        API_ERROR_CODES.FORBIDDEN,
        'Only the user can grant impersonation access, not an impersonator.',
      );
    }
    const body = parseInput(ImpersonationAccessSchema, request.body, reply);
    if (!body) return reply;
    const limit = new Date(now() + body.hours * 3_600_000);
    await db.update(users).set({ impersonationAccessLimit: limit }).where(eq(users.id, auth.user.id));
    return { data: { impersonation_access_limit: toUnixSeconds(limit) } };
  });

  app.post('/user/revoke-impersonation-access', async (request, reply) => {
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
