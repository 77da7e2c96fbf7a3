import { type DeviceEvent, type DeviceEventListResponse, ERROR_CODES } from '@netfleet/contracts';
import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/Database.js';
import { deviceEvents, users } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { decodeDeviceEventCursor, encodeDeviceEventCursor } from './deviceEventCursor.js';

/** The parsed query of `GET /devices/{id}/events`. */
interface DeviceEventListOptions {
  limit: number;
  before?: string;
  kind?: string[];
  from?: Date;
  to?: Date;
}

/** The columns of an event as the list and the socket give it, `user` joined. */
const DEVICE_EVENT_COLUMNS = {
  id: deviceEvents.id,
  at: deviceEvents.at,
  micros: sql<string>`(extract(epoch from ${deviceEvents.at}) * 1000000)::bigint::text`,
  kind: deviceEvents.kind,
  message: deviceEvents.message,
  data: deviceEvents.data,
  userId: users.id,
  userEmail: users.email,
  userName: users.username,
} as const;

type EventRow = {
  id: number;
  at: Date;
  kind: string;
  message: string;
  data: unknown;
  userId: number | null;
  userEmail: string | null;
  userName: string | null;
};

/** A row of {@link DEVICE_EVENT_COLUMNS} in the contracts' `DeviceEvent` shape. */
function toDeviceEvent(row: EventRow): DeviceEvent {
  const data = row.data;
  return {
    id: row.id,
    at: row.at.toISOString(),
    kind: row.kind,
    message: row.message,
    user:
      row.userId === null ? null : { id: row.userId, email: row.userEmail ?? '', name: row.userName ?? '' },
    data:
      typeof data === 'object' && data !== null && !Array.isArray(data)
        ? (data as Record<string, unknown>)
        : null,
  };
}

/**
 * `GET /devices/{id}/events`: a page of the device's events, newest first, keyset over
 * (at, id) on the (device_id, at, id) index (or (device_id, kind, at, id) for one kind). The
 * caller has checked the device is in scope. A `before` that is not a cursor is a 422.
 */
export async function listDeviceEvents(
  db: Database,
  deviceId: number,
  options: DeviceEventListOptions,
): Promise<DeviceEventListResponse> {
  const conditions: (SQL | undefined)[] = [eq(deviceEvents.deviceId, deviceId)];
  if (options.before !== undefined) {
    const cursor = decodeDeviceEventCursor(options.before);
    if (!cursor) {
      throw ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, 'before is not a cursor of this list', 'before');
    }
    const at = sql`(timestamptz 'epoch' + ${cursor.micros} * interval '1 microsecond')`;
    conditions.push(sql`(${deviceEvents.at}, ${deviceEvents.id}) < (${at}, ${cursor.id})`);
  }
  if (options.kind !== undefined) conditions.push(inArray(deviceEvents.kind, options.kind));
  if (options.from !== undefined) conditions.push(gte(deviceEvents.at, options.from));
  if (options.to !== undefined) conditions.push(lte(deviceEvents.at, options.to));
  const rows = await db
    .select(DEVICE_EVENT_COLUMNS)
    .from(deviceEvents)
    .leftJoin(users, eq(users.id, deviceEvents.userId))
    .where(and(...conditions))
    .orderBy(desc(deviceEvents.at), desc(deviceEvents.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  const next =
    rows.length > options.limit && last
      ? encodeDeviceEventCursor({ micros: Number(last.micros), id: last.id })
      : null;
  return { data: page.map(toDeviceEvent), meta: { next } };
}
