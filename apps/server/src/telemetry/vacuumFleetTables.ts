import { sql } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { rowsOf } from './rowsOf.js';
import { needsAnalyze, needsVacuum, readTableActivity, type TableActivity } from './tableActivity.js';

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
 * The columns of `table` (not dropped) and whether each keeps more statistics than the default
 * (`ALTER … SET STATISTICS`: the search texts keep 1,000).
 */
async function columnsOf(db: Database, table: string): Promise<{ name: string; detailed: boolean }[]> {
  const rows = rowsOf<{ name: string; detailed: boolean }>(
    await db.execute(sql`
      select attname as name,
        coalesce(attstattarget, -1) > current_setting('default_statistics_target')::int as detailed
      from pg_attribute
      where attrelid = ${table}::regclass and attnum > 0 and not attisdropped
      order by attnum`),
  );
  return rows.map((row) => ({ name: row.name, detailed: row.detailed === true }));
}

/**
 * Where the changes of a column that keeps more statistics show, when not in its own table's
 * counts: a device's search text is copied to `device_search_texts` (migration 0014's
 * triggers), which only a new, renamed or deleted device writes. Every report rewrites its
 * device's row, so the devices' own counts say nothing of their texts.
 */
const COLUMN_CHANGES_SHOWN_IN: Readonly<Record<string, string>> = {
  'devices.search_text': 'device_search_texts',
};

/** Options of {@link vacuumFleetTables}. */
export interface FleetVacuumOptions {
  /** Asked before each statement: the pass ends once it says so (a server closing). */
  stopped?: () => boolean;
  /**
   * Every table and column, whatever their activity: the first pass of a process, as the
   * embedded database's activity counts start at zero with it and what came before is not known.
   */
  all?: boolean;
}

/**
 * `VACUUM` and `ANALYZE` of {@link FLEET_TABLES}, one statement at a time so that other queries
 * get in between. The embedded database needs it from us: PGlite runs no autovacuum, so without
 * it the dead rows of every report stay in the tables and their indexes, and the planner's
 * statistics stay those of the start.
 *
 * As autovacuum would, a pass vacuums a table and analyses it only when its activity since the
 * last one calls for it ({@link needsVacuum}, {@link needsAnalyze}), unless told to do `all`. At
 * a million devices, a pass with nothing to do takes 10 to 60 ms of PGlite's only connection; one
 * of everything, 4.5 s.
 *
 * A column that keeps more statistics is analysed on its own. ANALYZE samples 300 rows per unit
 * of the largest target among the columns it reads, and computes every column's statistics on
 * that sample: at a million devices, `analyze devices` read 300,000 rows for all 30 columns
 * because of the search text's 1,000, and held PGlite's only connection for 15 s (25 s as
 * `vacuum (analyze)`, every hour and a minute after each start); the search text alone took
 * 1.8 s and the other columns 0.7. Such a column is analysed when the table that shows its
 * changes ({@link COLUMN_CHANGES_SHOWN_IN}) calls for it.
 */
export async function vacuumFleetTables(db: Database, options: FleetVacuumOptions = {}): Promise<void> {
  const stopped = options.stopped ?? (() => false);
  const activity = options.all ? null : await readTableActivity(db, FLEET_TABLES);
  const calledFor = (table: string, test: (activity: TableActivity) => boolean) => {
    if (!activity) return true;
    const counted = activity.get(table);
    return counted ? test(counted) : false;
  };
  for (const table of FLEET_TABLES) {
    if (stopped()) return;
    if (calledFor(table, needsVacuum)) await db.execute(sql`vacuum ${sql.identifier(table)}`);
    const columns = await columnsOf(db, table);
    const plain = calledFor(table, needsAnalyze) ? columns.filter((column) => !column.detailed) : [];
    const detailed = columns.filter(
      (column) =>
        column.detailed &&
        calledFor(COLUMN_CHANGES_SHOWN_IN[`${table}.${column.name}`] ?? table, needsAnalyze),
    );
    for (const part of [plain, ...detailed.map((column) => [column])]) {
      if (part.length === 0) continue;
      if (stopped()) return;
      const names = sql.join(
        part.map((column) => sql.identifier(column.name)),
        sql`, `,
      );
      await db.execute(sql`analyze ${sql.identifier(table)} (${names})`);
    }
  }
}
