import type { RemoteSessionEndReason } from '@netfleet/contracts';
import { and, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { remoteSessions } from '../db/schema.js';

/**
 * Which of these sessions may no longer stay open, and why, as the database says now (another
 * process may have revoked what this one holds open): `signed_out` when the console session
 * that opened it was revoked, ran out or now acts as someone else; `revoked` when its entry is
 * gone or disabled, or its user (a key's creator for a key's session) no longer holds
 * use_device_remote_access. One query for all of them.
 */
export async function findRevokedSessions(
  db: Database,
  ids: readonly number[],
  at: Date,
): Promise<Map<number, RemoteSessionEndReason>> {
  const verdicts = new Map<number, RemoteSessionEndReason>();
  if (ids.length === 0) return verdicts;
  const now = at.toISOString();
  const rows = await db
    .select({
      id: sql<number>`rs.id`,
      // Qualified by hand: Drizzle writes a single-table select's columns unqualified, which
      // the subqueries' own id and user_id columns would capture.
      signedIn: sql<boolean>`(rs.auth_session_id is null or exists (select 1 from sessions s where s.id = rs.auth_session_id and s.user_id = rs.user_id and s.revoked_at is null and s.refresh_expires_at > ${now}::timestamptz))`,
      entryEnabled: sql<boolean>`exists (select 1 from remote_access ra where ra.id = rs.access_id and ra.enabled)`,
      allowed: sql<boolean>`exists (select 1 from users u join role_permissions rp on rp.role_id = u.role_id where u.id = rs.user_id and rp.permission = 'use_device_remote_access')`,
    })
    .from(sql`${remoteSessions} rs`)
    .where(
      sql`rs.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  const found = new Set<number>();
  for (const row of rows) {
    found.add(row.id);
    if (!row.signedIn) verdicts.set(row.id, 'signed_out');
    else if (!row.entryEnabled || !row.allowed) verdicts.set(row.id, 'revoked');
  }
  for (const id of ids) if (!found.has(id)) verdicts.set(id, 'revoked');
  return verdicts;
}

/**
 * Closes the rows of sessions whose bridge never opened (the ticket ran out unspent), so the
 * history does not show them open for ever. Any process may do it: an unspent ticket means no
 * process holds the session.
 */
export async function closeUnopenedSessions(db: Database, at: Date): Promise<void> {
  await db
    .update(remoteSessions)
    .set({ endedAt: remoteSessions.ticketExpiresAt, endReason: 'closed', ticketHash: null })
    .where(
      and(
        isNull(remoteSessions.endedAt),
        isNotNull(remoteSessions.ticketHash),
        lt(remoteSessions.ticketExpiresAt, at),
      ),
    );
}
