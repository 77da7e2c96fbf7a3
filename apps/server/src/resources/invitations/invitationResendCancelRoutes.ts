import { ERROR_CODES, idParamsSchema } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import { createToken, hashToken } from '../../auth/tokens.js';
import type { Database } from '../../db/Database.js';
import { companies, roles, userInvitations } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { writeMail } from '../../mail/writeMail.js';
import { isCompanyInScope } from '../../scope/companyInScope.js';
import type { ServerContext } from '../../serverContext.js';
import { INVITATION_TTL_MS, userInvitationMail } from './invitationMail.js';

const InvitationIdParamsSchema = idParamsSchema('The invitation id must be a number');

/**
 * The invitation `id` of a company in the caller's scope, locked for the transaction; 404
 * otherwise (ids outside the scope answer like missing ones). Refuses (409) one that was
 * accepted or cancelled: its link is spent for good.
 */
async function openInvitation(db: Database, auth: AuthContext, id: number) {
  const [row] = await db
    .select({ invitation: userInvitations, company: companies, roleTitle: roles.title })
    .from(userInvitations)
    .innerJoin(companies, eq(companies.id, userInvitations.companyId))
    .innerJoin(roles, eq(roles.id, userInvitations.roleId))
    .where(eq(userInvitations.id, id))
    .limit(1)
    .for('update', { of: userInvitations });
  if (!row || !isCompanyInScope(auth, row.company)) {
    throw ApiError.of(404, ERROR_CODES.NOT_FOUND, `No invitation ${id} in your companies.`, 'id');
  }
  const { invitation } = row;
  if (invitation.acceptedAt !== null) {
    throw ApiError.of(409, API_ERROR_CODES.CONFLICT, 'This invitation was accepted already.', 'id');
  }
  if (invitation.cancelledAt !== null) {
    throw ApiError.of(409, API_ERROR_CODES.CONFLICT, 'This invitation was cancelled.', 'id');
  }
  return row;
}

/**
 * `POST /users/invitations/{id}/resend` (invite_users): a pending or expired invitation gets a
 * new link (the old one stops working), 7 more days and its mail again →
 * `{ data: { id, expires_at, last_sent_at }, message }`.
 * `POST /users/invitations/{id}/cancel` (invite_users): its link stops working →
 * `{ data: { id, cancelled_at }, message }`. Both 404 outside the scope and 409 for an
 * invitation that was accepted or cancelled.
 */
export async function invitationResendCancelRoutes(
  app: FastifyInstance,
  context: ServerContext,
  invitationLink: (token: string) => string,
): Promise<void> {
  const { db, now } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();

  api.post(
    '/users/invitations/:id/resend',
    { config: { permission: 'invite_users' }, schema: { params: InvitationIdParamsSchema } },
    async (request) => {
      const auth = requireAuth(request);
      const data = await db.transaction(async (tx) => {
        const { invitation, company, roleTitle } = await openInvitation(tx, auth, request.params.id);
        const at = new Date(now());
        const token = createToken();
        const expiresAt = new Date(at.getTime() + INVITATION_TTL_MS);
        await tx
          .update(userInvitations)
          .set({ tokenHash: hashToken(token), expiresAt, lastSentAt: at })
          .where(eq(userInvitations.id, invitation.id));
        const mail = userInvitationMail({
          to: invitation.email,
          inviter: auth.user,
          companyName: company.name,
          roleTitle,
          link: invitationLink(token),
        });
        await writeMail(tx, mail, now);
        return { id: invitation.id, expires_at: expiresAt.toISOString(), last_sent_at: at.toISOString() };
      });
      return { data, message: 'Invitation sent again successfully' };
    },
  );

  api.post(
    '/users/invitations/:id/cancel',
    { config: { permission: 'invite_users' }, schema: { params: InvitationIdParamsSchema } },
    async (request) => {
      const auth = requireAuth(request);
      const data = await db.transaction(async (tx) => {
        const { invitation } = await openInvitation(tx, auth, request.params.id);
        const at = new Date(now());
        await tx
          .update(userInvitations)
          .set({ cancelledAt: at })
          .where(eq(userInvitations.id, invitation.id));
        return { id: invitation.id, cancelled_at: at.toISOString() };
      });
      return { data, message: 'Invitation cancelled successfully' };
    },
  );
}
