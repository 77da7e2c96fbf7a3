import type { RemoteSessionAccess } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { devices, remoteAccess } from '../db/schema.js';
import { SESSION_ACCESS_COLUMNS } from './sessionAccessColumns.js';

/** An entry as the bridge connects it: what the page sees, and the sealed credentials. */
export interface BridgeEntry {
  access: RemoteSessionAccess;
  enabled: boolean;
  secretCiphertext: string | null;
}

/** The entry `id` with its device's name; null when it is gone. */
export async function loadBridgeEntry(db: Database, id: number): Promise<BridgeEntry | null> {
  const [row] = await db
    .select({
      access: SESSION_ACCESS_COLUMNS,
      enabled: remoteAccess.enabled,
      secretCiphertext: remoteAccess.secretCiphertext,
    })
    .from(remoteAccess)
    .innerJoin(devices, eq(devices.id, remoteAccess.deviceId))
    .where(eq(remoteAccess.id, id))
    .limit(1);
  return row ?? null;
}

/** Remembers the host key the user accepted for the entry. */
export async function storeHostKey(db: Database, id: number, fingerprint: string, at: Date): Promise<void> {
  await db
    .update(remoteAccess)
    .set({ hostKeySha256: fingerprint, updatedAt: at })
    .where(eq(remoteAccess.id, id));
}
