import {
  ERROR_CODES,
  idParamsSchema,
  type RoleForm,
  RoleFormSchema,
  type RoleRow,
} from '@netfleet/contracts';
import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { rolePermissions, roles, userInvitations, users } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { companyInScope } from '../../scope/companyInScope.js';
import type { ServerContext } from '../../serverContext.js';
import { checkRoleGrant } from './checkRoleGrant.js';

const RoleIdParamsSchema = idParamsSchema('The role id must be a number');
type StoredRole = typeof roles.$inferSelect;

/** The role as `GET /roles` lists it with every field. */
function roleRow(role: StoredRole, permissions: readonly string[]): RoleRow {
  return {
    id: role.id,
    name: role.name,
    title: role.title,
    company_id: role.companyId,
    permissions_count: permissions.length,
    description: role.description,
    can_invite_roles: role.canInviteRoles,
    permissions: [...permissions].sort(),
    is_default: role.companyId === null,
    scope: role.scope,
  };
}

/**
 * The custom role `id` the caller may change: 404 when it does not exist or its company is
 * outside the scope; 403 for a default role or one holding permissions the caller lacks
 * (nobody manages a role more powerful than their own).
 */
async function manageableRole(db: Database, auth: AuthContext, id: number): Promise<StoredRole> {
  const [role] = await db.select().from(roles).where(eq(roles.id, id)).limit(1).for('update');
  if (!role) throw ApiError.of(404, ERROR_CODES.NOT_FOUND, `No role ${id}.`, 'id');
  if (role.companyId === null) {
    throw ApiError.of(403, ERROR_CODES.FORBIDDEN, 'Default roles cannot be changed or deleted.', 'id');
  }
  try {
    await companyInScope(db, auth, role.companyId, 'id');
  } catch {
    throw ApiError.of(404, ERROR_CODES.NOT_FOUND, `No role ${id}.`, 'id');
  }
  const held = new Set(auth.permissions);
  const granted = await db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, role.id));
  if (granted.some((row) => !held.has(row.permission))) {
    throw ApiError.of(403, ERROR_CODES.FORBIDDEN, 'This role holds permissions you do not hold.', 'id');
  }
  return role;
}

/** 409 when another role of the company has the name already. */
async function refuseTakenName(db: Database, form: RoleForm, except?: number): Promise<void> {
  const [taken] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.companyId, form.company_id),
        eq(roles.name, form.name),
        except === undefined ? undefined : ne(roles.id, except),
      ),
    )
    .limit(1);
  if (taken) {
    throw ApiError.of(
      409,
      API_ERROR_CODES.CONFLICT,
      `The company has a role named ${form.name} already.`,
      'name',
    );
  }
}

async function storePermissions(db: Database, roleId: number, permissions: readonly string[]): Promise<void> {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissions.length > 0) {
    await db.insert(rolePermissions).values(permissions.map((permission) => ({ roleId, permission })));
  }
}

/**
 * Custom roles (manage_roles), each in one transaction; the server enforces a custom role as a
 * default one (`loadAuthContext` reads `role_permissions`), so a change applies at the
 * holders' next request:
 * - `POST /roles` `RoleFormSchema` → 201 `{ data: RoleRow, message }`: a role of a company in
 *   the caller's scope (404 otherwise), its id from `custom_role_ids`;
 * - `PUT /roles/{id}` `RoleFormSchema` → `{ data: RoleRow, message }` (the role stays in its
 *   company: another `company_id` is a 422);
 * - `DELETE /roles/{id}` → `{ message }`, refused with 409 while users hold the role or
 *   invitations into it are pending.
 * No escalation (`checkRoleGrant`): nothing beyond the caller's permissions, scope and
 * invitable roles. Default roles cannot be changed or deleted (403); a role out of scope is 404.
 */
export async function roleWriteRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();
  const config = {
    permission: 'manage_roles',
    refusal: 'You do not have permission to manage roles.',
  } as const;

  api.post('/roles', { config, schema: { body: RoleFormSchema } }, async (request, reply) => {
    const auth = requireAuth(request);
    const form = request.body;
    const data = await db.transaction(async (tx) => {
      await companyInScope(tx, auth, form.company_id, 'company_id', { forUpdate: true });
      await checkRoleGrant(tx, auth, form);
      await refuseTakenName(tx, form);
      const at = new Date(now());
      const [role] = await tx
        .insert(roles)
        .values({
          id: sql`nextval('custom_role_ids')`,
          name: form.name,
          title: form.title,
          scope: form.scope,
          companyId: form.company_id,
          description: form.description,
          canInviteRoles: form.can_invite_roles,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (!role) throw new Error('The role was not stored');
      await storePermissions(tx, role.id, form.permissions);
      return roleRow(role, form.permissions);
    });
    return reply.code(201).send({ data, message: 'Role created successfully' });
  });

  api.put(
    '/roles/:id',
    { config, schema: { params: RoleIdParamsSchema, body: RoleFormSchema } },
    async (request) => {
      const auth = requireAuth(request);
      const form = request.body;
      const data = await db.transaction(async (tx) => {
        const role = await manageableRole(tx, auth, request.params.id);
        if (role.companyId !== form.company_id) {
          throw ApiError.of(
            422,
            ERROR_CODES.VALIDATION_FAILED,
            'A role stays in its company: company_id cannot change.',
            'company_id',
          );
        }
        await checkRoleGrant(tx, auth, form);
        await refuseTakenName(tx, form, role.id);
        const [updated] = await tx
          .update(roles)
          .set({
            name: form.name,
            title: form.title,
            scope: form.scope,
            description: form.description,
            canInviteRoles: form.can_invite_roles,
            updatedAt: new Date(now()),
          })
          .where(eq(roles.id, role.id))
          .returning();
        if (!updated) throw new Error('The role was not stored');
        await storePermissions(tx, role.id, form.permissions);
        return roleRow(updated, form.permissions);
      });
      // The holders' open consoles stop receiving what the role's scope and permissions no
      // longer allow.
      const holders = await db.select({ id: users.id }).from(users).where(eq(users.roleId, data.id));
      await context.realtime
        .revalidateUsers(holders.map((holder) => holder.id))
        .catch((error) => request.log.warn({ err: error }));
      return { data, message: 'Role updated successfully' };
    },
  );

  api.delete('/roles/:id', { config, schema: { params: RoleIdParamsSchema } }, async (request) => {
    const auth = requireAuth(request);
    await db.transaction(async (tx) => {
      const role = await manageableRole(tx, auth, request.params.id);
      const [holders] = await tx.select({ n: count() }).from(users).where(eq(users.roleId, role.id));
      if ((holders?.n ?? 0) > 0) {
        throw ApiError.of(
          409,
          API_ERROR_CODES.CONFLICT,
          `${holders?.n} ${holders?.n === 1 ? 'user holds' : 'users hold'} the role ${role.title}: give them another role first.`,
          'id',
        );
      }
      const [pending] = await tx
        .select({ n: count() })
        .from(userInvitations)
        .where(
          and(
            eq(userInvitations.roleId, role.id),
            isNull(userInvitations.acceptedAt),
            isNull(userInvitations.cancelledAt),
            gt(userInvitations.expiresAt, new Date(now())),
          ),
        );
      if ((pending?.n ?? 0) > 0) {
        throw ApiError.of(
          409,
          API_ERROR_CODES.CONFLICT,
          `${pending?.n} pending ${pending?.n === 1 ? 'invitation is' : 'invitations are'} for the role ${role.title}: cancel them first.`,
          'id',
        );
      }
      await tx.delete(roles).where(eq(roles.id, role.id));
    });
    return { message: 'Role deleted successfully' };
  });
}
