import {
  ERROR_CODES,
  ImpersonationAccessRequestSchema,
  ImpersonationAccessTokenSchema,
  ImpersonationLogListQuerySchema,
  idParamsSchema,
} from '@netfleet/contracts';
import { can } from '@netfleet/permissions';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import { forgiveAttempts, reserveAttempts } from '../../auth/reserveAttempts.js';
import { createToken, hashToken } from '../../auth/tokens.js';
import { impersonationAccessRequests, users } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { listRows } from '../../lists/listRows.js';
import { writeMail } from '../../mail/writeMail.js';
import type { ServerContext } from '../../serverContext.js';
import { linkTokenKeys, tooManyLinkTriesMessage } from '../invitations/linkTokenThrottle.js';
import { isOwnAccount, userInScope } from '../users/userInScope.js';
import { grantImpersonationAccess } from './grantImpersonationAccess.js';
import { IMPERSONATION_LOG_LIST_KIND } from './impersonationLogQueries.js';

const UserIdParamsSchema = idParamsSchema('The user id must be a number');

/** How long an access request's link works. */
const REQUEST_TTL_MS = 24 * 3_600_000;

const NOT_VALID = 'This link is not valid: it has expired, was used already, or is meant for another user.';

/**
 * Impersonation access by link, and the log:
 * - `GET /users/impersonation-logs` (view_impersonation_logs) → `{ data: ImpersonationLogRow[], meta }`;
 * - `POST /users/{id}/impersonation-access-request` `{ hours }` (impersonate_users): mails a
 *   user of the caller's scope (404 otherwise; not oneself, 422; a system administrator only
 *   by a system administrator, 403) the link `<origin>/users/confirm-impersonation-access/<token>`
 *   (24 h; only the token's SHA-256 is kept) → 201 `{ data: { id, expires_at }, message }`;
 * - `POST /user/impersonation-access/request` `{ token }`: who asks the signed-in user, for
 *   how long → `{ data: ImpersonationAccessRequestInfo }`;
 * - `POST /user/impersonation-access/confirm` `{ token }`: the signed-in user (never an
 *   impersonator, 403) grants access for the requested hours →
 *   `{ data: { impersonation_access_limit } }` (unix seconds);
 * - `POST /user/impersonation-access/decline` `{ token }`: the link stops working.
 * A token that is not the signed-in user's open request answers 404, and such tries are
 * throttled per user and per address (429 with `retry-after`).
 */
export async function impersonationAccessRequestRoutes(
  app: FastifyInstance,
  context: ServerContext,
): Promise<void> {
  const { db, now, publicOrigin } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();

  api.get(
    '/users/impersonation-logs',
    {
      config: { permission: 'view_impersonation_logs' },
      schema: { querystring: ImpersonationLogListQuerySchema },
    },
    async (request) => listRows(db, requireAuth(request), IMPERSONATION_LOG_LIST_KIND, request.query),
  );

  api.post(
    '/users/:id/impersonation-access-request',
    {
      config: { permission: 'impersonate_users' },
      schema: { params: UserIdParamsSchema, body: ImpersonationAccessRequestSchema },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { hours } = request.body;
      const data = await db.transaction(async (tx) => {
        const { user, role } = await userInScope(tx, auth, request.params.id, 'id');
        if (isOwnAccount(auth, user.id)) {
          throw ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, 'You cannot ask yourself for access.', 'id');
        }
        if (role.name === 'super_admin' && !can(auth.permissions, 'super_admin')) {
          throw ApiError.of(
            403,
            ERROR_CODES.FORBIDDEN,
            'Only a system administrator may impersonate a system administrator.',
            'id',
          );
        }
        const token = createToken();
        const at = now();
        const [row] = await tx
          .insert(impersonationAccessRequests)
          .values({
            userId: user.id,
            requestedBy: auth.impersonator?.id ?? auth.user.id,
            tokenHash: hashToken(token),
            hours,
            createdAt: new Date(at),
            expiresAt: new Date(at + REQUEST_TTL_MS),
          })
          .returning();
        if (!row) throw new Error('The access request was not stored');
        const link = `${publicOrigin()}/users/confirm-impersonation-access/${token}`;
        await writeMail(
          tx,
          {
            kind: 'impersonation_access_request',
            to: user.email,
            userId: user.id,
            subject: `${auth.user.username} asks for access to your Netfleet account`,
            body: `Hello ${user.username},\n\n${auth.user.username} (${auth.user.email}) asks to act as you on Netfleet for ${hours} ${hours === 1 ? 'hour' : 'hours'}, to help you with your account.\nTo allow it, open this link within 24 hours, signed in as yourself, and confirm:\n${link}\n\nIf you do not want this, ignore this mail: nothing changes.\n`,
          },
          now,
        );
        return { id: row.id, expires_at: row.expiresAt.toISOString() };
      });
      return reply.code(201).send({ data, message: 'Access request sent successfully' });
    },
  );

  /**
   * The signed-in user's open request of `token` (with who asks), counted against the
   * throttle first; a wrong token stays counted, a right one is given back.
   */
  const openRequest = async (request: FastifyRequest, auth: AuthContext, token: string) => {
    const keys = linkTokenKeys('impersonation-access', [`user:${auth.user.id}`, `address:${request.ip}`]);
    const reservation = await reserveAttempts(db, keys, now());
    if (!reservation.ok) {
      throw ApiError.of(
        429,
        API_ERROR_CODES.TOO_MANY_REQUESTS,
        tooManyLinkTriesMessage(reservation.retryAfterSeconds),
        'token',
        {
          headers: { 'retry-after': String(reservation.retryAfterSeconds) },
        },
      );
    }
    const [row] = await db
      .select({ request: impersonationAccessRequests, byName: users.username, byEmail: users.email })
      .from(impersonationAccessRequests)
      .leftJoin(users, eq(users.id, impersonationAccessRequests.requestedBy))
      .where(
        and(
          eq(impersonationAccessRequests.tokenHash, hashToken(token)),
          eq(impersonationAccessRequests.userId, auth.user.id),
          isNull(impersonationAccessRequests.confirmedAt),
          gt(impersonationAccessRequests.expiresAt, new Date(now())),
        ),
      )
      .limit(1);
    if (!row) throw ApiError.of(404, ERROR_CODES.NOT_FOUND, NOT_VALID, 'token');
    await forgiveAttempts(
      db,
      keys.map((key) => key.key),
    );
    return row;
  };

  const refuseImpersonator = (auth: AuthContext) => {
    if (auth.impersonator) {
      throw ApiError.of(
        403,
        ERROR_CODES.FORBIDDEN,
        'Only the user can answer an impersonation access request, not an impersonator.',
        'token',
      );
    }
  };

  api.post(
    '/user/impersonation-access/request',
    { config: { access: 'own' }, schema: { body: ImpersonationAccessTokenSchema } },
    async (request) => {
      const auth = requireAuth(request);
      const { request: open, byName, byEmail } = await openRequest(request, auth, request.body.token);
      return {
        data: {
          requested_by_name: byName,
          requested_by_email: byEmail,
          hours: open.hours,
          expires_at: open.expiresAt.toISOString(),
        },
      };
    },
  );

  api.post(
    '/user/impersonation-access/confirm',
    { config: { access: 'own' }, schema: { body: ImpersonationAccessTokenSchema } },
    async (request) => {
      const auth = requireAuth(request);
      refuseImpersonator(auth);
      const { request: open } = await openRequest(request, auth, request.body.token);
      const at = now();
      const limit = await db.transaction(async (tx) => {
        await tx
          .update(impersonationAccessRequests)
          .set({ confirmedAt: new Date(at) })
          .where(eq(impersonationAccessRequests.id, open.id));
        return grantImpersonationAccess(tx, auth.user.id, open.hours, at);
      });
      return {
        data: { impersonation_access_limit: limit },
        message: 'Impersonation access granted',
      };
    },
  );

  api.post(
    '/user/impersonation-access/decline',
    { config: { access: 'own' }, schema: { body: ImpersonationAccessTokenSchema } },
    async (request) => {
      const auth = requireAuth(request);
      refuseImpersonator(auth);
      const { request: open } = await openRequest(request, auth, request.body.token);
      await db.delete(impersonationAccessRequests).where(eq(impersonationAccessRequests.id, open.id));
      return { data: { declined: true }, message: 'Impersonation access request declined' };
    },
  );
}
