import { CREDIT_TRANSACTION_LIST } from '@netfleet/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { companies, creditTransactions, creditTypes, users } from '../../db/schema.js';
import type { ListKind } from '../../lists/ListKind.js';

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
    reference: creditTransactions.reference,
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
