import { CREDIT_TRANSACTION_LIST } from '@netfleet/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import { companies, creditTransactions, creditTypes, users } from '../../db/schema.js';
import type { ListKind } from '../../lists/ListKind.js';

/** The other company of a move as the caller may see it: its name when it is in the scope. */
function otherCompanyInScope(auth: AuthContext): SQL {
  switch (auth.role.scope) {
    case 'all':
      return sql`true`;
    case 'subtree':
      // Paths hold only digits and slashes: the prefix needs no LIKE escaping.
      return sql`other.path like ${`${auth.company.path}%`}`;
    case 'own':
      return sql`other.id = ${auth.company.id}`;
  }
}

/**
 * A move's reference is the other company's id: shown as its name when the caller may see
 * that company, else as stored; a code's, a renewal's device serial, as stored.
 */
function movedReference(auth: AuthContext): SQL<string | null> {
  const reference = creditTransactions.reference;
  return sql<string | null>`case when ${creditTransactions.reason} in ('moved_in', 'moved_out')
    and ${reference} ~ '^[0-9]{1,9}$'
    then coalesce((select other.name from ${companies} other
      where other.id = ${reference}::int and ${otherCompanyInScope(auth)}), ${reference})
    else ${reference} end`;
}

/**
 * `GET /credits/history`: the credit ledger of the caller's scope (`credit_transactions`), with
 * the company, the credit type and who made the change (null for the server's renewals);
 * filters `company_id`, `type`, `reason` and the time range.
 */
export const CREDIT_TRANSACTION_LIST_KIND: ListKind<typeof CREDIT_TRANSACTION_LIST> = {
  spec: CREDIT_TRANSACTION_LIST,
  table: creditTransactions,
  joins: [
    { table: companies, on: eq(companies.id, creditTransactions.companyId) },
    { table: creditTypes, on: eq(creditTypes.id, creditTransactions.creditTypeId) },
    { table: users, on: eq(users.id, creditTransactions.userId), left: true },
  ],
  scope: { column: creditTransactions.companyId },
  idColumn: creditTransactions.id,
  columns: {
    id: creditTransactions.id,
    company_id: creditTransactions.companyId,
    company_name: companies.name,
    type: creditTransactions.creditTypeId,
    type_name: creditTypes.name,
    delta: creditTransactions.delta,
    reason: creditTransactions.reason,
    user_id: creditTransactions.userId,
    user_email: users.email,
    reference: movedReference,
    price: sql<string | null>`${creditTransactions.price}::text`,
    proforma_number: creditTransactions.proformaNumber,
    created_at: creditTransactions.createdAt,
  },
  searchColumns: {
    company_name: companies.name,
    user_email: users.email,
    reference: creditTransactions.reference,
  },
  where: ({ filters }) =>
    and(
      filters.company_id === undefined ? undefined : eq(creditTransactions.companyId, filters.company_id),
      filters.type === undefined ? undefined : eq(creditTransactions.creditTypeId, filters.type),
      filters.reason === undefined ? undefined : inArray(creditTransactions.reason, filters.reason),
      filters.created_after === undefined
        ? undefined
        : sql`${creditTransactions.createdAt} >= ${filters.created_after}::timestamptz`,
      filters.created_before === undefined
        ? undefined
        : sql`${creditTransactions.createdAt} < ${filters.created_before}::timestamptz`,
    ),
};
