import { eq } from 'drizzle-orm';
import type { Database } from '../../db/Database.js';
import { users } from '../../db/schema.js';

/**
 * Lets support impersonate `userId` for `hours` from `at` (ms): sets its
 * `impersonation_access_limit`. What granting by hand (`POST /user/impersonation-access`) and
 * confirming a mailed request both do.
 *
 * @returns the limit in unix seconds, as `GET /user` answers it.
 */
export async function grantImpersonationAccess(
  db: Database,
  userId: number,
  hours: number,
  at: number,
): Promise<number> {
  const limit = new Date(at + hours * 3_600_000);
  await db.update(users).set({ impersonationAccessLimit: limit }).where(eq(users.id, userId));
  return Math.floor(limit.getTime() / 1000);
}
