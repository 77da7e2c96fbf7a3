import { newPasswordProblem } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword } from '../auth/passwords.js';
import { forgiveAttempts, reserveAttempts } from '../auth/reserveAttempts.js';
import { hashToken } from '../auth/tokens.js';
import type { Database } from '../db/Database.js';
import { companies, roles, userInvitations, users } from '../db/schema.js';
import { linkTokenKeys, tooManyLinkTriesMessage } from '../resources/invitations/linkTokenThrottle.js';
import type { CreateNotification } from '../resources/notifications/createNotifier.js';
import { renderMessagePage } from './renderMessagePage.js';
import { type RegistrationPageModel, renderRegistrationPage } from './renderRegistrationPage.js';

/** Longest name a registering user may give (the users table shows it). */
const NAME_MAX_LENGTH = 100;

/** What {@link invitationRegistrationRoutes} borrows from the account site's sign-in. */
export interface InvitationRegistrationOptions {
  db: Database;
  basePath: string;
  now: () => number;
  /** Tells the inviter that the invitee registered (`invitedUserRegistration`). */
  createNotification?: CreateNotification;
  /** The checks every POST of the account site makes (our origin, a urlencoded form). */
  formProblem(request: FastifyRequest): { status: number; error: string } | null;
  /** Opens the session as sign-in does (same cookies) and redirects (303) to `continueUrl`. */
  completeSignIn(request: FastifyRequest, reply: FastifyReply, userId: number, continueUrl: string): unknown;
}

const field = (body: unknown, name: string): string => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
};

type TokenParams = { Params: { token: string } };

/** Why an invitation's link does not open the form, as the page says it. */
const SPENT = {
  unknown: {
    status: 404,
    title: 'Invitation not valid',
    message: 'This invitation link is not valid. Check that you opened the whole link from the mail.',
  },
  accepted: {
    status: 410,
    title: 'Invitation used already',
    message: 'This invitation was used already to create an account. Sign in with it instead.',
  },
  cancelled: {
    status: 410,
    title: 'Invitation cancelled',
    message: 'This invitation was cancelled. Ask the person who invited you for a new one.',
  },
  expired: {
    status: 410,
    title: 'Invitation expired',
    message: 'This invitation has expired. Ask the person who invited you to send it again.',
  },
} as const;

/**
 * The invitee's side of an invitation, on the account site: `GET /invitations/<token>` shows
 * "Create your account" (Name, Password, Repeat password, the terms); `POST` creates the user
 * in the invitation's company and role with the e-mail verified and the terms accepted, marks
 * the invitation accepted (`accepted_user_id`), tells the inviter, and signs the browser in as
 * sign-in does, then 303 to the console (`/`). All in one transaction with the invitation
 * locked, so a link creates one account. A link that is unknown (404), used, cancelled or
 * expired (410) shows a message page. Unknown tokens are throttled per client address (429).
 */
export async function invitationRegistrationRoutes(
  app: FastifyInstance,
  options: InvitationRegistrationOptions,
): Promise<void> {
  const { db, basePath, now, formProblem, completeSignIn, createNotification } = options;

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

  const messagePage = (reply: FastifyReply, status: number, title: string, message: string) =>
    send(
      reply,
      status,
      renderMessagePage({ basePath, title, message, link: { href: `${basePath}/sign-in`, text: 'Sign in' } }),
    );

  /**
   * The invitation of `token` with its company and role, counted against the address's
   * throttle first (a known token is given back); or the reply already sent.
   */
  const findInvitation = async (request: FastifyRequest<TokenParams>, reply: FastifyReply) => {
    const keys = linkTokenKeys('invitation', [`address:${request.ip}`]);
    const reservation = await reserveAttempts(db, keys, now());
    if (!reservation.ok) {
      reply.header('retry-after', String(reservation.retryAfterSeconds));
      await messagePage(
        reply,
        429,
        'Try again later',
        tooManyLinkTriesMessage(reservation.retryAfterSeconds),
      );
      return null;
    }
    const [row] = await db
      .select({ invitation: userInvitations, companyName: companies.name, roleTitle: roles.title })
      .from(userInvitations)
      .innerJoin(companies, eq(companies.id, userInvitations.companyId))
      .innerJoin(roles, eq(roles.id, userInvitations.roleId))
      .where(eq(userInvitations.tokenHash, hashToken(request.params.token)))
      .limit(1);
    if (!row) {
      await messagePage(reply, SPENT.unknown.status, SPENT.unknown.title, SPENT.unknown.message);
      return null;
    }
    await forgiveAttempts(
      db,
      keys.map((key) => key.key),
    );
    const { invitation } = row;
    const spent =
      invitation.acceptedAt !== null
        ? SPENT.accepted
        : invitation.cancelledAt !== null
          ? SPENT.cancelled
          : invitation.expiresAt.getTime() <= now()
            ? SPENT.expired
            : null;
    if (spent) {
      await messagePage(reply, spent.status, spent.title, spent.message);
      return null;
    }
    return row;
  };

  const formPage = (reply: FastifyReply, status: number, model: Omit<RegistrationPageModel, 'basePath'>) =>
    send(reply, status, renderRegistrationPage({ basePath, ...model }));

  app.get<TokenParams>('/invitations/:token', async (request, reply) => {
    const found = await findInvitation(request, reply);
    if (!found) return reply;
    return formPage(reply, 200, {
      token: request.params.token,
      email: found.invitation.email,
      companyName: found.companyName,
      roleTitle: found.roleTitle,
    });
  });

  app.post<TokenParams>('/invitations/:token', async (request, reply) => {
    const problem = formProblem(request);
    if (problem) return messagePage(reply, problem.status, 'Form not accepted', problem.error);
    const found = await findInvitation(request, reply);
    if (!found) return reply;
    const { invitation } = found;
    const name = field(request.body, 'name').trim();
    const password = field(request.body, 'password');
    const tosAccepted = field(request.body, 'tos') !== '';
    const again = (error: string) =>
      formPage(reply, 422, {
        token: request.params.token,
        email: invitation.email,
        companyName: found.companyName,
        roleTitle: found.roleTitle,
        name,
        tosAccepted,
        error,
      });
    if (name === '') return again('Enter your name.');
    if (name.length > NAME_MAX_LENGTH)
      return again(`The name must be at most ${NAME_MAX_LENGTH} characters.`);
    const passwordProblem = newPasswordProblem(password, field(request.body, 'password_repeat'));
    if (passwordProblem) return again(passwordProblem);
    if (!tosAccepted) return again('Accept the terms of service to create your account.');

    const passwordHash = await hashPassword(password);
    const outcome = await db.transaction(async (tx) => {
      // Locked and read again: two tabs posting the same link create one account.
      const [current] = await tx
        .select()
        .from(userInvitations)
        .where(eq(userInvitations.id, invitation.id))
        .for('update');
      if (!current || current.acceptedAt !== null || current.cancelledAt !== null) return 'spent' as const;
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, current.email))
        .limit(1);
      if (taken) return 'taken' as const;
      const at = new Date(now());
      const [user] = await tx
        .insert(users)
        .values({
          email: current.email,
          username: name,
          passwordHash,
          companyId: current.companyId,
          roleId: current.roleId,
          tosAccepted: true,
          emailVerified: true,
          createdAt: at,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('The user was not stored');
      await tx
        .update(userInvitations)
        .set({ acceptedAt: at, acceptedUserId: user.id })
        .where(eq(userInvitations.id, current.id));
      return { userId: user.id, inviter: current.invitedBy };
    });
    if (outcome === 'spent') return messagePage(reply, 410, SPENT.accepted.title, SPENT.accepted.message);
    if (outcome === 'taken') {
      return messagePage(
        reply,
        409,
        'Account exists already',
        'An account with this e-mail exists already. Sign in with it instead.',
      );
    }
    if (outcome.inviter !== null && createNotification) {
      await createNotification(outcome.inviter, {
        type: 'invitedUserRegistration',
        summary: `${name} (${invitation.email}) accepted your invitation to ${found.companyName} and created an account.`,
      }).catch((error: unknown) => request.log.error({ err: error }, 'The registration notification failed'));
    }
    return completeSignIn(request, reply, outcome.userId, '/');
  });
}
