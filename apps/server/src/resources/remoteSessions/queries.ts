import { ERROR_CODES, REMOTE_SESSION_LIST } from '@netfleet/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { remoteSessionRecordings, remoteSessions } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import type { ListKind } from '../../lists/ListKind.js';
import { companyScopeCondition } from '../../scope/companyScopeCondition.js';

/**
 * `GET /remote/sessions`: the access history of the caller's scope, by the company the device
 * belonged to when the session started (the row keeps it, and the names, so the history
 * outlives moved, renamed and deleted devices and entries). `duration_s` is whole seconds,
 * null while the session is open.
 */
export const REMOTE_SESSION_LIST_KIND: ListKind<typeof REMOTE_SESSION_LIST> = {
  spec: REMOTE_SESSION_LIST,
  table: remoteSessions,
  joins: [],
  scope: { column: remoteSessions.companyId },
  idColumn: remoteSessions.id,
  columns: {
    id: remoteSessions.id,
    access_id: remoteSessions.accessId,
    access_name: remoteSessions.accessName,
    protocol: remoteSessions.protocol,
    app: remoteSessions.app,
    device_id: remoteSessions.deviceId,
    device_name: remoteSessions.deviceName,
    company_id: remoteSessions.companyId,
    user_id: remoteSessions.userId,
    user_email: remoteSessions.userEmail,
    via_key: remoteSessions.viaKey,
    from_ip: remoteSessions.fromIp,
    started_at: remoteSessions.startedAt,
    ended_at: remoteSessions.endedAt,
    duration_s: sql<
      number | null
    >`extract(epoch from (${remoteSessions.endedAt} - ${remoteSessions.startedAt}))::int`,
    bytes_in: remoteSessions.bytesIn,
    bytes_out: remoteSessions.bytesOut,
    end_reason: remoteSessions.endReason,
    has_recording: remoteSessions.hasRecording,
  },
  searchColumns: {
    access_name: remoteSessions.accessName,
    device_name: remoteSessions.deviceName,
    user_email: remoteSessions.userEmail,
    from_ip: remoteSessions.fromIp,
  },
  where: ({ filters }) =>
    and(
      filters.user_id === undefined ? undefined : eq(remoteSessions.userId, filters.user_id),
      filters.device_id === undefined ? undefined : eq(remoteSessions.deviceId, filters.device_id),
      filters.access_id === undefined ? undefined : eq(remoteSessions.accessId, filters.access_id),
      filters.protocol === undefined ? undefined : inArray(remoteSessions.protocol, filters.protocol),
      filters.started_after === undefined
        ? undefined
        : sql`${remoteSessions.startedAt} >= ${filters.started_after}::timestamptz`,
      filters.started_before === undefined
        ? undefined
        : sql`${remoteSessions.startedAt} < ${filters.started_before}::timestamptz`,
    ),
};

/**
 * The asciicast v2 text of a session of the caller's scope; a 404 when the session is not
 * there (or outside the scope) or has no recording.
 */
export async function readRecording(db: Database, auth: AuthContext, id: number): Promise<string> {
  const [row] = await db
    .select({ cast: remoteSessionRecordings.cast })
    .from(remoteSessions)
    .leftJoin(remoteSessionRecordings, eq(remoteSessionRecordings.sessionId, remoteSessions.id))
    .where(and(eq(remoteSessions.id, id), companyScopeCondition(db, auth, remoteSessions.companyId)))
    .limit(1);
  if (!row) throw ApiError.of(404, ERROR_CODES.NOT_FOUND, 'There is no such session.', 'id');
  if (row.cast === null) {
    throw ApiError.of(404, ERROR_CODES.NOT_FOUND, 'This session has no recording.', 'id');
  }
  return row.cast;
}
