import formbody from '@fastify/formbody';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionStore } from '../auth/createSessionStore.js';
import { forgiveAttempts, pruneAttempts, reserveAttempts, resetAttempts } from '../auth/reserveAttempts.js';
import { safeContinueUrl } from '../auth/safeContinueUrl.js';
import { SESSION_COOKIE, setSessionCookies } from '../auth/sessionCookies.js';
import type { Database } from '../db/Database.js';
import { users } from '../db/schema.js';
import { findNulCharacter } from '../http/jsonSafety.js';
import { isSameOriginRequest, requestOrigin } from '../http/requestOrigin.js';
import { verifyEmail } from '../mail/verifyEmail.js';
import type { CreateNotification } from '../resources/notifications/createNotifier.js';
import type { SecretBox } from '../stepUp/mfaSecrets.js';
import { ACCOUNT_STYLESHEET } from './accountStylesheet.js';
import { authenticateUser } from './authenticateUser.js';
import { invitationRegistrationRoutes } from './invitationRegistrationRoutes.js';
import {
  checkPendingCode,
  dropPendingSignIn,
  findPendingSignIn,
  PENDING_SIGN_IN_TTL_MS,
  startPendingSignIn,
} from './pendingSignIns.js';
import { type CodePageModel, renderCodePage } from './renderCodePage.js';
import { renderMessagePage } from './renderMessagePage.js';
import { renderSignInPage, type SignInPageModel } from './renderSignInPage.js';
import { signInThrottleKeys, tooManySignInsMessage } from './signInThrottleKeys.js';

/** Options of {@link accountRoutes}. */
export interface AccountRoutesOptions {
  db: Database;
  sessions: SessionStore;
  /** The prefix this plugin is registered under, e.g. `/auth`. */
  basePath: string;
  /** Clock in milliseconds. */
  now: () => number;
  /**
   * Ask users with an MFA method for their code after the password, before a session exists.
   * Defaults to `true`. `false` only for test suites that sign demo users in by the dozen
   * (their step-up tests still use the methods); never for a server anyone can reach.
   */
  secondFactor?: boolean;
  /** Tells an inviter that its invitee registered (the invitation registration page). */
  createNotification?: CreateNotification;
  /** Opens the sealed TOTP secrets of the code page. */
  secrets: SecretBox;
}

/** The cookie of a pending sign-in (password right, code still to come); account site only. */
const PENDING_COOKIE = 'nf_sign_in';

/** Where a sign-in lands when no acceptable continue_url was given (spec §9). */
const DEFAULT_LANDING_PATH = '/management/devices';

/** The message of a failed sign-in. Same for an unknown e-mail and a wrong password. */
const SIGN_IN_FAILED_MESSAGE = 'The e-mail or password is incorrect.';

const field = (body: unknown, name: string): string => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
};

/**
 * The account site: `GET /sign-in` shows the form, `POST /sign-in` checks the password,
 * opens a session and redirects (303) to a same-host continue_url or the landing page.
 * The form POST cannot carry the XSRF header, so it must come from our own origin instead.
 */
export async function accountRoutes(app: FastifyInstance, options: AccountRoutesOptions): Promise<void> {
  const { db, sessions, basePath, now, secrets } = options;
  const secondFactor = options.secondFactor ?? true;
  await app.register(formbody);

  /** The form checks every POST of the account site makes: our origin, a urlencoded form. */
  const formProblem = (request: FastifyRequest): { status: number; error: string } | null => {
    if (!isSameOriginRequest(request)) {
      return {
        status: 403,
        error: 'The sign-in request did not come from this site. Reload the page and try again.',
      };
    }
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim();
    if (type !== 'application/x-www-form-urlencoded')
      return { status: 415, error: 'Send the sign-in form as a form.' };
    // PostgreSQL's text holds no NUL: refused here rather than failing in a query (a 500).
    if (findNulCharacter(request.body)) return { status: 422, error: 'The form contains a NUL character.' };
    return null;
  };

  const codePage = (reply: FastifyReply, status: number, model: Omit<CodePageModel, 'basePath'>) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderCodePage({ basePath, ...model }));

  const tooMany = (reply: FastifyReply, retryAfterSeconds: number) => {
    reply.header('retry-after', String(retryAfterSeconds));
    return tooManySignInsMessage(retryAfterSeconds);
  };

  /**
   * Opens the session (replacing the browser's previous one), records where it came from and
   * the user's `last_sign_in_at`, and sends the browser on.
   */
  const completeSignIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    continueUrl: string,
  ) => {
    // Signing in again replaces the browser's previous session rather than leaving it alive.
    const previous = await sessions.findByAccessToken(request.cookies[SESSION_COOKIE]);
    if (previous) await sessions.revoke(previous.id);
    const userAgent = request.headers['user-agent'];
    const tokens = await sessions.create(userId, null, {
      userAgent: typeof userAgent === 'string' && userAgent !== '' ? userAgent : null,
      ipAddress: request.ip || null,
    });
    await db
      .update(users)
      .set({ lastSignInAt: new Date(now()) })
      .where(eq(users.id, userId));
    setSessionCookies(request, reply, tokens, sessions.accessTtlSeconds, sessions.refreshTtlSeconds);
    clearPendingCookie(request, reply);
    await pruneAttempts(db, now());
    const target = safeContinueUrl(continueUrl, requestOrigin(request)) ?? DEFAULT_LANDING_PATH;
    return reply.header('cache-control', 'no-store').redirect(target, 303);
  };

  const clearPendingCookie = (request: FastifyRequest, reply: FastifyReply) =>
    reply.clearCookie(PENDING_COOKIE, {
      path: basePath,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
    });

  const codePath = (continueUrl: string) =>
    `${basePath}/sign-in/code${continueUrl ? `?continue_url=${encodeURIComponent(continueUrl)}` : ''}`;

  const page = (reply: FastifyReply, status: number, model: Omit<SignInPageModel, 'basePath'>) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderSignInPage({ basePath, ...model }));

  app.get('/', (_request, reply) => reply.redirect(`${basePath}/sign-in`, 302));

  app.get('/assets/account.css', (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/css; charset=utf-8')
      .send(ACCOUNT_STYLESHEET),
  );

  app.get('/sign-in', (request: FastifyRequest<{ Querystring: { continue_url?: unknown } }>, reply) =>
    page(reply, 200, { continueUrl: field(request.query, 'continue_url') }),
  );

  app.post('/sign-in', async (request, reply) => {
    const email = field(request.body, 'email');
    const continueUrl = field(request.body, 'continue_url');
    const problem = formProblem(request);
    if (problem) return page(reply, problem.status, { email, continueUrl, error: problem.error });

    // Counted before the password is checked (and refused while locked, even when right):
    // per account and per client address, in the database, so every server process agrees.
    const keys = signInThrottleKeys(email, request.ip);
    const reservation = await reserveAttempts(db, [keys.address, keys.account], now());
    if (!reservation.ok) {
      return page(reply, 429, { email, continueUrl, error: tooMany(reply, reservation.retryAfterSeconds) });
    }
    const user = await authenticateUser(db, email, field(request.body, 'password'));
    if (user === null) return page(reply, 401, { email, continueUrl, error: SIGN_IN_FAILED_MESSAGE });
    await forgiveAttempts(db, [keys.address.key]);

    if (secondFactor && user.mfaType !== null) {
      // The account's count is reset only by the code: knowing the password must not buy
      // fresh guesses at the second factor.
      await forgiveAttempts(db, [keys.account.key]);
      const started = await startPendingSignIn(db, user.id, now);
      if (!started.ok) {
        reply.header('retry-after', String(started.retryAfterSeconds));
        const minutes = Math.ceil(started.retryAfterSeconds / 60);
        const error = `Too many sign-ins are waiting for a code. Enter the newest code you received, or try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
        return page(reply, 429, { email, continueUrl, error });
      }
      reply.setCookie(PENDING_COOKIE, started.token, {
        path: basePath,
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: PENDING_SIGN_IN_TTL_MS / 1000,
      });
      return reply.header('cache-control', 'no-store').redirect(codePath(continueUrl), 303);
    }
    await resetAttempts(db, [keys.account.key]);
    return completeSignIn(request, reply, user.id, continueUrl);
  });

  app.get(
    '/sign-in/code',
    async (request: FastifyRequest<{ Querystring: { continue_url?: unknown } }>, reply) => {
      const continueUrl = field(request.query, 'continue_url');
      const pending = await findPendingSignIn(db, request.cookies[PENDING_COOKIE], now);
      if (!pending) {
        const query = continueUrl ? `?continue_url=${encodeURIComponent(continueUrl)}` : '';
        return reply.header('cache-control', 'no-store').redirect(`${basePath}/sign-in${query}`, 303);
      }
      return codePage(reply, 200, { method: pending.method, continueUrl });
    },
  );

  app.post('/sign-in/code', async (request, reply) => {
    const continueUrl = field(request.body, 'continue_url');
    const problem = formProblem(request);
    if (problem) return page(reply, problem.status, { continueUrl, error: problem.error });
    const pending = await findPendingSignIn(db, request.cookies[PENDING_COOKIE], now);
    if (!pending) {
      clearPendingCookie(request, reply);
      return page(reply, 401, { continueUrl, error: 'The sign-in has expired. Sign in again.' });
    }
    const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, pending.userId));
    const keys = signInThrottleKeys(owner?.email ?? '', request.ip);
    const reservation = await reserveAttempts(db, [keys.address, keys.account], now());
    if (!reservation.ok) {
      const error = tooMany(reply, reservation.retryAfterSeconds);
      return codePage(reply, 429, { method: pending.method, continueUrl, error });
    }
    const check = await checkPendingCode(db, pending, field(request.body, 'code').trim(), now, secrets);
    if (check.result === 'spent') {
      await dropPendingSignIn(db, pending.id);
      clearPendingCookie(request, reply);
      return page(reply, 401, {
        continueUrl,
        error: 'Too many wrong codes, or the code was used. Sign in again.',
      });
    }
    if (check.result === 'wrong') {
      const what = check.replayed
        ? 'This code has been used already. Wait for the next code of your app.'
        : 'The code is not valid.';
      const left = `${check.triesLeft} ${check.triesLeft === 1 ? 'try' : 'tries'} left.`;
      return codePage(reply, 401, { method: pending.method, continueUrl, error: `${what} ${left}` });
    }
    await forgiveAttempts(db, [keys.address.key]);
    await resetAttempts(db, [keys.account.key]);
    return completeSignIn(request, reply, pending.userId, continueUrl);
  });

  // The link of an activation mail: a GET that changes state once, which is what a mail link
  // can do; the token is a 256-bit one-time secret, so it cannot be forged cross-site.
  app.get('/verify-email', async (request: FastifyRequest<{ Querystring: { token?: unknown } }>, reply) => {
    const token = field(request.query, 'token');
    const verified = await verifyEmail(db, token, now);
    return reply
      .code(verified ? 200 : 400)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        renderMessagePage(
          verified
            ? {
                basePath,
                title: 'E-mail confirmed',
                message: 'Your e-mail address is confirmed. You can use Netfleet now.',
                link: { href: DEFAULT_LANDING_PATH, text: 'Continue to Netfleet' },
              }
            : {
                basePath,
                title: 'Link not valid',
                message: 'This activation link has expired or was used already. Sign in and send a new one.',
                link: { href: `${basePath}/sign-in`, text: 'Sign in' },
              },
        ),
      );
  });

  // The invitee's registration (`/invitations/<token>`) signs in through the same steps.
  const { createNotification } = options;
  await app.register(invitationRegistrationRoutes, {
    db,
    basePath,
    now,
    createNotification,
    formProblem,
    completeSignIn,
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).type('text/plain; charset=utf-8').send(`Not found. Sign in at ${basePath}/sign-in`),
  );
}
