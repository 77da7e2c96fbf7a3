import { ERROR_CODES, REMOTE_ACCESS_KEY_TTL_S, type RemoteAccessKeyResponse } from '@netfleet/contracts';
import { can, type Permission } from '@netfleet/permissions';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import { createToken, hashToken } from '../../auth/tokens.js';
import { remoteAccessKeys } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import type { ServerContext } from '../../serverContext.js';
import { connectPageOf, entryDisabled } from '../remoteSessions/sessionApps.js';
import { lockEntry } from './queries.js';

/** The permission each purpose of a key needs: opening it yourself, or handing it to someone. */
export const KEY_PERMISSION = {
  connect: 'use_device_remote_access',
  share: 'update_device_remote_access',
} as const satisfies Record<keyof typeof REMOTE_ACCESS_KEY_TTL_S, Permission>;

/**
 * `POST /devices/remote-access/{id}/keys`: a one-time key of an enabled entry that opens in a
 * connect app (403 without the purpose's permission, 404 outside the scope, 422 when disabled
 * or http(s)). The key is 32 random bytes, base64url (43 characters); only its SHA-256 is
 * stored. It lives `REMOTE_ACCESS_KEY_TTL_S[purpose]` seconds and is spent by
 * `POST /remote/sessions` `{ key }`, whose session is logged as the key's creator's.
 */
export async function mintAccessKey(
  context: ServerContext,
  auth: AuthContext,
  id: number,
  purpose: keyof typeof KEY_PERMISSION,
): Promise<RemoteAccessKeyResponse['data']> {
  const permission = KEY_PERMISSION[purpose];
  if (!can(auth.permissions, permission)) {
    throw ApiError.of(
      403,
      ERROR_CODES.FORBIDDEN,
      `You do not have permission to ${permission.replaceAll('_', ' ')}.`,
    );
  }
  const key = createToken();
  const createdAt = new Date(context.now());
  const expiresAt = new Date(createdAt.getTime() + REMOTE_ACCESS_KEY_TTL_S[purpose] * 1000);
  const page = await context.db.transaction(async (tx) => {
    // Locked: a key minted while the entry is being disabled waits and then sees it disabled.
    const entry = await lockEntry(tx, auth, id);
    const connectPage = connectPageOf(entry.protocol);
    if (!entry.enabled) throw entryDisabled();
    await tx.insert(remoteAccessKeys).values({
      keyHash: hashToken(key),
      accessId: entry.id,
      createdBy: auth.user.id,
      purpose,
      expiresAt,
      createdAt,
    });
    return connectPage;
  });
  return {
    key,
    path: `/rms-connect/${page}?${new URLSearchParams({ key })}`,
    expires_at: expiresAt.toISOString(),
  };
}
