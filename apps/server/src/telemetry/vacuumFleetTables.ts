import { sql } from 'drizzle-orm';
import type { Database } from '../db/Database.js';

/**
 * The tables the fleet's reports and the telemetry jobs rewrite all day: every report updates
 * its device's row and its day of data usage, samples, positions and events are added and
 * expired, roll-ups are rewritten, a refresh rewrites its session. And the devices' search
 * texts, which imports, renames and deletions change: the planner estimates a search from
 * their statistics (`estimateSearchMatches`).
 */
const FLEET_TABLES = [
  'devices',
  'device_search_texts',
  'device_data_usage',
  'device_samples',
  'device_samples_hourly',
  'device_positions',
  'device_events',
  'sessions',
] as const;

/**
 * `VACUUM (ANALYZE)` of {@link FLEET_TABLES}, one table at a time so that other queries get in
 * between. The embedded database needs it from us: PGlite runs no autovacuum, so without it the
 * dead rows of every report stay in the tables and their indexes, and the planner's statistics
 * stay those of the start. At a million devices `devices` takes about 1.6 s. It ends before the
 * next table once `stopped()` says so (a server closing).
 */
export async function vacuumFleetTables(db: Database, stopped: () => boolean = () => false): Promise<void> {
  for (const table of FLEET_TABLES) {
    if (stopped()) return;
    await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
  }
}
