import { ERROR_CODES } from '@netfleet/contracts';
import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { devices } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { companyScopeCondition } from '../../scope/companyScopeCondition.js';

/** 404 unless the device exists in the user's company scope (the same answer for both). */
export async function requireDeviceInScope(db: Database, auth: AuthContext, id: number): Promise<void> {
  const [device] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.id, id), companyScopeCondition(db, auth, devices.companyId)))
    .limit(1);
  if (!device) throw ApiError.of(404, ERROR_CODES.NOT_FOUND, 'There is no such device.', 'id');
}
