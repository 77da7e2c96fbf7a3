import type { CompanyScope } from '@netfleet/permissions';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { companies, rolePermissions, roles, users } from '../db/schema.js';
import type { SessionRow } from './createSessionStore.js';

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

/**
 * Loads the user, company, role and permissions behind a session (and the impersonator, when
 * the session impersonates). Read per request (two or three indexed queries) so that a role or
 * company change applies at once, not at the next sign-in.
 *
 * @returns null when the user no longer exists.
 */
export async function loadAuthContext(db: Database, session: SessionRow): Promise<AuthContext | null> {
  const [row] = await db
    .select({ user: users, company: companies, role: roles })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, session.userId))
    .limit(1);
  if (!row) return null;
  let impersonator: AuthContext['impersonator'] = null;
  if (session.impersonatorId !== null) {
    const [actor] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, session.impersonatorId))
      .limit(1);
    // The impersonator's account is gone (the foreign key cascades anyway): no session.
    if (!actor) return null;
    impersonator = actor;
  }
  const granted = await db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, row.role.id));
  return {
    session,
    user: {
      id: row.user.id,
      email: row.user.email,
      username: row.user.username,
      avatarUrl: row.user.avatarUrl,
      tosAccepted: row.user.tosAccepted,
      mfaType: row.user.mfaType,
      countryIsoCode: row.user.countryIsoCode,
      impersonationAccessLimit: row.user.impersonationAccessLimit,
      emailVerified: row.user.emailVerified,
      mfaRequired: row.user.mfaRequired,
      externalNotInvited: row.user.externalNotInvited,
    },
    impersonator,
    company: {
      id: row.company.id,
      parentId: row.company.parentId,
      name: row.company.name,
      level: row.company.level,
      path: row.company.path,
      showPayment: row.company.showPayment,
    },
    role: { id: row.role.id, name: row.role.name, title: row.role.title, scope: row.role.scope },
    permissions: granted.map((g) => g.permission),
  };
}
