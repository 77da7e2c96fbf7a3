import {
  ConfirmMfaEnrolmentSchema,
  ERROR_CODES,
  type MfaEnrolment,
  type MfaStatus,
  type RecoveryCodesResponse,
  StartMfaEnrolmentSchema,
} from '@netfleet/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recoveryCodesLeft, replaceRecoveryCodes } from '../../account/recoveryCodes.js';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import { loginBlockOf } from '../../auth/loginBlockOf.js';
import type { Database } from '../../db/Database.js';
import { mfaChallenges, mfaEnrolments, mfaRecoveryCodes, pendingSignIns, users } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import type { ServerContext } from '../../serverContext.js';
import { runSensitive } from '../../stepUp/runSensitive.js';
import { confirmEnrolment, startEnrolment } from './mfaEnrolment.js';
import { ownerOnly } from './ownerOnly.js';

/** The user's second factor as stored now (the auth context may be a moment old). */
async function loadMfa(db: Database, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      mfaType: users.mfaType,
      mfaRequired: users.mfaRequired,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw ApiError.of(401, ERROR_CODES.UNAUTHORIZED, 'Sign in to continue.');
  return row;
}

/**
 * These routes are open to a user blocked by `MFA_MANDATORY` (setting up a method is what the
 * notice asks for), not to one blocked for another reason.
 */
function refuseOtherBlocks(auth: AuthContext): void {
  const block = loginBlockOf(auth);
  if (block && block.code !== 'MFA_MANDATORY') throw ApiError.of(403, block.code, block.message);
}

/**
 * The user's own second factor (`access: 'own'`; not by an impersonator, 403):
 * - `GET /user/mfa` → `{ data: MfaStatus }`;
 * - `POST /user/mfa/enrolment` `{ method }` → `{ data: MfaEnrolment }`: starts setting up
 *   `totp` or `email` (see `startEnrolment`); a user who has a method confirms with it first
 *   (step-up, `runSensitive`: 403 `MFA_REQUIRED`);
 * - `POST /user/mfa/enrolment/confirm` `{ code }` → `{ data: { method, recovery_codes } }`:
 *   the method is in use at once (`GET /user`'s `mfa_type`) with a fresh set of recovery codes;
 *   422 on `code` when wrong or expired;
 * - `POST /user/mfa/recovery-codes` (step-up) → a new set; the previous one stops working;
 * - `DELETE /user/mfa` (step-up) → `{ data: MfaStatus }`: the method and its recovery codes
 *   are removed; 409 when the company requires a second factor, or there is none.
 * The first three are open to `MFA_MANDATORY` users (`allowBlocked`), so they can enrol from
 * the notice page.
 */
export async function mfaRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now, credentials, authContexts } = context;
  const deps = { secrets: credentials, now };
  const api = app.withTypeProvider<ValibotTypeProvider>();

  const status = async (userId: number): Promise<MfaStatus> => {
    const user = await loadMfa(db, userId);
    return {
      method: user.mfaType,
      required: user.mfaRequired,
      recovery_codes_left: user.mfaType === null ? 0 : await recoveryCodesLeft(db, userId),
    };
  };

  api.get('/user/mfa', { config: { allowBlocked: true } }, async (request) => {
    const auth = requireAuth(request);
    refuseOtherBlocks(auth);
    return { data: await status(auth.user.id) };
  });

  api.post(
    '/user/mfa/enrolment',
    { config: { access: 'own', allowBlocked: true }, schema: { body: StartMfaEnrolmentSchema } },
    async (request) => {
      const auth = requireAuth(request);
      refuseOtherBlocks(auth);
      ownerOnly(auth, 'set up a second factor');
      const user = await loadMfa(db, auth.user.id);
      const { method } = request.body;
      let data: MfaEnrolment;
      if (user.mfaType === null) {
        data = await db.transaction((tx) => startEnrolment(tx, deps, user, method));
      } else {
        // Replacing a method: the person at the keyboard proves it holds the current one.
        const started = await runSensitive(
          context,
          request,
          { auth, payload: request.body, description: 'set up a new second factor' },
          async (tx, commit) => (commit ? startEnrolment(tx, deps, user, method) : null),
        );
        if (!started) throw new Error('The enrolment was not started');
        data = started;
      }
      return { data };
    },
  );

  api.post(
    '/user/mfa/enrolment/confirm',
    { config: { access: 'own', allowBlocked: true }, schema: { body: ConfirmMfaEnrolmentSchema } },
    async (request) => {
      const auth = requireAuth(request);
      refuseOtherBlocks(auth);
      ownerOnly(auth, 'set up a second factor');
      const confirmed = await confirmEnrolment(db, deps, auth.user.id, request.body.code);
      // `users` changed, which empties the cache anyway; said here because GET /user must
      // show the new method (and an MFA_MANDATORY user get in) on the very next request.
      authContexts.clear();
      const body: RecoveryCodesResponse = {
        data: { method: confirmed.method, recovery_codes: confirmed.recoveryCodes },
      };
      return body;
    },
  );

  const noMethod = () => ApiError.of(409, API_ERROR_CODES.CONFLICT, 'You have no second factor set up.');

  api.post('/user/mfa/recovery-codes', { config: { access: 'own' } }, async (request) => {
    const auth = requireAuth(request);
    ownerOnly(auth, 'make new recovery codes');
    const result = await runSensitive(
      context,
      request,
      { auth, payload: {}, description: 'make new recovery codes' },
      async (tx, commit) => {
        const user = await loadMfa(tx, auth.user.id);
        if (user.mfaType === null) throw noMethod();
        if (!commit) return null;
        return { method: user.mfaType, codes: await replaceRecoveryCodes(tx, user.id, now()) };
      },
    );
    if (!result) throw new Error('The recovery codes were not made');
    const body: RecoveryCodesResponse = { data: { method: result.method, recovery_codes: result.codes } };
    return body;
  });

  api.delete('/user/mfa', { config: { access: 'own' } }, async (request) => {
    const auth = requireAuth(request);
    ownerOnly(auth, 'remove the second factor');
    await runSensitive(
      context,
      request,
      { auth, payload: {}, description: 'remove your second factor' },
      async (tx, commit) => {
        const user = await loadMfa(tx, auth.user.id);
        if (user.mfaType === null) throw noMethod();
        if (user.mfaRequired) {
          throw ApiError.of(
            409,
            API_ERROR_CODES.CONFLICT,
            'Your company requires multi-factor authentication.',
          );
        }
        if (!commit) return;
        await tx
          .update(users)
          .set({ mfaType: null, mfaSecret: null, mfaLastStep: null })
          .where(eq(users.id, user.id));
        await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
        await tx.delete(mfaEnrolments).where(eq(mfaEnrolments.userId, user.id));
        await tx.delete(pendingSignIns).where(eq(pendingSignIns.userId, user.id));
        await tx
          .delete(mfaChallenges)
          .where(and(eq(mfaChallenges.userId, user.id), isNull(mfaChallenges.usedAt)));
      },
    );
    authContexts.clear();
    return { data: await status(auth.user.id) };
  });
}
