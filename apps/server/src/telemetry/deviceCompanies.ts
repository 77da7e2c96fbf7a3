import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { companies, devices } from '../db/schema.js';

/** The company a device belongs to, as scope checks need it. */
export interface DeviceCompany {
  id: number;
  path: string;
}

/** The owning company (id and materialised path) of each device that exists, in one query. */
export async function deviceCompanies(
  db: Database,
  deviceIds: readonly number[],
): Promise<Map<number, DeviceCompany>> {
  const found = new Map<number, DeviceCompany>();
  if (deviceIds.length === 0) return found;
  const rows = await db
    .select({ deviceId: devices.id, companyId: companies.id, path: companies.path })
    .from(devices)
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .where(inArray(devices.id, [...deviceIds]));
  for (const row of rows) found.set(row.deviceId, { id: row.companyId, path: row.path });
  return found;
}
