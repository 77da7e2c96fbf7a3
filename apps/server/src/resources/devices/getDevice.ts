import { ERROR_CODES } from '@netfleet/contracts';
import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { companies, devices } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { companyScopeCondition } from '../../scope/companyScopeCondition.js';
import { DEVICE_COLUMNS } from './queries.js';

/**
 * `GET /devices/{id}`: the device with every field of a list row. A device outside the user's
 * company scope is a 404, the same answer as one that does not exist (ids are not disclosed).
 */
export async function getDevice(db: Database, auth: AuthContext, id: number) {
  const [device] = await db
    .select(DEVICE_COLUMNS)
    .from(devices)
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .where(and(eq(devices.id, id), companyScopeCondition(db, auth, devices.companyId)))
    .limit(1);
  if (!device) throw ApiError.of(404, ERROR_CODES.NOT_FOUND, 'There is no such device.', 'id');
  return device;
}
