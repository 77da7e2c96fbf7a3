import type { BulkAction } from '@netfleet/contracts';
import { permissionLostReason } from '@netfleet/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/Database.js';
import { companies, devices, rolePermissions, roles, users } from '../../db/schema.js';
import { companyScopeCondition } from '../../scope/companyScopeCondition.js';
import { BULK_ACTION_PERMISSIONS } from './bulkPermissions.js';

/** What the owner of a job may still do, read when a chunk of it runs. */
export type JobOwnerAccess =
  /** The owner is gone or no longer holds the action's permission. */
  | { permitted: false }
  /** The condition over `devices` of the owner's scope now (none: every company). */
  | { permitted: true; scope: SQL | undefined };

/**
 * What the owner of a job may do now, not when the job was started: a job runs in the
 * background for minutes, and a retry can come days later. Meanwhile a device may have moved
 * to a company outside the owner's scope, the owner to another company or role, or the role
 * may have lost the action's permission; none of those devices may be reached. One query,
 * whatever the chunk's size; the chunk reads its devices under the scope's condition.
 */
export async function jobOwnerAccess(
  db: Database,
  job: { userId: number; action: BulkAction },
): Promise<JobOwnerAccess> {
  const [owner] = await db
    .select({
      scope: roles.scope,
      companyId: users.companyId,
      path: companies.path,
      permitted: sql<boolean>`exists (select 1 from ${rolePermissions} where ${rolePermissions.roleId} = ${roles.id} and ${rolePermissions.permission} = ${BULK_ACTION_PERMISSIONS[job.action]})`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, job.userId));
  if (!owner?.permitted) return { permitted: false };
  const holder = { role: { scope: owner.scope }, company: { id: owner.companyId, path: owner.path } };
  return { permitted: true, scope: companyScopeCondition(db, holder, devices.companyId) };
}

/** Why the items of a job whose owner lost the action's permission failed. */
export function permissionLostError(action: BulkAction): string {
  return permissionLostReason(BULK_ACTION_PERMISSIONS[action]);
}
