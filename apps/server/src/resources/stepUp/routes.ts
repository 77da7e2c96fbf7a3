import {
  ERROR_CODES,
  type PasswordConfirmationResponse,
  PasswordConfirmationSchema,
} from '@netfleet/contracts';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../../auth/passwords.js';
import { passwordConfirmations, sessions, users } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import type { ServerContext } from '../../serverContext.js';
import { STEP_UP_LIMITS } from '../../stepUp/stepUpLimits.js';

/**
 * `POST /password-confirmation` `{ password }`: after a 423, the person at the keyboard (the
 * impersonator while impersonating) re-enters the password; this sign-in session's sensitive
 * requests then pass for 5 minutes (users without an MFA method). → `{ data: { confirmed_until },
 * message }`. A wrong password answers 422 `CONFIRMATION_FAILED` (source `password`) with the
 * text also in the body's `message`, where the console reads it; after 5 wrong ones in
 * 15 minutes, 429 until the window has passed.
 */
export async function stepUpRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now } = context;

  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.post(
    '/password-confirmation',
    { config: { access: 'own' }, schema: { body: PasswordConfirmationSchema } },
    async (request) => {
      const auth = requireAuth(request);
      const { password } = request.body;
      const actorId = auth.impersonator?.id ?? auth.user.id;
      const at = now();

      // Failures count from the last success, within the window.
      const [lastSuccess] = await db
        .select({ createdAt: passwordConfirmations.createdAt })
        .from(passwordConfirmations)
        .where(and(eq(passwordConfirmations.userId, actorId), eq(passwordConfirmations.succeeded, true)))
        .orderBy(desc(passwordConfirmations.createdAt))
        .limit(1);
      const since = Math.max(
        at - STEP_UP_LIMITS.passwordFailureWindowMs,
        lastSuccess?.createdAt.getTime() ?? 0,
      );
      const [failures] = await db
        .select({ n: count() })
        .from(passwordConfirmations)
        .where(
          and(
            eq(passwordConfirmations.userId, actorId),
            eq(passwordConfirmations.succeeded, false),
            gt(passwordConfirmations.createdAt, new Date(since)),
          ),
        );
      if ((failures?.n ?? 0) >= STEP_UP_LIMITS.maxPasswordFailures) {
        const message = 'Too many wrong passwords. Try again in 15 minutes.';
        throw ApiError.of(429, API_ERROR_CODES.TOO_MANY_REQUESTS, message, 'password', {
          message,
          headers: { 'retry-after': String(STEP_UP_LIMITS.passwordFailureWindowMs / 1000) },
        });
      }

      const [actor] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, actorId))
        .limit(1);
      const ok = await verifyPassword(actor?.passwordHash, password);
      await db
        .insert(passwordConfirmations)
        .values({ userId: actorId, succeeded: ok, createdAt: new Date(at) });
      if (!ok) {
        const message = 'The password is not correct.';
        throw ApiError.of(422, ERROR_CODES.CONFIRMATION_FAILED, message, 'password', { message });
      }
      await db
        .update(sessions)
        .set({ passwordConfirmedAt: new Date(at) })
        .where(eq(sessions.id, auth.session.id));
      const body: PasswordConfirmationResponse = {
        data: { confirmed_until: new Date(at + STEP_UP_LIMITS.passwordWindowMs).toISOString() },
        message: 'Password confirmed.',
      };
      return body;
    },
  );
}
