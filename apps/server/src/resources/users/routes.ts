import {
  AssignSsoAdminSchema,
  DeleteUserSchema,
  ERROR_CODES,
  RemoveMfaSchema,
  RemoveSuppressedEmailSchema,
  UserListQuerySchema,
} from '@netfleet/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mfaChallenges, mfaRecoveryCodes, sessions, suppressedEmails, users } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { listRows } from '../../lists/listRows.js';
import type { ServerContext } from '../../serverContext.js';
import { runSensitive } from '../../stepUp/runSensitive.js';
import { USER_LIST_KIND, userByEmail } from './queries.js';
import { isOwnAccount } from './userInScope.js';
import { userMoveRoutes } from './userMoveRoutes.js';
import { userRoleRoutes } from './userRoleRoutes.js';

const onlySuperAdmin = (what: string) => `Only system administrators ${what}.`;

/**
 * Users:
 * - `GET /users` (view_users) → `{ data: UserRow[], meta }`: the users of the caller's scope,
 *   list query of `USER_LIST` (`q` over e-mail and username, `company_id`, `role_id`, sorts);
 * - the admin forms (spec forms §2, §5, §7), each taking `{ email }` (404 on `email` for an
 *   unknown one): `DELETE /admin/users/mfa` (remove_user_mfa, sensitive: step-up) removes the
 *   method, its secret, recovery codes and open challenges (422 when it has none); `DELETE /admin/users`
 *   (delete_users, sensitive) deletes the account (not one's own, 422), its sessions end and
 *   their sockets drop; `POST /admin/users/sso` (assign_sso_admin) makes the user an SSO
 *   administrator; `DELETE /suppressed-emails/{email}` (remove_suppressed_emails): mail may go
 *   to that address again, 404 when it is not suppressed;
 * - a user's role (`userRoleRoutes`) and moves between companies (`userMoveRoutes`).
 */
export async function userRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, realtime } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();
  await userRoleRoutes(app, context);
  await userMoveRoutes(app, context);

  api.get(
    '/users',
    { config: { permission: 'view_users' }, schema: { querystring: UserListQuerySchema } },
    async (request) => listRows(db, requireAuth(request), USER_LIST_KIND, request.query),
  );

  api.delete(
    '/admin/users/mfa',
    {
      config: { permission: 'remove_user_mfa', refusal: onlySuperAdmin('remove MFA') },
      schema: { body: RemoveMfaSchema },
    },
    async (request) => {
      const auth = requireAuth(request);
      const body = request.body;
      const email = await runSensitive(
        context,
        request,
        { auth, payload: body, description: `remove the MFA method of ${body.email}` },
        async (db, commit) => {
          const user = await userByEmail(db, body.email, commit);
          if (user.mfaType === null) {
            throw ApiError.of(
              422,
              ERROR_CODES.VALIDATION_FAILED,
              `${user.email} has no MFA method.`,
              'email',
            );
          }
          if (commit) {
            await db
              .update(users)
              .set({ mfaType: null, mfaSecret: null, mfaLastStep: null })
              .where(eq(users.id, user.id));
            await db
              .delete(mfaChallenges)
              .where(and(eq(mfaChallenges.userId, user.id), isNull(mfaChallenges.usedAt)));
            // Recovery codes belong to the method: a method set up later gets a new set.
            await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
          }
          return user.email;
        },
      );
      return { data: { email }, message: 'MFA removed successfully' };
    },
  );

  api.delete(
    '/admin/users',
    {
      config: { permission: 'delete_users', refusal: onlySuperAdmin('delete users') },
      schema: { body: DeleteUserSchema },
    },
    async (request) => {
      const auth = requireAuth(request);
      const body = request.body;
      const { email, sessionIds } = await runSensitive(
        context,
        request,
        { auth, payload: body, description: `delete the user ${body.email}` },
        async (db, commit) => {
          const user = await userByEmail(db, body.email, commit);
          if (isOwnAccount(auth, user.id)) {
            throw ApiError.of(
              422,
              ERROR_CODES.VALIDATION_FAILED,
              'You cannot delete your own account.',
              'email',
            );
          }
          if (!commit) return { email: user.email, sessionIds: [] };
          const open = await db
            .select({ id: sessions.id })
            .from(sessions)
            .where(eq(sessions.userId, user.id));
          await db.delete(users).where(eq(users.id, user.id));
          return { email: user.email, sessionIds: open.map((session) => session.id) };
        },
      );
      // The sessions went with the account (cascade); their open sockets go now.
      for (const id of sessionIds) realtime.disconnectSession(id);
      return { data: { email }, message: 'User removed successfully' };
    },
  );

  api.post(
    '/admin/users/sso',
    {
      config: { permission: 'assign_sso_admin', refusal: onlySuperAdmin('assign SSO administrators') },
      schema: { body: AssignSsoAdminSchema },
    },
    async (request) => {
      const email = await db.transaction(async (tx) => {
        const user = await userByEmail(tx, request.body.email, true);
        await tx.update(users).set({ ssoAdmin: true }).where(eq(users.id, user.id));
        return user.email;
      });
      return { data: { email, sso_admin: true }, message: 'SSO admin assigned successfully' };
    },
  );

  api.delete(
    '/suppressed-emails/:email',
    {
      config: {
        permission: 'remove_suppressed_emails',
        refusal: onlySuperAdmin('remove suppressed e-mails'),
      },
      schema: { params: RemoveSuppressedEmailSchema },
    },
    async (request) => {
      const email = request.params.email.toLowerCase();
      const removed = await db.delete(suppressedEmails).where(eq(suppressedEmails.email, email)).returning();
      if (removed.length === 0) {
        throw ApiError.of(404, ERROR_CODES.NOT_FOUND, `${email} is not on the suppression list.`, 'email');
      }
      return { data: { email }, message: 'Email removed from the suppression list' };
    },
  );
}
