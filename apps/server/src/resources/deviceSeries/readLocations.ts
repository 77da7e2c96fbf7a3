import { type DEVICE_LIST, DEVICE_LOCATIONS_MAX, type DeviceLocationsResponse } from '@netfleet/contracts';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { companies, devices } from '../../db/schema.js';
import type { SpecQuery } from '../../lists/ListKind.js';
import { listCondition } from '../../lists/listRows.js';
import { DEVICE_LIST_KIND } from '../devices/queries.js';

/**
 * Every located device of `auth`'s scope that the device list's query matches (its filters
 * and `q`; paging and sort do not narrow it), as columns by id, at most
 * {@link DEVICE_LOCATIONS_MAX}; `total` counts all located matches (counted only when over the cap).
 */
export async function readLocations(
  db: Database,
  auth: AuthContext,
  query: SpecQuery<typeof DEVICE_LIST>,
): Promise<DeviceLocationsResponse> {
  const where = and(
    listCondition(db, auth, DEVICE_LIST_KIND, query),
    isNotNull(devices.latitude),
    isNotNull(devices.longitude),
  );
  const rows = await db
    .select({
      id: devices.id,
      latitude: devices.latitude,
      longitude: devices.longitude,
      status: devices.status,
      name: devices.name,
    })
    .from(devices)
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .where(where)
    .orderBy(asc(devices.id))
    .limit(DEVICE_LOCATIONS_MAX + 1);
  const truncated = rows.length > DEVICE_LOCATIONS_MAX;
  let total = rows.length;
  if (truncated) {
    rows.length = DEVICE_LOCATIONS_MAX;
    const [counted] = await db
      .select({ n: count() })
      .from(devices)
      .innerJoin(companies, eq(companies.id, devices.companyId))
      .where(where);
    total = Number(counted?.n ?? total);
  }
  return {
    data: {
      id: rows.map((row) => row.id),
      latitude: rows.map((row) => Number(row.latitude)),
      longitude: rows.map((row) => Number(row.longitude)),
      status: rows.map((row) => Number(row.status)),
      name: rows.map((row) => row.name),
    },
    meta: { total, truncated },
  };
}
