import { DEVICE_LIST } from '@netfleet/contracts';
import { eq, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, devices } from '../../db/schema.js';
import type { ListKind } from '../../lists/ListKind.js';

/** The company a device list is filtered by (`company_id`), for `subsidiaries=1`. */
const filterCompanies = alias(companies, 'filter_companies');

/**
 * `GET /devices`: the devices of the caller's scope with their company's name; `company_id`
 * keeps one company's devices, `subsidiaries=1` also those of its subtree (a prefix match on
 * the materialised path).
 */
export const DEVICE_LIST_KIND: ListKind<typeof DEVICE_LIST> = {
  spec: DEVICE_LIST,
  table: devices,
  joins: [{ table: companies, on: eq(companies.id, devices.companyId) }],
  scope: { column: devices.companyId },
  idColumn: devices.id,
  columns: {
    id: devices.id,
    name: devices.name,
    serial: devices.serial,
    mac: devices.mac,
    model: devices.model,
    original_model: devices.originalModel,
    firmware: devices.firmware,
    status: devices.status,
    company_id: devices.companyId,
    company_name: companies.name,
    esim: devices.esim,
    created_at: devices.createdAt,
    last_seen_at: devices.lastSeenAt,
  },
  searchColumns: {
    name: devices.name,
    serial: devices.serial,
    mac: devices.mac,
    model: devices.model,
    original_model: devices.originalModel,
  },
  where: ({ filters }) => {
    if (filters.company_id === undefined) return undefined;
    if (!filters.subsidiaries) return eq(devices.companyId, filters.company_id);
    // Paths hold only digits and slashes, so the prefix needs no LIKE escaping.
    const subtree = sql`(select ${filterCompanies.path} from ${companies} ${filterCompanies} where ${filterCompanies.id} = ${filters.company_id}) || '%'`;
    return like(companies.path, subtree);
  },
};
