import { INVITATION_LIST, type InvitationStatus } from '@netfleet/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, roles, userInvitations, users } from '../../db/schema.js';
import type { ListKind } from '../../lists/ListKind.js';

/** Who sent an invitation (null once that account is gone). */
const inviters = alias(users, 'inviters');

const open = sql`${userInvitations.acceptedAt} is null and ${userInvitations.cancelledAt} is null`;
const STATUS: Record<InvitationStatus, SQL> = {
  accepted: sql`${userInvitations.acceptedAt} is not null`,
  cancelled: sql`${userInvitations.acceptedAt} is null and ${userInvitations.cancelledAt} is not null`,
  expired: sql`${open} and ${userInvitations.expiresAt} <= now()`,
  pending: sql`${open} and ${userInvitations.expiresAt} > now()`,
};

/**
 * `GET /users/invitations`: the user invitations into companies of the caller's scope, with
 * company, role and inviter names and a status (`pending`, `accepted`, `expired`, `cancelled`); filters
 * `company_id` and `status`. Never the token hash.
 */
export const INVITATION_LIST_KIND: ListKind<typeof INVITATION_LIST> = {
  spec: INVITATION_LIST,
  table: userInvitations,
  joins: [
    { table: companies, on: eq(companies.id, userInvitations.companyId) },
    { table: roles, on: eq(roles.id, userInvitations.roleId) },
    { table: inviters, on: eq(inviters.id, userInvitations.invitedBy), left: true },
  ],
  scope: { column: userInvitations.companyId },
  idColumn: userInvitations.id,
  columns: {
    id: userInvitations.id,
    email: userInvitations.email,
    company_id: userInvitations.companyId,
    company_name: companies.name,
    role_id: userInvitations.roleId,
    role_title: roles.title,
    invited_by_email: inviters.email,
    status: sql<string>`case when ${STATUS.accepted} then 'accepted' when ${STATUS.cancelled} then 'cancelled' when ${STATUS.expired} then 'expired' else 'pending' end`,
    created_at: userInvitations.createdAt,
    expires_at: userInvitations.expiresAt,
    accepted_at: userInvitations.acceptedAt,
    last_sent_at: userInvitations.lastSentAt,
  },
  searchColumns: { email: userInvitations.email, company_name: companies.name },
  where: ({ filters }) =>
    and(
      filters.company_id === undefined ? undefined : eq(userInvitations.companyId, filters.company_id),
      filters.status === undefined ? undefined : STATUS[filters.status],
    ),
};
