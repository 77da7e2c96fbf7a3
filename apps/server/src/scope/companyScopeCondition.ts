import { eq, inArray, like, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../auth/loadAuthContext.js';
import type { Database } from '../db/Database.js';
import { companies } from '../db/schema.js';

/** Whose scope: a signed-in user's auth context, or any user's role scope and company. */
export interface ScopeHolder {
  role: Pick<AuthContext['role'], 'scope'>;
  company: Pick<AuthContext['company'], 'id' | 'path'>;
}

/**
 * The condition that limits rows to the companies the user may see, by its role's scope:
 * `all` every company (no condition), `subtree` its company and every subsidiary (a prefix
 * match on the materialised path), `own` its company only.
 *
 * @param companyId the column of the listed table that names the owning company.
 */
export function companyScopeCondition(db: Database, auth: ScopeHolder, companyId: PgColumn): SQL | undefined {
  switch (auth.role.scope) {
    case 'all':
      return undefined;
    case 'subtree':
      return inArray(
        companyId,
        db.select({ id: companies.id }).from(companies).where(companyRowScopeCondition(auth, companies)),
      );
    case 'own':
      return eq(companyId, auth.company.id);
  }
}

/**
 * The condition that a row of the companies table (or of an alias of it) is in the user's
 * scope; `undefined` for scope `all`.
 */
export function companyRowScopeCondition(
  auth: ScopeHolder,
  company: { id: PgColumn; path: PgColumn },
): SQL | undefined {
  switch (auth.role.scope) {
    case 'all':
      return undefined;
    case 'subtree':
      // Paths hold only digits and slashes, so the prefix needs no LIKE escaping.
      return like(company.path, `${auth.company.path}%`);
    case 'own':
      return eq(company.id, auth.company.id);
  }
}
