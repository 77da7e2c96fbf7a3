import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionStore } from '../auth/createSessionStore.js';
import { safeContinueUrl } from '../auth/safeContinueUrl.js';
import { SESSION_COOKIE, setSessionCookies } from '../auth/sessionCookies.js';
import type { Database } from '../db/Database.js';
import { isSameOriginRequest, requestOrigin } from '../http/requestOrigin.js';
import { verifyEmail } from '../mail/verifyEmail.js';
import { ACCOUNT_STYLESHEET } from './accountStylesheet.js';
import { authenticateUser } from './authenticateUser.js';
import { renderMessagePage } from './renderMessagePage.js';
import { renderSignInPage, type SignInPageModel } from './renderSignInPage.js';

/** Options of {@link accountRoutes}. */
export interface AccountRoutesOptions {
  db: Database;
  sessions: SessionStore;
  /** The prefix this plugin is registered under, e.g. `/auth`. */
  basePath: string;
  /** Clock in milliseconds. */
  now: () => number;
}

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
  const { db, sessions, basePath, now } = options;
  await app.register(formbody);

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
    if (!isSameOriginRequest(request)) {
      return page(reply, 403, {
        email,
        continueUrl,
        error: 'The sign-in request did not come from this site. Reload the page and try again.',
      });
    }
    if (
      (request.headers['content-type'] ?? '').split(';')[0]?.trim() !== 'application/x-www-form-urlencoded'
    ) {
      return page(reply, 415, { email, continueUrl, error: 'Send the sign-in form as a form.' });
    }

    const userId = await authenticateUser(db, email, field(request.body, 'password'));
    if (userId === null) return page(reply, 401, { email, continueUrl, error: SIGN_IN_FAILED_MESSAGE });

    // Signing in again replaces the browser's previous session rather than leaving it alive.
    const previous = await sessions.findByAccessToken(request.cookies[SESSION_COOKIE]);
    if (previous) await sessions.revoke(previous.id);
    const tokens = await sessions.create(userId);
    setSessionCookies(request, reply, tokens, sessions.accessTtlSeconds, sessions.refreshTtlSeconds);
    const target = safeContinueUrl(continueUrl, requestOrigin(request)) ?? DEFAULT_LANDING_PATH;
    return reply.header('cache-control', 'no-store').redirect(target, 303);
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

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).type('text/plain; charset=utf-8').send(`Not found. Sign in at ${basePath}/sign-in`),
  );
}
