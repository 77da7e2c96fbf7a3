import type { RemoteAccessProtocol, RemoteSessionApp } from '@netfleet/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken } from '../auth/tokens.js';
import type { Database } from '../db/Database.js';
import { remoteSessions } from '../db/schema.js';

/** A session whose bridge is opening: its row as `POST /remote/sessions` wrote it. */
export interface OpenedSession {
  id: number;
  accessId: number | null;
  app: RemoteSessionApp;
  protocol: RemoteAccessProtocol;
  userId: number | null;
  viaKey: boolean;
  authSessionId: number | null;
}

/**
 * Spends a bridge ticket: one conditional update clears its hash, so two sockets with the same
 * ticket cannot both win. Null when the ticket is unknown, spent, out of date, or its session
 * already ended.
 */
export async function consumeTicket(db: Database, ticket: string, at: Date): Promise<OpenedSession | null> {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(ticket)) return null;
  const [row] = await db
    .update(remoteSessions)
    .set({ ticketHash: null })
    .where(
      and(
        eq(remoteSessions.ticketHash, hashToken(ticket)),
        gt(remoteSessions.ticketExpiresAt, at),
        isNull(remoteSessions.endedAt),
      ),
    )
    .returning({
      id: remoteSessions.id,
      accessId: remoteSessions.accessId,
      app: remoteSessions.app,
      protocol: remoteSessions.protocol,
      userId: remoteSessions.userId,
      viaKey: remoteSessions.viaKey,
      authSessionId: remoteSessions.authSessionId,
    });
  return row ?? null;
}
