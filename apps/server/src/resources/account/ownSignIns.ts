import { and, desc, eq, gt, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { SessionStore } from '../../auth/createSessionStore.js';
import type { Database } from '../../db/Database.js';
import { sessions } from '../../db/schema.js';

/**
 * The sessions a user started itself: its own sign-ins, and those of its sign-ins that now
 * impersonate someone else. Not the sessions of support staff impersonating it.
 */
export function ownSignIns(userId: number): SQL {
  return or(
    and(eq(sessions.userId, userId), isNull(sessions.impersonatorId)),
    eq(sessions.impersonatorId, userId),
  ) as SQL;
}

/** The user's unrevoked sign-ins whose refresh token still works: the current first, then newest. */
export function openSignIns(db: Database, userId: number, currentId: number, at: number) {
  return db
    .select()
    .from(sessions)
    .where(and(ownSignIns(userId), isNull(sessions.revokedAt), gt(sessions.refreshExpiresAt, new Date(at))))
    .orderBy(desc(sql`${sessions.id} = ${currentId}`), desc(sessions.createdAt), desc(sessions.id));
}

/**
 * Signs out every other open session the user started (the current one stays; one whose
 * refresh token ran out is over already): revoked
 * through the session store, so their realtime sockets and remote sessions end too.
 * Returns how many ended.
 */
export async function revokeOtherSignIns(
  db: Database,
  store: SessionStore,
  userId: number,
  currentId: number,
  at: number,
): Promise<number> {
  const others = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        ownSignIns(userId),
        isNull(sessions.revokedAt),
        gt(sessions.refreshExpiresAt, new Date(at)),
        ne(sessions.id, currentId),
      ),
    );
  for (const other of others) await store.revoke(other.id);
  return others.length;
}
