import { ERROR_CODES, idParamsSchema, UpdateUserRoleSchema } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import type { ServerContext } from '../../serverContext.js';
import { invitableRoleFor, mayGrantRole } from '../invitations/invitableRoleFor.js';
import { isOwnAccount, userInScope } from './userInScope.js';

const UserIdParamsSchema = idParamsSchema('The user id must be a number');

/**
 * `PUT /users/{id}` `{ role_id }` (update_users): gives a user of the caller's scope (404
 * otherwise) another role, one the caller may give to a user of that company
 * (`invitableRoleFor`: 422 for a role of another company, 403 for one the caller may not give),
 * and only to a user whose present role the caller may give too (403: an administrator cannot
 * demote a system administrator). Not one's own role (422).
 * → `{ data: { id, role_id, role_name, role_title }, message }`. The user's permissions change
 * at its next request (the auth cache empties on the write).
 */
export async function userRoleRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.put(
    '/users/:id',
    {
      config: { permission: 'update_users' },
      schema: { params: UserIdParamsSchema, body: UpdateUserRoleSchema },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await db.transaction(async (tx) => {
        const { user, role: current } = await userInScope(tx, auth, request.params.id, 'id', {
          forUpdate: true,
        });
        if (isOwnAccount(auth, user.id)) {
          throw ApiError.of(
            422,
            ERROR_CODES.VALIDATION_FAILED,
            'You cannot change your own role.',
            'role_id',
          );
        }
        if (!(await mayGrantRole(tx, auth, current.id, user.companyId))) {
          throw ApiError.of(
            403,
            ERROR_CODES.FORBIDDEN,
            `You may not change the role of a user who is ${current.title}.`,
            'role_id',
          );
        }
        const role = await invitableRoleFor(tx, auth, request.body.role_id, user.companyId);
        await tx.update(users).set({ roleId: role.id }).where(eq(users.id, user.id));
        return { id: user.id, role_id: role.id, role_name: role.name, role_title: role.title };
      });
      // Its open consoles stop receiving what the new role may not read.
      await context.realtime.revalidateUsers([data.id]).catch((error) => request.log.warn({ err: error }));
      return { data, message: 'User role updated successfully' };
    },
  );
}
