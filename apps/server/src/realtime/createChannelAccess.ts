import { eq } from 'drizzle-orm';
import type { SessionStore } from '../auth/createSessionStore.js';
import { type AuthContext, loadAuthContext } from '../auth/loadAuthContext.js';
import type { Database } from '../db/Database.js';
import { bulkJobs } from '../db/schema.js';
import { isCompanyInScope } from '../scope/companyInScope.js';
import { type DeviceCompany, deviceCompanies } from '../telemetry/deviceCompanies.js';

/** Who a socket is, as its handshake fixed it. */
interface SocketIdentity {
  sessionId: number;
  userId: number;
}

/** The answer of {@link ChannelAccess.check}: allowed, refused (403), or the session is over (401). */
export type ChannelVerdict = 'allowed' | 'forbidden' | 'session-ended';

/** Which device and bulk channels a socket may read. */
export interface ChannelAccess {
  /** True when `channel` is a device or bulk channel (the ones this decides). */
  handles(channel: string): boolean;
  check(identity: SocketIdentity, channel: string): Promise<ChannelVerdict>;
  /** Drops what is kept of the devices of these channels (moved to another company). */
  forget(channels: readonly string[]): void;
  /** Drops what is kept of these users (their company, role or permissions changed). */
  forgetUsers(userIds: readonly number[]): void;
  /** Drops what is kept of every device (companies moved: their paths changed). */
  forgetDevices(): void;
}

const DEVICE_CHANNEL = /^private-device\.(\d{1,9})$/;
const BULK_CHANNEL = /^private-bulk\.(\d{1,9})$/;
// Bounded whatever the fleet's size: past this many devices, the cache starts over.
const MAX_CACHED_DEVICES = 50_000;

/**
 * Device and bulk channel rules of the realtime socket, built so that a page subscribing to
 * its 100 rows at once costs two queries, not two hundred:
 * - the socket's session and user (role scope, permissions) are loaded once and kept `ttlMs`
 *   (2 s, as the API's auth cache) — a revoke disconnects the session's sockets anyway;
 * - device look-ups arriving in the same tick go to the database as one query, and each
 *   device's company is kept `ttlMs`, so a device moved to another company is seen within it.
 * `private-device.{id}`: the user holds `view_devices` and the device's company is in the
 * user's scope. `private-bulk.{id}`: the job is the user's own (`bulk_jobs.user_id`). A
 * device or job that does not exist is refused like one outside the scope.
 */
export function createChannelAccess(options: {
  db: Database;
  sessions: SessionStore;
  now: () => number;
  ttlMs?: number;
}): ChannelAccess {
  const { db, sessions, now } = options;
  const ttlMs = options.ttlMs ?? 2_000;
  const auths = new Map<string, { at: number; auth: Promise<AuthContext | null> }>();
  const companiesOf = new Map<number, { at: number; company: DeviceCompany | null }>();
  type Waiter = { resolve(company: DeviceCompany | null): void; reject(error: unknown): void };
  let pending: Map<number, Waiter[]> | null = null;

  const authOf = (identity: SocketIdentity): Promise<AuthContext | null> => {
    const key = `${identity.sessionId}:${identity.userId}`;
    const cached = auths.get(key);
    if (cached && now() - cached.at < ttlMs) return cached.auth;
    const auth = (async () => {
      const session = await sessions.findById(identity.sessionId);
      if (!session || session.userId !== identity.userId || !sessions.isAccessValid(session)) return null;
      return loadAuthContext(db, session);
    })();
    // A failed read is not kept: the next subscribe asks again.
    auth.catch(() => auths.delete(key));
    if (auths.size > 10_000) auths.clear();
    auths.set(key, { at: now(), auth });
    return auth;
  };

  const flush = async () => {
    const batch = pending;
    pending = null;
    if (!batch) return;
    try {
      const found = await deviceCompanies(db, [...batch.keys()]);
      if (companiesOf.size > MAX_CACHED_DEVICES) companiesOf.clear();
      for (const [id, waiters] of batch) {
        const company = found.get(id) ?? null;
        companiesOf.set(id, { at: now(), company });
        for (const waiter of waiters) waiter.resolve(company);
      }
    } catch (error) {
      // Not "forbidden": a refused channel is closed for good by the client; this one may retry.
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  };

  const companyOfDevice = (id: number): Promise<DeviceCompany | null> => {
    const cached = companiesOf.get(id);
    if (cached && now() - cached.at < ttlMs) return Promise.resolve(cached.company);
    return new Promise((resolve, reject) => {
      if (!pending) {
        pending = new Map();
        setImmediate(flush);
      }
      const waiters = pending.get(id) ?? [];
      waiters.push({ resolve, reject });
      pending.set(id, waiters);
    });
  };

  return {
    handles: (channel) => DEVICE_CHANNEL.test(channel) || BULK_CHANNEL.test(channel),
    async check(identity, channel) {
      const auth = await authOf(identity);
      if (!auth) return 'session-ended';
      const device = DEVICE_CHANNEL.exec(channel);
      if (device) {
        if (!auth.permissions.includes('view_devices')) return 'forbidden';
        const company = await companyOfDevice(Number(device[1]));
        return company && isCompanyInScope(auth, company) ? 'allowed' : 'forbidden';
      }
      const bulk = BULK_CHANNEL.exec(channel);
      if (bulk) {
        const [job] = await db
          .select({ userId: bulkJobs.userId })
          .from(bulkJobs)
          .where(eq(bulkJobs.id, Number(bulk[1])))
          .limit(1);
        return job?.userId === auth.user.id ? 'allowed' : 'forbidden';
      }
      return 'forbidden';
    },
    forget(channels) {
      for (const channel of channels) {
        const device = DEVICE_CHANNEL.exec(channel);
        if (device) companiesOf.delete(Number(device[1]));
      }
    },
    forgetDevices() {
      companiesOf.clear();
    },
    forgetUsers(userIds) {
      const forgotten = new Set(userIds);
      for (const key of auths.keys()) {
        if (forgotten.has(Number(key.slice(key.indexOf(':') + 1)))) auths.delete(key);
      }
    },
  };
}
