import { IMPERSONATION_LOG_LIST } from '@netfleet/contracts';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, impersonationLogs, users } from '../../db/schema.js';
import type { ListKind } from '../../lists/ListKind.js';

/** Who impersonated (a second join of `users`). */
const impersonators = alias(users, 'impersonators');

/**
 * `GET /users/impersonation-logs`: impersonations of users of companies in the caller's scope
 * (the impersonated user's company decides), with both people's names and e-mails; filters
 * `company_id` and `user_id`.
 */
export const IMPERSONATION_LOG_LIST_KIND: ListKind<typeof IMPERSONATION_LOG_LIST> = {
  spec: IMPERSONATION_LOG_LIST,
  table: impersonationLogs,
  joins: [
    { table: users, on: eq(users.id, impersonationLogs.userId) },
    { table: companies, on: eq(companies.id, users.companyId) },
    { table: impersonators, on: eq(impersonators.id, impersonationLogs.impersonatorId) },
  ],
  scope: { column: users.companyId },
  idColumn: impersonationLogs.id,
  columns: {
    id: impersonationLogs.id,
    impersonator_id: impersonationLogs.impersonatorId,
    impersonator_name: impersonators.username,
    impersonator_email: impersonators.email,
    user_id: impersonationLogs.userId,
    user_name: users.username,
    user_email: users.email,
    company_id: users.companyId,
    company_name: companies.name,
    started_at: impersonationLogs.startedAt,
    ended_at: impersonationLogs.endedAt,
    end_reason: impersonationLogs.endReason,
  },
  searchColumns: { user_email: users.email, impersonator_email: impersonators.email },
  where: ({ filters }) =>
    and(
      filters.company_id === undefined ? undefined : eq(users.companyId, filters.company_id),
      filters.user_id === undefined ? undefined : eq(impersonationLogs.userId, filters.user_id),
    ),
};
