import { and, eq, isNull } from 'drizzle-orm';
import type { SessionRow, SessionStore } from '../../auth/createSessionStore.js';
import type { Database } from '../../db/Database.js';
import { impersonationLogs } from '../../db/schema.js';

/** Why an impersonation ended, as written to `impersonation_logs.end_reason`. */
export type ImpersonationEndReason = 'cancelled' | 'access_revoked' | 'access_expired' | 'signed_out';

/** Closes the open log entry of a session's impersonation. */
export async function closeImpersonationLog(
  db: Database,
  sessionId: number,
  reason: ImpersonationEndReason,
  now: () => number,
): Promise<void> {
  await db
    .update(impersonationLogs)
    .set({ endedAt: new Date(now()), endReason: reason })
    .where(and(eq(impersonationLogs.sessionId, sessionId), isNull(impersonationLogs.endedAt)));
}

/**
 * Ends the impersonation of `session`: the session acts as the impersonator again (same
 * cookies), its sockets are dropped by the session store's change event, and the log entry
 * is closed.
 *
 * @returns false when the session was not impersonating or is gone.
 */
export async function endImpersonation(
  db: Database,
  sessions: SessionStore,
  session: SessionRow,
  reason: ImpersonationEndReason,
  now: () => number,
): Promise<boolean> {
  if (session.impersonatorId === null) return false;
  const switched = await sessions.switchUser(
    session.id,
    { userId: session.userId, impersonatorId: session.impersonatorId },
    { userId: session.impersonatorId, impersonatorId: null },
  );
  if (switched) await closeImpersonationLog(db, session.id, reason, now);
  return switched;
}
