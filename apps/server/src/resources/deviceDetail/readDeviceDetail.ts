import {
  type DeviceDetail,
  ERROR_CODES,
  type EsimProfile,
  EsimProfileSchema,
  type NetworkInterface,
  NetworkInterfaceSchema,
  type PortState,
  PortStateSchema,
} from '@netfleet/contracts';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { creditTypes, devices } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { companyScopeCondition } from '../../scope/companyScopeCondition.js';
import { DEVICE_COLUMNS } from '../devices/queries.js';
import { availableFirmware } from './availableFirmware.js';
import { monitoringOf } from './monitoringOf.js';

/** The row of `GET /devices/{id}`: the list's columns and the device page's. */
const DETAIL_COLUMNS = {
  ...DEVICE_COLUMNS,
  iccid: devices.iccid,
  sim_slot: devices.simSlot,
  io: devices.io,
  located_at: devices.locatedAt,
  credit_expires_at: devices.creditExpiresAt,
  renew_credit_type_id: devices.renewCreditTypeId,
  renew_credit_type_name: sql<
    string | null
  >`(select ${creditTypes.name} from ${creditTypes} where ${creditTypes.id} = ${devices.renewCreditTypeId})`,
  uptime_s: devices.uptimeS,
  ports: devices.ports,
  ports_scanned_at: devices.portsScannedAt,
  network: devices.network,
  l2tp_summary: devices.l2tpSummary,
  esim_profiles: devices.esimProfiles,
  monitoring: devices.monitoring,
  connection_code: devices.connectionCode,
  connection_at: devices.connectionAt,
} as const;

const iso = (at: Date | null): string | null => (at === null ? null : at.toISOString());

/** A jsonb column as its contracts shape, or null when it holds something else (never a 500). */
function listOf<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T[] | null {
  const result = v.safeParse(v.array(schema), value);
  return result.success ? result.output : null;
}

function ioOf(value: unknown): Record<string, boolean> | null {
  const result = v.safeParse(v.record(v.string(), v.boolean()), value);
  return result.success ? result.output : null;
}

/**
 * `GET /devices/{id}`: the device with every field of a list row and what its page shows. A
 * device outside the user's company scope is a 404, the same answer as one that does not
 * exist (ids are not disclosed).
 */
export async function readDeviceDetail(db: Database, auth: AuthContext, id: number): Promise<DeviceDetail> {
  const [row] = await db
    .select(DETAIL_COLUMNS)
    .from(devices)
    .where(and(eq(devices.id, id), companyScopeCondition(db, auth, devices.companyId)))
    .limit(1);
  if (!row) throw ApiError.of(404, ERROR_CODES.NOT_FOUND, 'There is no such device.', 'id');
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    last_seen_at: iso(row.last_seen_at),
    located_at: iso(row.located_at),
    credit_expires_at: iso(row.credit_expires_at),
    ports_scanned_at: iso(row.ports_scanned_at),
    connection_at: iso(row.connection_at),
    io: ioOf(row.io),
    ports: listOf<PortState>(PortStateSchema, row.ports),
    network: listOf<NetworkInterface>(NetworkInterfaceSchema, row.network),
    esim_profiles: listOf<EsimProfile>(EsimProfileSchema, row.esim_profiles),
    monitoring: monitoringOf(row, row.monitoring),
    firmware_available: availableFirmware(row.model, row.firmware),
  };
}
