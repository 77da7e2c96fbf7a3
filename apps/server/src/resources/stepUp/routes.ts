import {
  ERROR_CODES,
  type PasswordConfirmationResponse,
  PasswordConfirmationSchema,
} from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../../auth/passwords.js';
import { reserveAttempts, resetAttempts } from '../../auth/reserveAttempts.js';
import { PASSWORD_CONFIRMATION_POLICY } from '../../auth/throttlePolicies.js';
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
 * text also in the body's `message`, where the console reads it; the 5th wrong one (per
 * user, and per session) locks for 15 minutes (429 with `Retry-After`), counted atomically
 * (`PASSWORD_CONFIRMATION_POLICY`); a right one resets the count.
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
      // The try is counted before the password is checked, in one statement per key, so
      // parallel wrong passwords cannot get past the limit (per user, and per session).
      const keys = [
        { key: `confirm-user:${actorId}`, policy: PASSWORD_CONFIRMATION_POLICY },
        { key: `confirm-session:${auth.session.id}`, policy: PASSWORD_CONFIRMATION_POLICY },
      ];
      const reservation = await reserveAttempts(db, keys, at);
      if (!reservation.ok) {
        const minutes = Math.ceil(reservation.retryAfterSeconds / 60);
        const message = `Too many wrong passwords. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
        throw ApiError.of(429, API_ERROR_CODES.TOO_MANY_REQUESTS, message, 'password', {
          message,
          headers: { 'retry-after': String(reservation.retryAfterSeconds) },
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
      await resetAttempts(
        db,
        keys.map((entry) => entry.key),
      );
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
