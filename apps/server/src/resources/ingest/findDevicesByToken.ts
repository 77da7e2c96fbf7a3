import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/Database.js';
import { devices } from '../../db/schema.js';
import { hashIngestToken } from '../../seed/demoIngestToken.js';

/**
 * The device id of each token (SHA-256 of the token looked up in `devices.ingest_token_hash`),
 * in one query for a whole batch. A token compares by its hash through a unique index, so no
 * timing of string comparison reveals how much of a guess was right; an unknown or revoked
 * token maps to nothing.
 */
export async function findDevicesByToken(
  db: Database,
  tokens: readonly string[],
): Promise<Map<string, number>> {
  const hashes = new Map(tokens.map((token) => [hashIngestToken(token), token]));
  const found = new Map<string, number>();
  if (hashes.size === 0) return found;
  const rows = await db
    .select({ id: devices.id, hash: devices.ingestTokenHash })
    .from(devices)
    .where(inArray(devices.ingestTokenHash, [...hashes.keys()]));
  for (const row of rows) {
    const token = row.hash === null ? undefined : hashes.get(row.hash);
    if (token !== undefined) found.set(token, row.id);
  }
  return found;
}
