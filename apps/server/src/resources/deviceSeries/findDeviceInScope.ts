import { ERROR_CODES } from '@netfleet/contracts';
import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { devices } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { companyScopeCondition } from '../../scope/companyScopeCondition.js';

/**
 * Checks that device `id` exists inside `auth`'s company scope before its series are read; a
 * device outside the scope is a 404, the same answer as one that does not exist.
 */
export async function findDeviceInScope(db: Database, auth: AuthContext, id: number): Promise<void> {
  const [device] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.id, id), companyScopeCondition(db, auth, devices.companyId)))
    .limit(1);
  if (!device) throw ApiError.of(404, ERROR_CODES.NOT_FOUND, 'There is no such device.', 'id');
}
