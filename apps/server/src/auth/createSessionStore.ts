import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { retiredRefreshTokens, sessions } from '../db/schema.js';
import { openSuccessor, sealSuccessor } from './sealSuccessor.js';
import { createToken, hashToken } from './tokens.js';

/** A session row as stored. */
export type SessionRow = typeof sessions.$inferSelect;

/** What a sign-in or refresh hands to the browser (as cookies). Raw tokens exist only here. */
export interface IssuedTokens {
  sessionId: number;
  accessToken: string;
  refreshToken: string;
  xsrfToken: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
}

/** Why a refresh was refused. `reused` also revoked the session. */
type RefreshFailure = 'unknown' | 'expired' | 'revoked' | 'reused';

/** The answer of {@link SessionStore.refresh}. */
type RefreshResult = { ok: true; tokens: IssuedTokens } | { ok: false; reason: RefreshFailure };

/**
 * What happened to a session: `revoked` (sign-out, refresh-token reuse, a new sign-in in the
 * same browser) or `switched` (impersonation started or ended: the session acts as another user).
 * Open realtime sockets of that session must go either way.
 */
interface SessionChange {
  type: 'revoked' | 'switched';
  sessionId: number;
}

/** Who a session acts as, and who impersonates (null outside an impersonation). */
interface SessionActor {
  userId: number;
  impersonatorId: number | null;
}

/** Where a sign-in came from: the browser's User-Agent (at most 512 characters) and address. */
export interface SessionOrigin {
  userAgent: string | null;
  ipAddress: string | null;
}

/** Longest User-Agent kept on a session. */
const USER_AGENT_MAX_LENGTH = 512;

/** Token lifetimes and the clock of a {@link SessionStore}. */
export interface SessionStoreOptions {
  /** Access token lifetime in seconds. Defaults to `900` (15 minutes). */
  accessTtlSeconds?: number;
  /** Refresh token lifetime in seconds, renewed by each refresh. Defaults to `1_209_600` (14 days). */
  refreshTtlSeconds?: number;
  /** Clock in milliseconds. Defaults to `Date.now`. */
  now?: () => number;
  /**
   * For this long after a rotation, the spent refresh token gets the tokens that replaced it
   * again instead of counting as reuse: two tabs (or a retried request) refreshing with the
   * same token at once both succeed. Defaults to `10_000` (10 s).
   */
  refreshGraceMs?: number;
}

/** Sessions: sign-in, lookup by cookie, refresh-token rotation with reuse detection, revoke. */
export interface SessionStore {
  readonly accessTtlSeconds: number;
  readonly refreshTtlSeconds: number;
  /**
   * Opens a session for `userId` (a new session family); a sign-in gives where it came from
   * (the account's list of sessions shows it). `last_seen_at` starts now.
   */
  create(userId: number, impersonatorId?: number | null, origin?: SessionOrigin): Promise<IssuedTokens>;
  /** The unrevoked session whose current access token is `token`, expired or not. */
  findByAccessToken(token: string | undefined): Promise<SessionRow | null>;
  /** The unrevoked session whose current refresh token is `token`, expired or not. */
  findByRefreshToken(token: string | undefined): Promise<SessionRow | null>;
  /** True while the session's access token may be used. */
  isAccessValid(session: SessionRow): boolean;
  /**
   * Rotates: a new access and refresh token for the session of `refreshToken`; the old
   * refresh token is retired. A retired token presented again within the grace window gets
   * the same new tokens; later, it revokes the whole session (reuse means a copy).
   */
  refresh(refreshToken: string | undefined): Promise<RefreshResult>;
  /** Revokes a session; its tokens stop working at once. */
  revoke(sessionId: number): Promise<void>;
  /** The unrevoked session with this id, or null. */
  findById(sessionId: number): Promise<SessionRow | null>;
  /**
   * Makes an unrevoked session that acts as `from` act as `to`: `userId` is who the session
   * acts as, `impersonatorId` the `act` claim (null outside an impersonation). The tokens stay;
   * the change applies to the next request.
   *
   * @returns false when the session is gone, revoked, or no longer acting as `from` (a
   *   concurrent switch won).
   */
  switchUser(sessionId: number, from: SessionActor, to: SessionActor): Promise<boolean>;
  /** Calls `listener` after every revoke and switch; returns the unsubscribe. */
  onChange(listener: (change: SessionChange) => void): () => void;
}

/**
 * Creates the session store over the database.
 *
 * @example
 * const store = createSessionStore(db, { accessTtlSeconds: 900 });
 * const tokens = await store.create(user.id);
 */
export function createSessionStore(db: Database, options: SessionStoreOptions = {}): SessionStore {
  const accessTtlSeconds = options.accessTtlSeconds ?? 900;
  const refreshTtlSeconds = options.refreshTtlSeconds ?? 1_209_600;
  const now = options.now ?? Date.now;
  const refreshGraceMs = options.refreshGraceMs ?? 10_000;

  const expiries = () => {
    const at = now();
    return {
      accessExpiresAt: new Date(at + accessTtlSeconds * 1000),
      refreshExpiresAt: new Date(at + refreshTtlSeconds * 1000),
    };
  };

  const findBy = async (column: 'accessTokenHash' | 'refreshTokenHash', token: string | undefined) => {
    if (!token) return null;
    const [row] = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions[column], hashToken(token)), isNull(sessions.revokedAt)))
      .limit(1);
    return row ?? null;
  };

  const listeners = new Set<(change: SessionChange) => void>();
  const emit = (change: SessionChange) => {
    for (const listener of [...listeners]) listener(change);
  };

  const revoke = async (sessionId: number) => {
    await db
      .update(sessions)
      .set({ revokedAt: new Date(now()) })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    emit({ type: 'revoked', sessionId });
  };

  /**
   * A refresh with a token rotated away: within the grace window, the tokens that replaced
   * it; afterwards someone holds a copy, and the whole family ends.
   */
  const refreshRetired = async (refreshToken: string, oldHash: string): Promise<RefreshResult> => {
    const [retired] = await db
      .select()
      .from(retiredRefreshTokens)
      .where(eq(retiredRefreshTokens.tokenHash, oldHash))
      .limit(1);
    if (!retired) return { ok: false, reason: 'unknown' };
    const successor =
      retired.successor !== null && now() - retired.retiredAt.getTime() < refreshGraceMs
        ? openSuccessor(refreshToken, retired.successor)
        : null;
    if (successor === null) {
      await revoke(retired.sessionId);
      return { ok: false, reason: 'reused' };
    }
    const [session] = await db.select().from(sessions).where(eq(sessions.id, retired.sessionId)).limit(1);
    if (!session || session.revokedAt !== null) return { ok: false, reason: 'revoked' };
    return {
      ok: true,
      tokens: {
        sessionId: session.id,
        ...successor,
        xsrfToken: session.xsrfToken,
        accessExpiresAt: session.accessExpiresAt,
        refreshExpiresAt: session.refreshExpiresAt,
      },
    };
  };

  return {
    accessTtlSeconds,
    refreshTtlSeconds,

    async create(userId, impersonatorId = null, origin) {
      const accessToken = createToken();
      const refreshToken = createToken();
      const xsrfToken = createToken();
      const times = expiries();
      const [row] = await db
        .insert(sessions)
        .values({
          userId,
          impersonatorId,
          accessTokenHash: hashToken(accessToken),
          refreshTokenHash: hashToken(refreshToken),
          xsrfToken,
          ...times,
          createdAt: new Date(now()),
          lastSeenAt: new Date(now()),
          userAgent: origin?.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
          ipAddress: origin?.ipAddress ?? null,
        })
        .returning({ id: sessions.id });
      if (!row) throw new Error('The session was not stored');
      return { sessionId: row.id, accessToken, refreshToken, xsrfToken, ...times };
    },

    findByAccessToken: (token) => findBy('accessTokenHash', token),
    findByRefreshToken: (token) => findBy('refreshTokenHash', token),

    isAccessValid: (session) => session.revokedAt === null && session.accessExpiresAt.getTime() > now(),

    async refresh(refreshToken) {
      if (!refreshToken) return { ok: false, reason: 'unknown' };
      const oldHash = hashToken(refreshToken);
      const [current] = await db
        .select()
        .from(sessions)
        .where(eq(sessions.refreshTokenHash, oldHash))
        .limit(1);
      if (!current) return refreshRetired(refreshToken, oldHash);
      if (current.revokedAt !== null) return { ok: false, reason: 'revoked' };
      if (current.refreshExpiresAt.getTime() <= now()) return { ok: false, reason: 'expired' };

      const accessToken = createToken();
      const nextRefreshToken = createToken();
      const times = expiries();
      const rotated = await db.transaction(async (tx) => {
        // The old hash in the WHERE makes a concurrent second rotation of the same token miss.
        const updated = await tx
          .update(sessions)
          .set({
            accessTokenHash: hashToken(accessToken),
            refreshTokenHash: hashToken(nextRefreshToken),
            ...times,
            // A refresh is what an open console does every few minutes: the session is in use.
            lastSeenAt: new Date(now()),
          })
          .where(
            and(
              eq(sessions.id, current.id),
              eq(sessions.refreshTokenHash, oldHash),
              isNull(sessions.revokedAt),
            ),
          )
          .returning({ id: sessions.id });
        if (updated.length === 0) return false;
        await tx.insert(retiredRefreshTokens).values({
          tokenHash: oldHash,
          sessionId: current.id,
          retiredAt: new Date(now()),
          successor: sealSuccessor(refreshToken, { accessToken, refreshToken: nextRefreshToken }),
        });
        // Successors past their grace window are of no use any more: drop them.
        await tx
          .update(retiredRefreshTokens)
          .set({ successor: null })
          .where(
            and(
              eq(retiredRefreshTokens.sessionId, current.id),
              isNotNull(retiredRefreshTokens.successor),
              lt(retiredRefreshTokens.retiredAt, new Date(now() - refreshGraceMs)),
            ),
          );
        return true;
      });
      // Another refresh of the same token won the race: it answers like the grace window.
      if (!rotated) return refreshRetired(refreshToken, oldHash);
      return {
        ok: true,
        tokens: {
          sessionId: current.id,
          accessToken,
          refreshToken: nextRefreshToken,
          xsrfToken: current.xsrfToken,
          ...times,
        },
      };
    },

    revoke,

    async findById(sessionId) {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .limit(1);
      return row ?? null;
    },

    async switchUser(sessionId, from, to) {
      const updated = await db
        .update(sessions)
        .set({ userId: to.userId, impersonatorId: to.impersonatorId })
        .where(
          and(
            eq(sessions.id, sessionId),
            isNull(sessions.revokedAt),
            eq(sessions.userId, from.userId),
            from.impersonatorId === null
              ? isNull(sessions.impersonatorId)
              : eq(sessions.impersonatorId, from.impersonatorId),
          ),
        )
        .returning({ id: sessions.id });
      if (updated.length === 0) return false;
      emit({ type: 'switched', sessionId });
      return true;
    },

    onChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
