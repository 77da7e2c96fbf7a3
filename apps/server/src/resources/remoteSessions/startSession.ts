import {
  ERROR_CODES,
  REMOTE_TICKET_TTL_S,
  type RemoteSessionApp,
  type RemoteSessionStart,
} from '@netfleet/contracts';
import { can } from '@netfleet/permissions';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import { forgiveAttempts, reserveAttempts } from '../../auth/reserveAttempts.js';
import { createToken, hashToken } from '../../auth/tokens.js';
import type { Database } from '../../db/Database.js';
import { devices, remoteAccessKeys, remoteSessions } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { companyScopeCondition } from '../../scope/companyScopeCondition.js';
import type { ServerContext } from '../../serverContext.js';
import { KEY_PERMISSION } from '../remoteAccess/mintAccessKey.js';
import { remoteKeyThrottleKey, tooManyKeysMessage } from './keyThrottle.js';
import { entryDisabled, sessionAppOf } from './sessionApps.js';
import { keyCreatorOf, lockSessionEntry, type SessionEntry } from './sessionEntry.js';

type Started = RemoteSessionStart['data'];

/** Who a session is logged as. */
interface Opener {
  userId: number;
  email: string;
  viaKey: boolean;
  /** The console session whose sign-out ends it; null for a key's. */
  authSessionId: number | null;
}

/**
 * Writes the session row (names copied, so the history outlives the entry) with a one-time
 * bridge ticket: 32 random bytes, base64url, only its SHA-256 stored, valid
 * `REMOTE_TICKET_TTL_S` seconds.
 */
async function openSession(
  tx: Database,
  entry: SessionEntry,
  app: RemoteSessionApp,
  opener: Opener,
  fromIp: string,
  at: Date,
): Promise<Started> {
  const ticket = createToken();
  const expiresAt = new Date(at.getTime() + REMOTE_TICKET_TTL_S * 1000);
  const [row] = await tx
    .insert(remoteSessions)
    .values({
      accessId: entry.access.id,
      accessName: entry.access.name,
      protocol: entry.access.protocol,
      app,
      deviceId: entry.access.device_id,
      deviceName: entry.access.device_name,
      companyId: entry.companyId,
      userId: opener.userId,
      userEmail: opener.email,
      viaKey: opener.viaKey,
      authSessionId: opener.authSessionId,
      fromIp,
      ticketHash: hashToken(ticket),
      ticketExpiresAt: expiresAt,
      startedAt: at,
    })
    .returning({ id: remoteSessions.id });
  if (!row) throw new Error('The remote session was not stored');
  return { session_id: row.id, ticket, app, access: entry.access, expires_at: expiresAt.toISOString() };
}

/** A 403 naming the permission, as the API scope's own check words it. */
function refused(permission: string): ApiError {
  return ApiError.of(
    403,
    ERROR_CODES.FORBIDDEN,
    `You do not have permission to ${permission.replaceAll('_', ' ')}.`,
  );
}

/**
 * `POST /remote/sessions` `{ access_id, app? }`: a session of the signed-in user (who holds
 * use_device_remote_access) on an enabled entry of their scope (404 outside it).
 */
export async function startWithAccess(
  context: ServerContext,
  auth: AuthContext,
  body: { access_id: number; app?: RemoteSessionApp | undefined },
  fromIp: string,
): Promise<Started> {
  if (!can(auth.permissions, 'use_device_remote_access')) throw refused('use_device_remote_access');
  return context.db.transaction(async (tx) => {
    const scope = companyScopeCondition(tx, auth, devices.companyId);
    const entry = await lockSessionEntry(tx, body.access_id, scope);
    if (!entry) {
      throw ApiError.of(404, ERROR_CODES.NOT_FOUND, 'There is no such remote access entry.', 'access_id');
    }
    const app = sessionAppOf(entry.access.protocol, body.app, 'access_id');
    if (!entry.enabled) throw entryDisabled('access_id');
    const opener = {
      userId: auth.user.id,
      email: auth.user.email,
      viaKey: false,
      authSessionId: auth.session.id,
    };
    return openSession(tx, entry, app, opener, fromIp, new Date(context.now()));
  });
}

/** The 404 of a key that is unknown, spent or out of date (the connect page says "ask for a new one"). */
function keySpent(): ApiError {
  return ApiError.of(404, ERROR_CODES.NOT_FOUND, 'This link has been used or has expired.', 'key');
}

/**
 * `POST /remote/sessions` `{ key, app? }`, no sign-in needed: spends a one-time key at most
 * once (one conditional update: two tries at once cannot both win) and starts its entry's
 * session, logged as the key's creator's, while the creator still may open it. Wrong keys
 * count toward a per-address throttle (429 with `Retry-After` past it); a real key does not,
 * even when its entry turns out disabled (then the key stays unspent: the whole start rolls back).
 */
export async function startWithKey(
  context: ServerContext,
  body: { key: string; app?: RemoteSessionApp | undefined },
  fromIp: string,
): Promise<Started> {
  const { db, now } = context;
  const throttle = remoteKeyThrottleKey(fromIp);
  const reservation = await reserveAttempts(db, [throttle], now());
  if (!reservation.ok) {
    const seconds = reservation.retryAfterSeconds;
    throw ApiError.of(429, API_ERROR_CODES.TOO_MANY_REQUESTS, tooManyKeysMessage(seconds), 'key', {
      headers: { 'retry-after': String(seconds) },
    });
  }
  let real = false;
  try {
    return await db.transaction(async (tx) => {
      const at = new Date(now());
      const [key] = await tx
        .update(remoteAccessKeys)
        .set({ usedAt: at })
        .where(
          and(
            eq(remoteAccessKeys.keyHash, hashToken(body.key)),
            isNull(remoteAccessKeys.usedAt),
            gt(remoteAccessKeys.expiresAt, at),
          ),
        )
        .returning({
          accessId: remoteAccessKeys.accessId,
          createdBy: remoteAccessKeys.createdBy,
          purpose: remoteAccessKeys.purpose,
        });
      if (!key) throw keySpent();
      real = true;
      const entry = await lockSessionEntry(tx, key.accessId);
      if (!entry) throw keySpent();
      const app = sessionAppOf(entry.access.protocol, body.app, 'key');
      if (!entry.enabled) throw entryDisabled('key');
      const creator = await keyCreatorOf(tx, key.createdBy, KEY_PERMISSION[key.purpose], entry);
      if (!creator) throw keySpent();
      // A share link's session was opened by whoever had the link; a connect key's by its
      // creator, in the tab their own Connect opened: the history says "shared link" only for
      // the first.
      const opener = {
        userId: creator.id,
        email: creator.email,
        viaKey: key.purpose === 'share',
        authSessionId: null,
      };
      return openSession(tx, entry, app, opener, fromIp, at);
    });
  } finally {
    if (real) await forgiveAttempts(db, [throttle.key]);
  }
}
