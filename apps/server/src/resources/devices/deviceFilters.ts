import type { DEVICE_LIST, ListQueryOfSpec } from '@netfleet/contracts';
import { modelsWithCapability } from '@netfleet/device-capabilities';
import { and, eq, exists, gt, inArray, like, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, devices, deviceTags } from '../../db/schema.js';

/** The company a device list is filtered by (`company_id`), for `subsidiaries=1`. */
const filterCompanies = alias(companies, 'filter_companies');

type DeviceFilters = ListQueryOfSpec<typeof DEVICE_LIST>['filters'];

/**
 * The condition of the device list's filters (contracts `DEVICE_LIST`), each served by an
 * index: status, family and model, the firmware order, last seen, tags through
 * `device_tags (tag_id, device_id)`, the company subtree through the materialised path.
 * A capability is the models that have it (`model in (…)`); an eSIM also needs `esim`.
 */
export function deviceFilterCondition(filters: DeviceFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.company_id !== undefined) {
    if (!filters.subsidiaries) conditions.push(eq(devices.companyId, filters.company_id));
    else {
      // Paths hold only digits and slashes, so the prefix needs no LIKE escaping.
      const subtree = sql`(select ${filterCompanies.path} from ${companies} ${filterCompanies} where ${filterCompanies.id} = ${filters.company_id}) || '%'`;
      conditions.push(like(companies.path, subtree));
    }
  }
  if (filters.status) conditions.push(inArray(devices.status, filters.status.map(Number)));
  if (filters.family) conditions.push(inArray(devices.family, filters.family));
  if (filters.model) conditions.push(inArray(devices.model, filters.model));
  if (filters.firmware_below !== undefined) {
    // 0 is an unreadable firmware: below no version.
    conditions.push(gt(devices.firmwareOrder, 0), lt(devices.firmwareOrder, filters.firmware_below));
  }
  if (filters.tag_id) {
    conditions.push(
      exists(
        sql`(select 1 from ${deviceTags} where ${deviceTags.deviceId} = ${devices.id} and ${inArray(deviceTags.tagId, filters.tag_id)})`,
      ),
    );
  }
  for (const flag of filters.capability ?? []) {
    const models = modelsWithCapability(flag);
    conditions.push(models.length > 0 ? inArray(devices.model, models) : sql`false`);
    if (flag === 'has_esim') conditions.push(eq(devices.esim, true));
  }
  if (filters.seen_before) conditions.push(sql`${devices.lastSeenAt} < ${filters.seen_before}::timestamptz`);
  if (filters.seen_after) conditions.push(sql`${devices.lastSeenAt} > ${filters.seen_after}::timestamptz`);
  return and(...conditions);
}
