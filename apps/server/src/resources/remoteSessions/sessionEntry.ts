import type { RemoteSessionAccess } from '@netfleet/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/Database.js';
import { companies, devices, remoteAccess, rolePermissions, roles, users } from '../../db/schema.js';
import { SESSION_ACCESS_COLUMNS } from '../../remote/sessionAccessColumns.js';

/** An entry as a session starts it: what the connect page sees, and what the log copies. */
export interface SessionEntry {
  access: RemoteSessionAccess;
  enabled: boolean;
  companyId: number;
  companyPath: string;
}

/**
 * The entry `id` with its device, locked against a concurrent disable or delete for the
 * transaction; null when there is none or `condition` (a scope over `devices.companyId`)
 * excludes it.
 */
export async function lockSessionEntry(
  tx: Database,
  id: number,
  condition?: SQL,
): Promise<SessionEntry | null> {
  const [row] = await tx
    .select({
      access: SESSION_ACCESS_COLUMNS,
      enabled: remoteAccess.enabled,
      companyId: devices.companyId,
      companyPath: companies.path,
    })
    .from(remoteAccess)
    .innerJoin(devices, eq(devices.id, remoteAccess.deviceId))
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .where(and(eq(remoteAccess.id, id), condition))
    .limit(1)
    .for('share', { of: remoteAccess });
  return row ?? null;
}

/**
 * The creator of a key, when they may still open what it opens: they hold `permission` now
 * and the entry's device is in their company scope now (a key outlives neither a role change
 * nor a move of the device). Null otherwise.
 */
export async function keyCreatorOf(
  tx: Database,
  userId: number,
  permission: string,
  entry: Pick<SessionEntry, 'companyId' | 'companyPath'>,
): Promise<{ id: number; email: string } | null> {
  const [user] = await tx
    .select({
      id: users.id,
      email: users.email,
      scope: roles.scope,
      companyId: companies.id,
      companyPath: companies.path,
      allowed: sql<boolean>`exists (select 1 from ${rolePermissions} where ${rolePermissions.roleId} = ${roles.id} and ${rolePermissions.permission} = ${permission})`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!user?.allowed) return null;
  const inScope =
    user.scope === 'all' ||
    (user.scope === 'subtree' && entry.companyPath.startsWith(user.companyPath)) ||
    (user.scope === 'own' && entry.companyId === user.companyId);
  return inScope ? { id: user.id, email: user.email } : null;
}
