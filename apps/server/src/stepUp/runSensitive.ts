import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/loadAuthContext.js';
import type { Database } from '../db/Database.js';
import type { StepUp } from './createStepUp.js';

/**
 * Runs a sensitive request in three steps:
 * 1. `run(db, false)`: every check, nothing written, so a request that would fail is refused
 *    before the user is asked for a code;
 * 2. step-up (`MFA_REQUIRED`, 423, or a confirmed code);
 * 3. `run(tx, true)` in one transaction that also spends the confirmation: a failure leaves
 *    the database as it was, the confirmation unspent.
 *
 * @example
 * return runSensitive(context, request, { auth, payload: body, description: `delete ${email}` },
 *   async (db, commit) => { const user = await findUser(db); if (commit) await deleteUser(db, user); });
 */
export async function runSensitive<T>(
  context: { db: Database; stepUp: StepUp },
  request: FastifyRequest,
  what: { auth: AuthContext; payload: unknown; description: string },
  run: (db: Database, commit: boolean) => Promise<T>,
): Promise<T> {
  await run(context.db, false);
  const pass = await context.stepUp.require({
    ...what,
    action: `${request.method} ${request.routeOptions.url ?? request.url}`,
    body: request.sentBody,
  });
  return context.db.transaction(async (tx) => {
    await pass.consume(tx);
    return run(tx, true);
  });
}
