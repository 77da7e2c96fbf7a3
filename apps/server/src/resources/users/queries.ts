import { ERROR_CODES, USER_LIST } from '@netfleet/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/Database.js';
import { companies, roles, sessions, users } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import type { ListKind } from '../../lists/ListKind.js';

/**
 * The last sign-in of the user itself: `users.last_sign_in_at`, written at every completed
 * sign-in; for accounts from before that column, the newest session it started (not one an
 * impersonator switched to it).
 */
const lastSignInAt =
  sql<Date | null>`coalesce(${users.lastSignInAt}, (select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${users.id} and ${sessions.impersonatorId} is null))`.mapWith(
    users.createdAt,
  );

/**
 * `not_verified` until the e-mail is confirmed, `blocked` for an external user nobody invited,
 * `mfa_required` while a second factor is mandatory and none is set up (the API answers
 * `MFA_MANDATORY` until then).
 */
const status = sql<string>`case when not ${users.emailVerified} then 'not_verified' when ${users.externalNotInvited} then 'blocked' when ${users.mfaRequired} and ${users.mfaType} is null then 'mfa_required' else 'active' end`;

/**
 * `GET /users`: the users of the caller's scope with company and role names; filters
 * `company_id`, `role_id`; never the password hash or secrets.
 */
export const USER_LIST_KIND: ListKind<typeof USER_LIST> = {
  spec: USER_LIST,
  table: users,
  joins: [
    { table: companies, on: eq(companies.id, users.companyId) },
    { table: roles, on: eq(roles.id, users.roleId) },
  ],
  scope: { column: users.companyId },
  idColumn: users.id,
  columns: {
    id: users.id,
    email: users.email,
    username: users.username,
    name: users.username,
    company_id: users.companyId,
    company_name: companies.name,
    role_id: users.roleId,
    role_name: roles.name,
    role_title: roles.title,
    mfa_type: users.mfaType,
    last_sign_in_at: lastSignInAt,
    status,
    impersonation_access_limit: users.impersonationAccessLimit,
    created_at: users.createdAt,
  },
  searchColumns: { email: users.email, username: users.username, name: users.username },
  nullableSorts: ['last_sign_in_at'],
  where: ({ filters }) =>
    and(
      filters.company_id === undefined ? undefined : eq(users.companyId, filters.company_id),
      filters.role_id === undefined ? undefined : eq(users.roleId, filters.role_id),
    ),
};

/** The user with this e-mail (compared lower-case), or 404 on `email`. */
export async function userByEmail(db: Database, email: string, forUpdate = false) {
  const query = db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  const [user] = forUpdate ? await query.for('update') : await query;
  if (!user) throw ApiError.of(404, ERROR_CODES.NOT_FOUND, `There is no user ${email}.`, 'email');
  return user;
}
