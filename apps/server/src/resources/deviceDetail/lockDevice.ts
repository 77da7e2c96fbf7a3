import { ERROR_CODES } from '@netfleet/contracts';
import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { companies, devices } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { companyScopeCondition } from '../../scope/companyScopeCondition.js';

/**
 * The device a write changes, locked for the write's transaction (two renames in a row record
 * each one's `from` correctly); a 404 outside the user's scope, as for one that does not exist.
 */
export async function lockDevice(tx: Database, auth: AuthContext, id: number) {
  const [device] = await tx
    .select({
      id: devices.id,
      name: devices.name,
      companyId: devices.companyId,
      companyPath: companies.path,
      monitoring: devices.monitoring,
      original_model: devices.originalModel,
      firmware: devices.firmware,
      esim: devices.esim,
    })
    .from(devices)
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .where(and(eq(devices.id, id), companyScopeCondition(tx, auth, devices.companyId)))
    .limit(1)
    .for('update', { of: devices });
  if (!device) throw ApiError.of(404, ERROR_CODES.NOT_FOUND, 'There is no such device.', 'id');
  return device;
}
