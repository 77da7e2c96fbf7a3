import type { CompanyScope } from '@netfleet/permissions';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/Database.js';
import { companies, rolePermissions, roles, sessions, users } from '../db/schema.js';
import type { SessionRow } from './createSessionStore.js';
import { hashToken } from './tokens.js';

/** Who is making an authenticated request: the session, the user, its company, role and permissions. */
export interface AuthContext {
  session: SessionRow;
  user: {
    id: number;
    email: string;
    username: string;
    avatarUrl: string | null;
    tosAccepted: boolean;
    mfaType: 'email' | 'teltonika_id' | 'totp' | null;
    countryIsoCode: string | null;
    impersonationAccessLimit: Date | null;
    emailVerified: boolean;
    mfaRequired: boolean;
    externalNotInvited: boolean;
  };
  /** Who is acting as this user (the token's `act` claim), or null outside an impersonation. */
  impersonator: { id: number; email: string } | null;
  company: {
    id: number;
    parentId: number | null;
    name: string;
    level: number;
    /** Materialised path, e.g. `/1/2/`: the key of subtree scoping. */
    path: string;
    showPayment: boolean;
  };
  role: { id: number; name: string; title: string; scope: CompanyScope };
  /** The role's permission names, read from `role_permissions`. */
  permissions: string[];
}

const impersonators = alias(users, 'impersonator');

/**
 * The role's permission names as one JSON array, in the table's order (as the separate query
 * before it read them). JSON, not a Postgres array: both drivers parse it the same way.
 */
const grantedPermissions = sql<unknown>`coalesce((select json_agg(${rolePermissions.permission}) from ${rolePermissions} where ${rolePermissions.roleId} = ${roles.id}), '[]'::json)`;

/** The columns of the one auth query: the user, its company and role, the permissions, the impersonator. */
const AUTH_COLUMNS = {
  user: users,
  company: companies,
  role: roles,
  permissions: grantedPermissions,
  impersonator: { id: impersonators.id, email: impersonators.email },
};

type UserRow = typeof users.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;
type RoleRow = typeof roles.$inferSelect;

interface AuthRow {
  user: UserRow | null;
  company: CompanyRow | null;
  role: RoleRow | null;
  permissions: unknown;
  impersonator: { id: number; email: string } | null;
}

function permissionNames(value: unknown): string[] {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string') : [];
}

/** The auth context of one row of the auth query, or null when the user (or the impersonator) is gone. */
function toAuthContext(session: SessionRow, row: AuthRow): AuthContext | null {
  const { user, company, role } = row;
  if (!user || !company || !role) return null;
  // The impersonator's account is gone (the foreign key cascades anyway): no session.
  if (session.impersonatorId !== null && !row.impersonator) return null;
  return {
    session,
    user: {
      id: user.id,
      email: user.email,
      username: user.username,
      avatarUrl: user.avatarUrl,
      tosAccepted: user.tosAccepted,
      mfaType: user.mfaType,
      countryIsoCode: user.countryIsoCode,
      impersonationAccessLimit: user.impersonationAccessLimit,
      emailVerified: user.emailVerified,
      mfaRequired: user.mfaRequired,
      externalNotInvited: user.externalNotInvited,
    },
    impersonator: session.impersonatorId === null ? null : row.impersonator,
    company: {
      id: company.id,
      parentId: company.parentId,
      name: company.name,
      level: company.level,
      path: company.path,
      showPayment: company.showPayment,
    },
    role: { id: role.id, name: role.name, title: role.title, scope: role.scope },
    permissions: permissionNames(row.permissions),
  };
}

/**
 * Loads the user, company, role and permissions behind a session (and the impersonator, when
 * the session impersonates), in one query. Read from the database, not the session, so that a
 * role or company change applies at once, not at the next sign-in.
 *
 * @returns null when the user no longer exists.
 */
export async function loadAuthContext(db: Database, session: SessionRow): Promise<AuthContext | null> {
  const impersonatorId: SQL | number = session.impersonatorId ?? sql`null`;
  const [row] = await db
    .select(AUTH_COLUMNS)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(impersonators, eq(impersonators.id, impersonatorId))
    .where(eq(users.id, session.userId))
    .limit(1);
  return row ? toAuthContext(session, row) : null;
}

/** An unrevoked session found by its access token (expired or not) and who it acts as. */
export interface AccessSession {
  session: SessionRow;
  /** Null when the session's user (or impersonator) no longer exists. */
  auth: AuthContext | null;
}

/**
 * The unrevoked session whose current access token is `token` (expired or not, as
 * `SessionStore.findByAccessToken`) with its {@link AuthContext}: the session, user, company,
 * role, permissions and impersonator in one query, the whole database work of authenticating
 * a request.
 */
export async function loadAccessSession(
  db: Database,
  token: string | undefined,
): Promise<AccessSession | null> {
  if (!token) return null;
  const [row] = await db
    .select({ session: sessions, ...AUTH_COLUMNS })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatorId))
    .where(and(eq(sessions.accessTokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row) return null;
  return { session: row.session, auth: toAuthContext(row.session, row) };
}
