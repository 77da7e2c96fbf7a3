import { can } from '@netfleet/permissions';
import { eq } from 'drizzle-orm';
import type { SessionStore } from '../../auth/createSessionStore.js';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { companies, impersonationLogs, roles, users } from '../../db/schema.js';

/** Why an impersonation was refused, with the HTTP status to answer. */
export interface ImpersonationRefusal {
  status: 403 | 404 | 409;
  message: string;
}

/**
 * Starts impersonating user `targetId` in the caller's session. Needs `impersonate_users`:
 * a system administrator (`super_admin`) may impersonate anyone, anyone else users of its
 * company subtree that are not system administrators; only while the target's
 * `impersonation_access_limit` is in the future (the target grants access), never of oneself
 * and never from inside another impersonation. Logged in `impersonation_logs`.
 *
 * @returns null when it started, else why not.
 */
export async function startImpersonation(
  db: Database,
  sessions: SessionStore,
  actor: AuthContext,
  targetId: number,
  now: () => number,
): Promise<ImpersonationRefusal | null> {
  if (actor.impersonator) {
    return { status: 409, message: 'Cancel the current impersonation before starting another.' };
  }
  const isSystemAdmin = can(actor.permissions, 'super_admin');
  if (!can(actor.permissions, 'impersonate_users')) {
    return { status: 403, message: 'You do not have permission to impersonate users.' };
  }
  if (targetId === actor.user.id) return { status: 409, message: 'You cannot impersonate yourself.' };

  const [target] = await db
    .select({
      id: users.id,
      email: users.email,
      limit: users.impersonationAccessLimit,
      path: companies.path,
      roleName: roles.name,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, targetId))
    .limit(1);
  // A user outside the admin's subtree is answered like a missing one: ids are not disclosed.
  const inScope = target && (isSystemAdmin || target.path.startsWith(actor.company.path));
  if (!target || !inScope) return { status: 404, message: `No user ${targetId} in your companies.` };
  if (!isSystemAdmin && target.roleName === 'super_admin') {
    return { status: 403, message: 'Only a system administrator may impersonate a system administrator.' };
  }
  if (!target.limit || target.limit.getTime() <= now()) {
    return { status: 403, message: `${target.email} has not granted impersonation access.` };
  }

  const switched = await sessions.switchUser(
    actor.session.id,
    { userId: actor.user.id, impersonatorId: null },
    { userId: target.id, impersonatorId: actor.user.id },
  );
  if (!switched)
    return { status: 409, message: 'The session changed meanwhile. Reload the page and try again.' };
  await db.insert(impersonationLogs).values({
    impersonatorId: actor.user.id,
    userId: target.id,
    sessionId: actor.session.id,
    startedAt: new Date(now()),
  });
  return null;
}
