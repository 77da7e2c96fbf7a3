import {
  type AccountProfileResponseSchema,
  AccountProfileSchema,
  ChangePasswordSchema,
  ERROR_CODES,
  type SignedOutResponse,
} from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { reserveAttempts, resetAttempts } from '../../auth/reserveAttempts.js';
import { PASSWORD_CONFIRMATION_POLICY } from '../../auth/throttlePolicies.js';
import { users } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import type { ServerContext } from '../../serverContext.js';
import { ownerOnly } from './ownerOnly.js';
import { revokeOtherSignIns } from './ownSignIns.js';

/**
 * The user's name and password:
 * - `PUT /user/profile` `AccountProfileSchema` → `{ data: { username } }`;
 * - `PUT /user/password` `ChangePasswordSchema`: a wrong `current_password` is a 422 on that
 *   field; tries are counted per user before the check (`change-password:<id>`, the password
 *   confirmation's policy: the 5th wrong one locks for 15 minutes, 429 with `Retry-After`).
 *   A right one re-hashes the new password and signs out every other session of the user →
 *   `{ data: { signed_out } }`. Not by an impersonator (403).
 * Both change `users`, which empties the auth context cache (`AUTH_TABLES`): the next
 * `GET /user` shows the new name.
 */
export async function profileRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, sessions, authContexts, now } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();

  api.put(
    '/user/profile',
    { config: { access: 'own' }, schema: { body: AccountProfileSchema } },
    async (request) => {
      const auth = requireAuth(request);
      const { username } = request.body;
      await db.update(users).set({ username }).where(eq(users.id, auth.user.id));
      authContexts.clear();
      const body: v.InferOutput<typeof AccountProfileResponseSchema> = { data: { username } };
      return body;
    },
  );

  api.put(
    '/user/password',
    { config: { access: 'own' }, schema: { body: ChangePasswordSchema } },
    async (request) => {
      const auth = requireAuth(request);
      ownerOnly(auth, 'change the password');
      const at = now();
      const keys = [{ key: `change-password:${auth.user.id}`, policy: PASSWORD_CONFIRMATION_POLICY }];
      // Counted before the password is checked, atomically: parallel guesses cannot pass the limit.
      const reservation = await reserveAttempts(db, keys, at);
      if (!reservation.ok) {
        const minutes = Math.ceil(reservation.retryAfterSeconds / 60);
        throw ApiError.of(
          429,
          API_ERROR_CODES.TOO_MANY_REQUESTS,
          `Too many wrong passwords. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
          'current_password',
          { headers: { 'retry-after': String(reservation.retryAfterSeconds) } },
        );
      }
      const [user] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, auth.user.id))
        .limit(1);
      if (!(await verifyPassword(user?.passwordHash, request.body.current_password))) {
        throw ApiError.of(
          422,
          ERROR_CODES.VALIDATION_FAILED,
          'The current password is not correct.',
          'current_password',
        );
      }
      await resetAttempts(
        db,
        keys.map((entry) => entry.key),
      );
      const passwordHash = await hashPassword(request.body.new_password);
      await db.update(users).set({ passwordHash }).where(eq(users.id, auth.user.id));
      const signedOut = await revokeOtherSignIns(db, sessions, auth.user.id, auth.session.id, at);
      const body: SignedOutResponse = { data: { signed_out: signedOut } };
      return body;
    },
  );
}
