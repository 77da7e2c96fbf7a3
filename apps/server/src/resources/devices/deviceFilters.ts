import type { DEVICE_LIST, ListQueryOfSpec } from '@netfleet/contracts';
import { modelsWithCapability } from '@netfleet/device-capabilities';
import { and, eq, exists, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { companies, devices, deviceTags } from '../../db/schema.js';

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
      // Paths hold only digits and slashes, so the prefix needs no LIKE escaping. The ids as one
      // array read once (an InitPlan), as the scope condition does.
      conditions.push(
        sql`"devices"."company_id" = any(array(select c.id from ${companies} c where c.path like (select f.path from ${companies} f where f.id = ${filters.company_id}) || '%'))`,
      );
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
        // Named with its table: a bare column in a subquery reads the subquery's own table.
        sql`(select 1 from ${deviceTags} dt where dt.device_id = "devices"."id" and dt.tag_id in ${filters.tag_id})`,
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
