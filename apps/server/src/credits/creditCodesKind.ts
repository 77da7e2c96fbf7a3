import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, creditCodes, creditTypes } from '../db/schema.js';
import type { ListKind } from '../search/ListKind.js';

/** The company that activated a code (a second join of `companies`). */
const usedCompanies = alias(companies, 'used_companies');

/**
 * `GET /credits/codes` as a list kind: the codes whose credits come from a company of the
 * caller's scope, newest first by default; `q` matches the code, the comment and the company.
 */
export const CREDIT_CODES_KIND: ListKind = {
  path: '/credits/codes',
  noun: 'credit transfer codes',
  permission: 'view_credit_transfer_codes',
  table: creditCodes,
  joins: [
    { table: creditTypes, on: eq(creditTypes.id, creditCodes.creditTypeId) },
    { table: companies, on: eq(companies.id, creditCodes.companyId) },
    { table: usedCompanies, on: eq(usedCompanies.id, creditCodes.usedCompanyId), left: true },
  ],
  scopeColumn: creditCodes.companyId,
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
    used_at: creditCodes.usedAt,
    used_company_id: creditCodes.usedCompanyId,
    used_company_name: usedCompanies.name,
  },
  searchFields: { code: creditCodes.code, comment: creditCodes.comment, company_name: companies.name },
  defaultSearchFields: ['code', 'comment', 'company_name'],
  sortFields: ['id', 'created_at', 'amount', 'used_at'],
  defaultSort: '-created_at',
  defaultLimit: 25,
  maxLimit: 100,
};
