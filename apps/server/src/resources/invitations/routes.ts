import {
  DistributorInvitationSchema,
  InvitationListQuerySchema,
  InviteUserSchema,
} from '@netfleet/contracts';
import { roleByName } from '@netfleet/permissions';
import type { FastifyInstance } from 'fastify';
import { createToken, hashToken } from '../../auth/tokens.js';
import { distributorInvitations, userInvitations } from '../../db/schema.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { listRows } from '../../lists/listRows.js';
import { writeMail } from '../../mail/writeMail.js';
import { companyInScope } from '../../scope/companyInScope.js';
import type { ServerContext } from '../../serverContext.js';
import { invitableRoleFor } from './invitableRoleFor.js';
import { INVITATION_TTL_MS, userInvitationMail } from './invitationMail.js';
import { invitationResendCancelRoutes } from './invitationResendCancelRoutes.js';
import { INVITATION_LIST_KIND } from './queries.js';
import { refuseUnreachableEmail } from './refuseUnreachableEmail.js';

const pendingIn = (table: typeof userInvitations | typeof distributorInvitations) => ({
  table,
  email: table.email,
  expiresAt: table.expiresAt,
  acceptedAt: table.acceptedAt,
  ...('companyId' in table ? { companyId: table.companyId, cancelledAt: table.cancelledAt } : {}),
});

/** The role of an invitation that names none. */
const DEFAULT_INVITED_ROLE = 'end_user';

/**
 * Invitations (spec forms §2, §6, §7); each writes its mail to the mail log, with a one-time
 * link `<public origin><account path>/invitations/<token>` (7 days; only the token's hash is kept):
 * - `GET /users/invitations` (view_user_invitations) → `{ data: InvitationRow[], meta }`: the
 *   invitations into companies of the caller's scope, list query of `INVITATION_LIST`;
 * - `POST /users/invite` `{ company_id, email, role_id? }` (invite_users), into a company of
 *   the caller's scope, with a role of `invitableRoles(caller's role)` (403 naming `role_id`
 *   otherwise; `end_user` when none is given) → 201 `{ data: { id, company_id, email, role_id,
 *   expires_at }, message }`;
 * - `POST /users/invitations/{id}/resend` and `.../cancel` (invite_users): see
 *   `invitationResendCancelRoutes`;
 * - `POST /distributors/invitations` `{ company_name, email, country }`
 *   (create_distributor_invitations) → 201.
 * Both refuse an e-mail that has an account or a pending invitation (409) or is suppressed (422);
 * `POST /users/invite` counts only accounts and invitations in the inviter's scope, so the
 * address of another company's user answers as a new address does.
 */
export async function invitationRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now, accountBasePath, publicOrigin } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();
  // Built from the configured public origin, never from the request's Host header.
  const invitationLink = (token: string) => `${publicOrigin()}${accountBasePath}/invitations/${token}`;
  await invitationResendCancelRoutes(app, context, invitationLink);

  api.get(
    '/users/invitations',
    { config: { permission: 'view_user_invitations' }, schema: { querystring: InvitationListQuerySchema } },
    async (request) => listRows(db, requireAuth(request), INVITATION_LIST_KIND, request.query),
  );

  api.post(
    '/users/invite',
    { config: { permission: 'invite_users' }, schema: { body: InviteUserSchema } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const body = request.body;
      const email = body.email.toLowerCase();
      const data = await db.transaction(async (tx) => {
        const company = await companyInScope(tx, auth, body.company_id, 'company_id', { forUpdate: true });
        const roleId = body.role_id ?? roleByName(DEFAULT_INVITED_ROLE)?.id ?? 0;
        const role = await invitableRoleFor(tx, auth, roleId, company.id);
        const at = now();
        // Only accounts and invitations the inviter may see answer 409: an address of another
        // company answers like a new one (no discovery of who has an account elsewhere).
        await refuseUnreachableEmail(tx, email, pendingIn(userInvitations), { now: at, visibleTo: auth });
        const token = createToken();
        const [invitation] = await tx
          .insert(userInvitations)
          .values({
            companyId: company.id,
            email,
            roleId: role.id,
            tokenHash: hashToken(token),
            invitedBy: auth.user.id,
            createdAt: new Date(at),
            lastSentAt: new Date(at),
            expiresAt: new Date(at + INVITATION_TTL_MS),
          })
          .returning();
        if (!invitation) throw new Error('The invitation was not stored');
        const mail = userInvitationMail({
          to: email,
          inviter: auth.user,
          companyName: company.name,
          roleTitle: role.title,
          link: invitationLink(token),
        });
        await writeMail(tx, mail, now);
        return {
          id: invitation.id,
          company_id: invitation.companyId,
          email: invitation.email,
          role_id: invitation.roleId,
          expires_at: invitation.expiresAt.toISOString(),
        };
      });
      return reply.code(201).send({ data, message: 'Invitation sent successfully' });
    },
  );

  api.post(
    '/distributors/invitations',
    {
      config: {
        permission: 'create_distributor_invitations',
        refusal: 'Only system administrators invite distributors.',
      },
      schema: { body: DistributorInvitationSchema },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const body = request.body;
      const email = body.email.toLowerCase();
      const data = await db.transaction(async (tx) => {
        const at = now();
        await refuseUnreachableEmail(tx, email, pendingIn(distributorInvitations), { now: at });
        const token = createToken();
        const [invitation] = await tx
          .insert(distributorInvitations)
          .values({
            companyName: body.company_name,
            email,
            country: body.country,
            tokenHash: hashToken(token),
            invitedBy: auth.user.id,
            createdAt: new Date(at),
            expiresAt: new Date(at + INVITATION_TTL_MS),
          })
          .returning();
        if (!invitation) throw new Error('The invitation was not stored');
        await writeMail(
          tx,
          {
            kind: 'distributor_invitation',
            to: email,
            subject: `Become a Netfleet distributor: ${body.company_name}`,
            body: `Hello,\n\n${auth.user.username} invites ${body.company_name} (${body.country}) to Netfleet as a distributor.\nAccept the invitation within 7 days:\n${invitationLink(token)}\n\nIf you did not expect it, ignore this mail.\n`,
          },
          now,
        );
        return {
          id: invitation.id,
          company_name: invitation.companyName,
          email: invitation.email,
          country: invitation.country,
          expires_at: invitation.expiresAt.toISOString(),
        };
      });
      return reply.code(201).send({ data, message: 'Invitation sent successfully' });
    },
  );
}
