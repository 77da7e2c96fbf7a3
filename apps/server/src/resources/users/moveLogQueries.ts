import { USER_MOVE_LOG_LIST } from '@netfleet/contracts';
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/Database.js';
import { userMoveLogs } from '../../db/schema.js';
import type { ListKind } from '../../lists/ListKind.js';
import { companyScopeCondition } from '../../scope/companyScopeCondition.js';

/**
 * `GET /users/move-logs`: the moves from or to a company of the caller's scope (either side:
 * the company a user left sees it went, the one it joined sees where it came from); filters
 * `company_id` (either side) and `user_id`. Names are the copies taken at the move.
 */
export function userMoveLogListKind(db: Database): ListKind<typeof USER_MOVE_LOG_LIST> {
  return {
    spec: USER_MOVE_LOG_LIST,
    table: userMoveLogs,
    joins: [],
    scope: 'open',
    idColumn: userMoveLogs.id,
    columns: {
      id: userMoveLogs.id,
      user_id: userMoveLogs.userId,
      user_email: userMoveLogs.userEmail,
      from_company_id: userMoveLogs.fromCompanyId,
      from_company_name: userMoveLogs.fromCompanyName,
      to_company_id: userMoveLogs.toCompanyId,
      to_company_name: userMoveLogs.toCompanyName,
      moved_by_email: userMoveLogs.movedByEmail,
      created_at: userMoveLogs.createdAt,
    },
    searchColumns: {
      user_email: userMoveLogs.userEmail,
      from_company_name: userMoveLogs.fromCompanyName,
      to_company_name: userMoveLogs.toCompanyName,
    },
    where: ({ filters }, auth) => {
      const from = companyScopeCondition(db, auth, userMoveLogs.fromCompanyId);
      const to = companyScopeCondition(db, auth, userMoveLogs.toCompanyId);
      return and(
        from && to ? or(from, to) : undefined,
        filters.company_id === undefined
          ? undefined
          : or(
              eq(userMoveLogs.fromCompanyId, filters.company_id),
              eq(userMoveLogs.toCompanyId, filters.company_id),
            ),
        filters.user_id === undefined ? undefined : eq(userMoveLogs.userId, filters.user_id),
      );
    },
  };
}
