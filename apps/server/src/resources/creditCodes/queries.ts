import { CREDIT_CODE_LIST, type CreditCode } from '@netfleet/contracts';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, creditCodes, creditTypes } from '../../db/schema.js';
import type { ListKind } from '../../lists/ListKind.js';

/** The company that activated a code (a second join of `companies`). */
const usedCompanies = alias(companies, 'used_companies');

type CodeRow = typeof creditCodes.$inferSelect;

/** A stored code as the API shows it (spec forms §4: state "Used" or "Not Used"). */
export function toCreditCode(
  row: CodeRow,
  names: { typeName: string; companyName: string; usedCompanyName: string | null },
): CreditCode {
  return {
    id: row.id,
    code: row.code,
    type: row.creditTypeId,
    type_name: names.typeName,
    amount: row.amount,
    comment: row.comment,
    company_id: row.companyId,
    company_name: names.companyName,
    created_at: row.createdAt.toISOString(),
    used: row.usedAt !== null,
    state: row.usedAt !== null ? 'Used' : 'Not Used',
    used_at: row.usedAt?.toISOString() ?? null,
    used_company_id: row.usedCompanyId,
    used_company_name: names.usedCompanyName,
  };
}

/**
 * `GET /credits/codes`: the codes whose credits come from a company of the caller's scope,
 * with type and company names and `used`/`state` read from `used_at`; filters `company_id`, `used`.
 */
export const CREDIT_CODE_LIST_KIND: ListKind<typeof CREDIT_CODE_LIST> = {
  spec: CREDIT_CODE_LIST,
  table: creditCodes,
  joins: [
    { table: creditTypes, on: eq(creditTypes.id, creditCodes.creditTypeId) },
    { table: companies, on: eq(companies.id, creditCodes.companyId) },
    { table: usedCompanies, on: eq(usedCompanies.id, creditCodes.usedCompanyId), left: true },
  ],
  scope: { column: creditCodes.companyId },
  idColumn: creditCodes.id,
  columns: {
    id: creditCodes.id,
    code: creditCodes.code,
    type: creditCodes.creditTypeId,
    type_name: creditTypes.name,
    amount: creditCodes.amount,
    comment: creditCodes.comment,
    company_id: creditCodes.companyId,
    company_name: companies.name,
    created_at: creditCodes.createdAt,
    used: sql<boolean>`${creditCodes.usedAt} is not null`,
    state: sql<string>`case when ${creditCodes.usedAt} is not null then 'Used' else 'Not Used' end`,
    used_at: creditCodes.usedAt,
    used_company_id: creditCodes.usedCompanyId,
    used_company_name: usedCompanies.name,
  },
  searchColumns: { code: creditCodes.code, comment: creditCodes.comment, company_name: companies.name },
  where: ({ filters }) =>
    and(
      filters.company_id === undefined ? undefined : eq(creditCodes.companyId, filters.company_id),
      filters.used === undefined
        ? undefined
        : filters.used
          ? isNotNull(creditCodes.usedAt)
          : isNull(creditCodes.usedAt),
    ),
};

/** Fields every code row carries whatever `fields` asks: what the state is read from. */
export const ALWAYS_CODE_FIELDS = ['used', 'state', 'used_at'] as const;
