import { ERROR_CODES, MoveUsersSchema, UserMoveLogListQuerySchema } from '@netfleet/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, roles, userMoveLogs, users } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { requireAuth } from '../../http/requireAuth.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { listRows } from '../../lists/listRows.js';
import { companyInScope, isCompanyInScope } from '../../scope/companyInScope.js';
import type { ServerContext } from '../../serverContext.js';
import { userMoveLogListKind } from './moveLogQueries.js';
import { isOwnAccount } from './userInScope.js';

/**
 * Moving users between companies:
 * - `POST /users/move` `{ user_ids, company_id }` (move_users): every user and the target
 *   company in the caller's scope (404 naming `user_ids` / `company_id`), none of them the
 *   caller (422), none already in the target (422), none holding a custom role of the company
 *   it leaves (422: that role does not exist in the target; change the role first). All move
 *   or none, each move written to `user_move_logs` in the same transaction →
 *   `{ data: { moved, company_id, company_name }, message }`;
 * - `GET /users/move-logs` (view_user_move_logs) → `{ data: UserMoveLogRow[], meta }`.
 */
export async function userMoveRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();
  const moveLogKind = userMoveLogListKind(db);

  api.get(
    '/users/move-logs',
    { config: { permission: 'view_user_move_logs' }, schema: { querystring: UserMoveLogListQuerySchema } },
    async (request) => listRows(db, requireAuth(request), moveLogKind, request.query),
  );

  api.post(
    '/users/move',
    { config: { permission: 'move_users' }, schema: { body: MoveUsersSchema } },
    async (request) => {
      const auth = requireAuth(request);
      const { user_ids: ids, company_id: targetId } = request.body;
      const data = await db.transaction(async (tx) => {
        const target = await companyInScope(tx, auth, targetId, 'company_id', { forUpdate: true });
        const rows = await tx
          .select({ user: users, company: companies, roleCompanyId: roles.companyId })
          .from(users)
          .innerJoin(companies, eq(companies.id, users.companyId))
          .innerJoin(roles, eq(roles.id, users.roleId))
          .where(inArray(users.id, ids))
          .for('update', { of: users });
        const found = new Map(rows.map((row) => [row.user.id, row]));
        const refuse = (status: number, code: string, message: string): never => {
          throw ApiError.of(status, code, message, 'user_ids');
        };
        for (const id of ids) {
          const row = found.get(id);
          if (!row || !isCompanyInScope(auth, row.company)) {
            refuse(404, ERROR_CODES.NOT_FOUND, `No user ${id} in your companies.`);
          } else if (isOwnAccount(auth, id)) {
            refuse(422, ERROR_CODES.VALIDATION_FAILED, 'You cannot move your own account.');
          } else if (row.user.companyId === target.id) {
            refuse(422, ERROR_CODES.VALIDATION_FAILED, `${row.user.email} is in ${target.name} already.`);
          } else if (row.roleCompanyId !== null) {
            refuse(
              422,
              ERROR_CODES.VALIDATION_FAILED,
              `${row.user.email} has a role of ${row.company.name} only. Give it a default role before moving it.`,
            );
          }
        }
        const at = new Date(now());
        await tx.update(users).set({ companyId: target.id }).where(inArray(users.id, ids));
        await tx.insert(userMoveLogs).values(
          rows.map(({ user, company }) => ({
            userId: user.id,
            userEmail: user.email,
            fromCompanyId: company.id,
            fromCompanyName: company.name,
            toCompanyId: target.id,
            toCompanyName: target.name,
            movedBy: auth.impersonator?.id ?? auth.user.id,
            movedByEmail: auth.impersonator?.email ?? auth.user.email,
            createdAt: at,
          })),
        );
        return { moved: rows.length, company_id: target.id, company_name: target.name };
      });
      // Their open consoles stop receiving the devices of the company they left.
      await context.realtime.revalidateUsers(ids).catch((error) => request.log.warn({ err: error }));
      const message = data.moved === 1 ? 'User moved successfully' : 'Users moved successfully';
      return { data, message };
    },
  );
}
