import { RoleListQuerySchema } from '@netfleet/contracts';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { listRows } from '../../lists/listRows.js';
import { companyInScope } from '../../scope/companyInScope.js';
import type { ServerContext } from '../../serverContext.js';
import { invitableRolesFor } from './invitableRolesFor.js';
import { roleListKind } from './queries.js';
import { roleWriteRoutes } from './roleWriteRoutes.js';

/**
 * `GET /roles` (view_roles) → `{ data: RoleRow[], meta }`: the roles for pick-lists and the
 * Roles page, list query of `ROLE_LIST`, in picker order by default (`sortRolesForPicker`:
 * default roles, `company_id` null, by permission count; then the company's custom roles,
 * newest first). `company_id` must be in the caller's scope (404); `invitable=1` lists
 * `invitableRolesFor` that company (the caller's own when none is given): the roles the caller
 * may give to its users; `q` matches name or title; `fields` may add `description`,
 * `can_invite_roles`, `permissions` (names) and `is_default` to the picker fields.
 * The custom roles' `POST`, `PUT` and `DELETE` are `roleWriteRoutes`.
 */
export async function roleRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();
  await roleWriteRoutes(app, context);
  api.get(
    '/roles',
    { config: { permission: 'view_roles' }, schema: { querystring: RoleListQuerySchema } },
    async (request) => {
      const auth = requireAuth(request);
      const { company_id: companyId, invitable } = request.query.filters;
      if (companyId !== undefined) await companyInScope(db, auth, companyId, 'company_id');
      const ids = invitable
        ? (await invitableRolesFor(db, auth, companyId ?? auth.company.id)).map((role) => role.id)
        : undefined;
      return listRows(db, auth, roleListKind(ids), request.query);
    },
  );
}
