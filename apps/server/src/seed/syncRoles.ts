import { ROLES } from '@netfleet/permissions';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { rolePermissions, roles } from '../db/schema.js';

/**
 * Writes the permissions package's role table (`ROLES`) into `roles` and `role_permissions`.
 * Runs at every start, so a permission added to a role in code reaches existing databases;
 * roles that are not in `ROLES` (custom roles) are left alone.
 */
export async function syncRoles(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(roles)
      .values(
        ROLES.map((role) => ({
          id: role.id,
          name: role.name,
          title: role.title,
          scope: role.scope,
          description: role.description,
          canInviteRoles: [...role.canInviteRoles],
        })),
      )
      .onConflictDoUpdate({
        target: roles.id,
        set: {
          name: sql`excluded.name`,
          title: sql`excluded.title`,
          scope: sql`excluded.scope`,
          description: sql`excluded.description`,
          canInviteRoles: sql`excluded.can_invite_roles`,
        },
      });
    const ids = ROLES.map((role) => role.id);
    await tx.delete(rolePermissions).where(inArray(rolePermissions.roleId, ids));
    await tx
      .insert(rolePermissions)
      .values(
        ROLES.flatMap((role) => role.permissions.map((permission) => ({ roleId: role.id, permission }))),
      );
  });
}
