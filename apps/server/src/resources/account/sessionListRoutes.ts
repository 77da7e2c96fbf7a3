import {
  type AccountSession,
  type AccountSessionsResponseSchema,
  idParamsSchema,
  type SignedOutResponse,
} from '@netfleet/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { sessions as sessionTable } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import type { ServerContext } from '../../serverContext.js';
import { ownerOnly } from './ownerOnly.js';
import { openSignIns, ownSignIns, revokeOtherSignIns } from './ownSignIns.js';

const SessionIdParamsSchema = idParamsSchema('The session id must be a number');

/**
 * The user's own sessions (its sign-ins, including those impersonating someone; not support's
 * impersonations of it):
 * - `GET /user/sessions` → `{ data: AccountSession[] }`: unrevoked, refresh not expired, the
 *   current first, then newest, with the User-Agent and address of the sign-in;
 * - `DELETE /user/sessions/others` → `{ data: { signed_out } }`: every other one ends;
 * - `DELETE /user/sessions/:id` → 204: one other session ends. 404 for a session that is not
 *   the user's (or is over already), 409 for the current one (that is Sign out).
 * Sessions end through the session store, which drops their realtime sockets. Revoking is
 * not for an impersonator (403).
 */
export async function sessionListRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, sessions, now } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();

  api.get('/user/sessions', async (request) => {
    const auth = requireAuth(request);
    const rows = await openSignIns(db, auth.user.id, auth.session.id, now());
    const data = rows.map(
      (row): AccountSession => ({
        id: row.id,
        current: row.id === auth.session.id,
        user_agent: row.userAgent,
        ip_address: row.ipAddress,
        created_at: row.createdAt.toISOString(),
        last_seen_at: row.lastSeenAt?.toISOString() ?? null,
      }),
    );
    const body: v.InferOutput<typeof AccountSessionsResponseSchema> = { data };
    return body;
  });

  api.delete('/user/sessions/others', { config: { access: 'own' } }, async (request) => {
    const auth = requireAuth(request);
    ownerOnly(auth, 'sign out other sessions');
    const signedOut = await revokeOtherSignIns(db, sessions, auth.user.id, auth.session.id, now());
    const body: SignedOutResponse = { data: { signed_out: signedOut } };
    return body;
  });

  api.delete(
    '/user/sessions/:id',
    { config: { access: 'own' }, schema: { params: SessionIdParamsSchema } },
    async (request, reply) => {
      const auth = requireAuth(request);
      ownerOnly(auth, 'sign out other sessions');
      const { id } = request.params;
      const [session] = await db
        .select({ id: sessionTable.id })
        .from(sessionTable)
        .where(
          and(
            eq(sessionTable.id, id),
            ownSignIns(auth.user.id),
            isNull(sessionTable.revokedAt),
            gt(sessionTable.refreshExpiresAt, new Date(now())),
          ),
        )
        .limit(1);
      // Someone else's session answers like none at all: ids do not tell what exists.
      if (!session)
        throw ApiError.of(404, API_ERROR_CODES.NOT_FOUND, `You have no open session ${id}.`, 'id');
      if (session.id === auth.session.id) {
        throw ApiError.of(
          409,
          API_ERROR_CODES.CONFLICT,
          'This is the session you are using: use Sign out for this one.',
          'id',
        );
      }
      await sessions.revoke(session.id);
      return reply.code(204).send();
    },
  );
}
