import type { RoleItem } from '@netfleet/contracts';
import { invitableRoles, sortRolesForPicker } from '@netfleet/permissions';
import { count, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireRight } from '../auth/requireRight.js';
import { companyInScope } from '../companies/companyInScope.js';
import { rolePermissions, roles } from '../db/schema.js';
import { parseForm } from '../http/parseForm.js';
import { requireAuth } from '../http/requireAuth.js';
import type { ServerContext } from '../serverContext.js';

const ROLE_FIELDS = ['id', 'name', 'title', 'company_id', 'permissions_count'] as const;

const intParam = (label: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, `${label} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${label} must be at least ${min}`),
    v.maxValue(max, `${label} must be at most ${max}`),
  );

const RolesQuerySchema = v.object({
  company_id: v.optional(intParam('company_id', 1, 999_999_999)),
  invitable: v.optional(v.picklist(['1', '0', 'true', 'false'], 'invitable must be 1 or 0')),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'q must be at most 200 characters'))),
  fields: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) =>
        text
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      ),
      v.check(
        (names) => names.every((name) => (ROLE_FIELDS as readonly string[]).includes(name)),
        `fields must be among ${ROLE_FIELDS.join(', ')}`,
      ),
    ),
  ),
  limit: v.optional(intParam('limit', 1, 100), '100'),
  offset: v.optional(intParam('offset', 0, 999_999_999), '0'),
});

/**
 * `GET /roles?company_id=` (view_roles): the roles for pick-lists, `{ data: [{ id, name, title,
 * company_id, permissions_count }], meta: { total } }` in picker order (`sortRolesForPicker`:
 * default roles, `company_id` null, by permission count; then the company's custom roles,
 * newest first). `company_id` must be in the caller's scope (404); `invitable=1` keeps the
 * roles the caller may invite; `q` matches name or title; `fields`, `limit` (100), `offset`.
 */
export async function roleRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db } = context;

  app.get('/roles', async (request) => {
    const auth = requireAuth(request);
    requireRight(auth, 'view_roles', 'You do not have permission to view roles.');
    const query = parseForm(RolesQuerySchema, request.query);
    if (query.company_id !== undefined) await companyInScope(db, auth, query.company_id, 'company_id');
    const rows = await db
      .select({
        id: roles.id,
        name: roles.name,
        title: roles.title,
        company_id: roles.companyId,
        permissions_count: count(rolePermissions.permission),
      })
      .from(roles)
      .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
      .where(
        query.company_id === undefined
          ? isNull(roles.companyId)
          : or(isNull(roles.companyId), eq(roles.companyId, query.company_id)),
      )
      .groupBy(roles.id);
    const invitable =
      query.invitable === '1' || query.invitable === 'true' ? invitableRoles(auth.role.name) : null;
    const needle = query.q?.toLowerCase() ?? '';
    const matching = sortRolesForPicker<RoleItem>(rows).filter(
      (role) =>
        (invitable === null || invitable.includes(role.name)) &&
        (needle === '' ||
          role.name.toLowerCase().includes(needle) ||
          role.title.toLowerCase().includes(needle)),
    );
    const names = query.fields?.length
      ? ['id', ...query.fields.filter((name) => name !== 'id')]
      : ROLE_FIELDS;
    const data = matching
      .slice(query.offset, query.offset + query.limit)
      .map((role) => Object.fromEntries(names.map((name) => [name, role[name as keyof RoleItem]])));
    return { data, meta: { total: matching.length } };
  });
}
