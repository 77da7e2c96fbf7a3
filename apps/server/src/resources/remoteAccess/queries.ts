import { ERROR_CODES, REMOTE_ACCESS_LIST, type RemoteAccessRow } from '@netfleet/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { companies, devices, remoteAccess } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import type { ListKind } from '../../lists/ListKind.js';
import { companyScopeCondition } from '../../scope/companyScopeCondition.js';

/** Every field of a `RemoteAccessRow`, by name: what the list and each write answer read. */
const ENTRY_COLUMNS = {
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
};

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
  columns: ENTRY_COLUMNS,
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

/** The 404 of an entry that does not exist or lies outside the caller's scope (one answer for both). */
export function noSuchEntry(): ApiError {
  return ApiError.of(404, ERROR_CODES.NOT_FOUND, 'There is no such remote access entry.', 'id');
}

/** One entry as the list shows it (the same columns), or a 404 outside the caller's scope. */
export async function readEntryRow(db: Database, auth: AuthContext, id: number): Promise<RemoteAccessRow> {
  const [row] = await db
    .select(ENTRY_COLUMNS)
    .from(remoteAccess)
    .innerJoin(devices, eq(devices.id, remoteAccess.deviceId))
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .where(and(eq(remoteAccess.id, id), companyScopeCondition(db, auth, devices.companyId)))
    .limit(1);
  if (!row) throw noSuchEntry();
  return { ...row, created_at: row.created_at.toISOString() };
}

/**
 * The stored entry a write changes, locked for the write's transaction; a 404 outside the
 * caller's scope, as for one that does not exist.
 */
export async function lockEntry(tx: Database, auth: AuthContext, id: number) {
  const [entry] = await tx
    .select({ entry: remoteAccess })
    .from(remoteAccess)
    .innerJoin(devices, eq(devices.id, remoteAccess.deviceId))
    .where(and(eq(remoteAccess.id, id), companyScopeCondition(tx, auth, devices.companyId)))
    .limit(1)
    .for('update', { of: remoteAccess });
  if (!entry) throw noSuchEntry();
  return entry.entry;
}
