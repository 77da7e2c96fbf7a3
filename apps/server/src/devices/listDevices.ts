import type { ListResponse } from '@netfleet/contracts';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../auth/loadAuthContext.js';
import { companyScopeCondition } from '../companies/companyScopeCondition.js';
import type { Database } from '../db/Database.js';
import { escapeLike } from '../db/escapeLike.js';
import { companies, devices } from '../db/schema.js';
import { DEVICE_COLUMNS, type DeviceField } from './deviceColumns.js';
import type { DeviceListQuery } from './parseDeviceListQuery.js';

/** A device row with the requested fields. */
export type DeviceRow = Partial<Record<DeviceField, unknown>> & { id: number };

/**
 * One page of the devices `auth` may see, and the count of all matches (`meta.total`).
 * Sorted by the requested column with `id` as the tie-breaker, so pages tile the set
 * without gaps or repeats even where names repeat.
 */
export async function listDevices(
  db: Database,
  auth: AuthContext,
  query: DeviceListQuery,
): Promise<ListResponse<DeviceRow>> {
  const conditions: (SQL | undefined)[] = [companyScopeCondition(db, auth, devices.companyId)];
  if (query.q !== null) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        ilike(devices.name, pattern),
        ilike(devices.serial, pattern),
        ilike(devices.mac, pattern),
        ilike(devices.model, pattern),
      ),
    );
  }
  const where = and(...conditions);

  const selection = Object.fromEntries(
    (query.fields ?? (Object.keys(DEVICE_COLUMNS) as DeviceField[])).map((field) => [
      field,
      DEVICE_COLUMNS[field],
    ]),
  );
  const direction = query.sort.descending ? desc : asc;

  const data = await db
    .select(selection)
    .from(devices)
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .where(where)
    .orderBy(direction(DEVICE_COLUMNS[query.sort.field]), direction(devices.id))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await db.select({ total: count() }).from(devices).where(where);

  return { data: data as DeviceRow[], meta: { total: counted?.total ?? 0 } };
}
