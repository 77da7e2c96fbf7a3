import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/Database.js';
import { devices } from '../../../db/schema.js';
import { hashIngestToken } from '../../../seed/demoIngestToken.js';

/** The device an ingest token belongs to. */
export interface TokenDevice {
  id: number;
  serial: string;
}

/** Looks up ingest tokens, those asked for in the same moment in one query. */
export type TokenLookup = (token: string) => Promise<TokenDevice | null>;

/** The callers waiting for each token hash of one query. */
type Batch = Map<
  string,
  { resolve: (device: TokenDevice | null) => void; reject: (error: unknown) => void }[]
>;

/**
 * The device of each token (its SHA-256 through the unique index, as over HTTP), for reports
 * that arrive one message at a time: the tokens asked for before the next turn of the event
 * loop are looked up together, so a burst of a thousand reports costs one query, not a
 * thousand. An unknown or revoked token is null; nothing is cached, so a revoked token stops
 * at once.
 *
 * @example
 * const lookup = createTokenLookup(db);
 * const device = await lookup(token); // { id: 42, serial: '1100013766' } or null
 */
export function createTokenLookup(db: Database): TokenLookup {
  let pending: Batch | null = null;

  const run = async (batch: Batch) => {
    try {
      const rows = await db
        .select({ id: devices.id, serial: devices.serial, hash: devices.ingestTokenHash })
        .from(devices)
        .where(inArray(devices.ingestTokenHash, [...batch.keys()]));
      const found = new Map(rows.map((row) => [row.hash, { id: row.id, serial: row.serial }]));
      for (const [hash, waiting] of batch)
        for (const { resolve } of waiting) resolve(found.get(hash) ?? null);
    } catch (error) {
      for (const waiting of batch.values()) for (const { reject } of waiting) reject(error);
    }
  };

  return (token) =>
    new Promise((resolve, reject) => {
      if (pending === null) {
        pending = new Map();
        const batch = pending;
        setImmediate(() => {
          pending = null;
          void run(batch);
        });
      }
      const hash = hashIngestToken(token);
      const waiting = pending.get(hash);
      if (waiting) waiting.push({ resolve, reject });
      else pending.set(hash, [{ resolve, reject }]);
    });
}
