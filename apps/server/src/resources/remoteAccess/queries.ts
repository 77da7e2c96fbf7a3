import { REMOTE_ACCESS_LIST } from '@netfleet/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { companies, devices, remoteAccess } from '../../db/schema.js';
import type { ListKind } from '../../lists/ListKind.js';

/**
 * `GET /devices/remote-access`: the entries of devices in the caller's scope, with device and
 * company names; `device_id` for one device's.
 */
export const REMOTE_ACCESS_LIST_KIND: ListKind<typeof REMOTE_ACCESS_LIST> = {
  spec: REMOTE_ACCESS_LIST,
  table: remoteAccess,
  joins: [
    { table: devices, on: eq(devices.id, remoteAccess.deviceId) },
    { table: companies, on: eq(companies.id, devices.companyId) },
  ],
  scope: { column: devices.companyId },
  idColumn: remoteAccess.id,
  columns: {
    id: remoteAccess.id,
    name: remoteAccess.name,
    protocol: remoteAccess.protocol,
    enabled: remoteAccess.enabled,
    destination: remoteAccess.destination,
    port: remoteAccess.port,
    device_id: remoteAccess.deviceId,
    device_name: devices.name,
    company_id: devices.companyId,
    company_name: companies.name,
    username: remoteAccess.username,
    has_password: remoteAccess.hasPassword,
    has_private_key: remoteAccess.hasPrivateKey,
    host_key_sha256: remoteAccess.hostKeySha256,
    created_at: remoteAccess.createdAt,
  },
  searchColumns: {
    name: remoteAccess.name,
    protocol: remoteAccess.protocol,
    destination: remoteAccess.destination,
    device_name: devices.name,
  },
  where: ({ filters }) =>
    and(
      filters.device_id === undefined ? undefined : eq(remoteAccess.deviceId, filters.device_id),
      filters.protocol === undefined ? undefined : inArray(remoteAccess.protocol, filters.protocol),
    ),
};
