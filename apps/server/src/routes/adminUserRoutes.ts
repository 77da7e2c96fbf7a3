import {
  AssignSsoAdminSchema,
  DeleteUserSchema,
  ERROR_CODES,
  RemoveMfaSchema,
  RemoveSuppressedEmailSchema,
} from '@netfleet/contracts';
import type { Permission } from '@netfleet/permissions';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/loadAuthContext.js';
import { requireRight } from '../auth/requireRight.js';
import type { Database } from '../db/Database.js';
import { mfaChallenges, sessions, suppressedEmails, users } from '../db/schema.js';
import { ApiError } from '../http/ApiError.js';
import { parseForm } from '../http/parseForm.js';
import { requireAuth } from '../http/requireAuth.js';
import type { ServerContext } from '../serverContext.js';
import { runSensitive } from '../stepUp/runSensitive.js';

const onlySuperAdmin = (auth: AuthContext, permission: Permission, what: string) =>
  requireRight(auth, permission, `Only system administrators ${what}.`);

/** The user with this e-mail (compared lower-case), or 404 on `email`. */
async function userByEmail(db: Database, email: string, forUpdate = false) {
  const query = db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  const [user] = forUpdate ? await query.for('update') : await query;
  if (!user) throw ApiError.of(404, ERROR_CODES.NOT_FOUND, `There is no user ${email}.`, 'email');
  return user;
}

/**
 * The admin forms (spec forms §2, §5, §7), super_admin only; each takes `{ email }`:
 * - `DELETE /admin/users/mfa` (sensitive: step-up): removes the user's MFA method and secret,
 *   and its open challenges; 422 when it has none → `{ data: { email }, message }`;
 * - `DELETE /admin/users` (sensitive: step-up): deletes the account (not one's own, 422); its
 *   sessions end and their sockets are dropped → `{ data: { email }, message }`;
 * - `POST /admin/users/sso`: makes the user an SSO administrator (idempotent);
 * - `DELETE /suppressed-emails/:email`: mail may go to that address again; 404 when it is not
 *   suppressed.
 * An unknown e-mail is 404 on `email`.
 */
export async function adminUserRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, realtime } = context;

  app.delete('/admin/users/mfa', async (request) => {
    const auth = requireAuth(request);
    onlySuperAdmin(auth, 'remove_user_mfa', 'remove MFA');
    const body = parseForm(RemoveMfaSchema, request.body);
    const email = await runSensitive(
      context,
      request,
      { auth, payload: body, description: `remove the MFA method of ${body.email}` },
      async (db, commit) => {
        const user = await userByEmail(db, body.email, commit);
        if (user.mfaType === null) {
          throw ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, `${user.email} has no MFA method.`, 'email');
        }
        if (commit) {
          await db
            .update(users)
            .set({ mfaType: null, mfaSecret: null, mfaLastStep: null })
            .where(eq(users.id, user.id));
          await db
            .delete(mfaChallenges)
            .where(and(eq(mfaChallenges.userId, user.id), isNull(mfaChallenges.usedAt)));
        }
        return user.email;
      },
    );
    return { data: { email }, message: 'MFA removed successfully' };
  });

  app.delete('/admin/users', async (request) => {
    const auth = requireAuth(request);
    onlySuperAdmin(auth, 'delete_users', 'delete users');
    const body = parseForm(DeleteUserSchema, request.body);
    const { email, sessionIds } = await runSensitive(
      context,
      request,
      { auth, payload: body, description: `delete the user ${body.email}` },
      async (db, commit) => {
        const user = await userByEmail(db, body.email, commit);
        if (user.id === auth.user.id || user.id === auth.impersonator?.id) {
          throw ApiError.of(
            422,
            ERROR_CODES.VALIDATION_FAILED,
            'You cannot delete your own account.',
            'email',
          );
        }
        if (!commit) return { email: user.email, sessionIds: [] };
        const open = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
        await db.delete(users).where(eq(users.id, user.id));
        return { email: user.email, sessionIds: open.map((session) => session.id) };
      },
    );
    // The sessions went with the account (cascade); their open sockets go now.
    for (const id of sessionIds) realtime.disconnectSession(id);
    return { data: { email }, message: 'User removed successfully' };
  });

  app.post('/admin/users/sso', async (request) => {
    const auth = requireAuth(request);
    onlySuperAdmin(auth, 'assign_sso_admin', 'assign SSO administrators');
    const body = parseForm(AssignSsoAdminSchema, request.body);
    const email = await db.transaction(async (tx) => {
      const user = await userByEmail(tx, body.email, true);
      await tx.update(users).set({ ssoAdmin: true }).where(eq(users.id, user.id));
      return user.email;
    });
    return { data: { email, sso_admin: true }, message: 'SSO admin assigned successfully' };
  });

  app.delete('/suppressed-emails/:email', async (request) => {
    const auth = requireAuth(request);
    onlySuperAdmin(auth, 'remove_suppressed_emails', 'remove suppressed e-mails');
    const params = parseForm(RemoveSuppressedEmailSchema, request.params);
    const email = params.email.toLowerCase();
    const removed = await db.delete(suppressedEmails).where(eq(suppressedEmails.email, email)).returning();
    if (removed.length === 0) {
      throw ApiError.of(404, ERROR_CODES.NOT_FOUND, `${email} is not on the suppression list.`, 'email');
    }
    return { data: { email }, message: 'Email removed from the suppression list' };
  });
}
