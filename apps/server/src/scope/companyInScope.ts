import { ERROR_CODES } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../auth/loadAuthContext.js';
import type { Database } from '../db/Database.js';
import { companies } from '../db/schema.js';
import { ApiError } from '../http/ApiError.js';

/** A company row as the form routes need it. */
export type CompanyRow = typeof companies.$inferSelect;

/** True when `company` is in the user's scope: any (`all`), its subtree, or its own company. */
export function isCompanyInScope(auth: AuthContext, company: Pick<CompanyRow, 'id' | 'path'>): boolean {
  switch (auth.role.scope) {
    case 'all':
      return true;
    case 'subtree':
      return company.path.startsWith(auth.company.path);
    case 'own':
      return company.id === auth.company.id;
  }
}

/**
 * The company `id` when the user may see it; otherwise a 404 `NOT_FOUND` naming `source`
 * (the payload key), the same answer as for an id that does not exist, so ids outside the
 * scope are not disclosed. `forUpdate` locks the row for the transaction.
 */
export async function companyInScope(
  db: Database,
  auth: AuthContext,
  id: number,
  source: string | null,
  options: { forUpdate?: boolean } = {},
): Promise<CompanyRow> {
  const query = db.select().from(companies).where(eq(companies.id, id)).limit(1);
  const [company] = options.forUpdate ? await query.for('update') : await query;
  if (!company || !isCompanyInScope(auth, company)) {
    throw ApiError.of(404, ERROR_CODES.NOT_FOUND, `No company ${id} in your companies.`, source);
  }
  return company;
}
