import { ERROR_CODES } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { companies, roles, users } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { isCompanyInScope } from '../../scope/companyInScope.js';

/**
 * The user `id` with its company and role when it belongs to a company of the caller's scope;
 * otherwise 404 naming `source`, as for an id that does not exist (ids are not disclosed).
 * `forUpdate` locks the user's row for the transaction.
 */
export async function userInScope(
  db: Database,
  auth: AuthContext,
  id: number,
  source: string | null,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({ user: users, company: companies, role: roles })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: users }) : await query;
  if (!row || !isCompanyInScope(auth, row.company)) {
    throw ApiError.of(404, ERROR_CODES.NOT_FOUND, `No user ${id} in your companies.`, source);
  }
  return row;
}

/** True when `userId` is the person making the request (or the one impersonating through it). */
export function isOwnAccount(auth: AuthContext, userId: number): boolean {
  return userId === auth.user.id || userId === auth.impersonator?.id;
}
