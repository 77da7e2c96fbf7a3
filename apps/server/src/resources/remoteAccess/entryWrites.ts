import type { CreateRemoteAccessPayload, UpdateRemoteAccessPayload } from '@netfleet/contracts';
import { ERROR_CODES } from '@netfleet/contracts';
import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import { devices, remoteAccess } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { companyScopeCondition } from '../../scope/companyScopeCondition.js';
import type { ServerContext } from '../../serverContext.js';
import { NO_CREDENTIALS, sealCredentials } from './entryCredentials.js';
import { lockEntry } from './queries.js';

// The writes of `/devices/remote-access`, each in its own transaction; the routes answer the
// entry as the list shows it afterwards. Open sessions of an entry that is disabled or deleted
// end (`revoked`) once the change is committed, so a bridge re-checking the entry sees it.

/** `POST /devices/remote-access`: a new entry of a device in the caller's scope; its id. */
export async function createEntry(
  context: ServerContext,
  auth: AuthContext,
  body: CreateRemoteAccessPayload,
): Promise<number> {
  const { db, credentials, now } = context;
  return db.transaction(async (tx) => {
    const [device] = await tx
      .select({ id: devices.id })
      .from(devices)
      .where(and(eq(devices.id, body.device_id), companyScopeCondition(tx, auth, devices.companyId)))
      .limit(1);
    // The payload's field names the error: the form shows it beside the device picker.
    if (!device) throw ApiError.of(404, ERROR_CODES.NOT_FOUND, 'There is no such device.', 'device_id');
    const at = new Date(now());
    const [row] = await tx
      .insert(remoteAccess)
      .values({
        deviceId: body.device_id,
        name: body.name,
        protocol: body.protocol,
        destination: body.destination,
        port: body.port,
        enabled: body.enabled,
        username: body.username ?? null,
        ...sealCredentials(credentials, NO_CREDENTIALS, body),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: remoteAccess.id });
    if (!row) throw new Error('The remote access entry was not stored');
    return row.id;
  });
}

/**
 * `PUT /devices/remote-access/{id}`: the given fields change. A new protocol, destination or
 * port is another peer, so the remembered host key is forgotten. Disabling ends the entry's
 * open sessions.
 */
export async function updateEntry(
  context: ServerContext,
  auth: AuthContext,
  id: number,
  body: UpdateRemoteAccessPayload,
): Promise<void> {
  const { db, credentials, now } = context;
  const disabled = await db.transaction(async (tx) => {
    const entry = await lockEntry(tx, auth, id);
    const protocol = body.protocol ?? entry.protocol;
    const destination = body.destination ?? entry.destination;
    const port = body.port ?? entry.port;
    const samePeer = protocol === entry.protocol && destination === entry.destination && port === entry.port;
    await tx
      .update(remoteAccess)
      .set({
        name: body.name ?? entry.name,
        protocol,
        destination,
        port,
        enabled: body.enabled ?? entry.enabled,
        username: body.username === undefined ? entry.username : body.username,
        ...sealCredentials(credentials, entry, body),
        hostKeySha256: samePeer ? entry.hostKeySha256 : null,
        updatedAt: new Date(now()),
      })
      .where(eq(remoteAccess.id, id));
    return entry.enabled && body.enabled === false;
  });
  if (disabled) await context.remote.endSessions({ accessId: id }, 'revoked');
}

/** `DELETE /devices/remote-access/{id}`: the entry goes (its keys with it); its open sessions end. */
export async function deleteEntry(context: ServerContext, auth: AuthContext, id: number): Promise<void> {
  await context.db.transaction(async (tx) => {
    await lockEntry(tx, auth, id);
    await tx.delete(remoteAccess).where(eq(remoteAccess.id, id));
  });
  await context.remote.endSessions({ accessId: id }, 'revoked');
}

/** `DELETE /devices/remote-access/{id}/host-key`: the next SSH connection asks about the host key again. */
export async function forgetHostKey(context: ServerContext, auth: AuthContext, id: number): Promise<void> {
  await context.db.transaction(async (tx) => {
    await lockEntry(tx, auth, id);
    await tx
      .update(remoteAccess)
      .set({ hostKeySha256: null, updatedAt: new Date(context.now()) })
      .where(eq(remoteAccess.id, id));
  });
}
