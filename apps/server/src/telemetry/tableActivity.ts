import { sql } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { rowsOf } from './rowsOf.js';

/** What PostgreSQL's activity statistics say of a table since its last vacuum and analyze. */
export interface TableActivity {
  /** Rows the planner believes the table holds (0 when never vacuumed or analysed). */
  rows: number;
  /** Dead row versions a vacuum would reclaim. */
  deadRows: number;
  /** Rows inserted since the last vacuum (they wait for it to be marked all-visible). */
  insertedSinceVacuum: number;
  /** Rows inserted, updated or deleted since the last analyze. */
  changedSinceAnalyze: number;
}

/**
 * PostgreSQL's own autovacuum settings, by default: a table is vacuumed once 50 rows and a
 * fifth of it are dead, or 1,000 rows and a fifth of it were added (so that index-only scans
 * see them as visible); it is analysed once 50 rows and a tenth of it changed.
 */
const AUTOVACUUM_DEFAULTS = {
  vacuumThreshold: 50,
  vacuumScaleFactor: 0.2,
  insertThreshold: 1_000,
  insertScaleFactor: 0.2,
  analyzeThreshold: 50,
  analyzeScaleFactor: 0.1,
} as const;

/** Whether autovacuum would vacuum a table with this activity. */
export function needsVacuum(activity: TableActivity): boolean {
  const { vacuumThreshold, vacuumScaleFactor, insertThreshold, insertScaleFactor } = AUTOVACUUM_DEFAULTS;
  return (
    activity.deadRows > vacuumThreshold + vacuumScaleFactor * activity.rows ||
    activity.insertedSinceVacuum > insertThreshold + insertScaleFactor * activity.rows
  );
}

/** Whether autovacuum would analyse a table with this activity. */
export function needsAnalyze(activity: TableActivity): boolean {
  const { analyzeThreshold, analyzeScaleFactor } = AUTOVACUUM_DEFAULTS;
  return activity.changedSinceAnalyze > analyzeThreshold + analyzeScaleFactor * activity.rows;
}

/**
 * The activity of `tables` (`pg_stat_user_tables`), by name. A backend reports its counts at
 * most once a second, so the last second's writes may not show yet. The embedded database
 * counts from its start: what came before it is not known (see `vacuumFleetTables`).
 */
export async function readTableActivity(
  db: Database,
  tables: readonly string[],
): Promise<Map<string, TableActivity>> {
  const rows = rowsOf<{
    name: string;
    rows: number | string;
    dead: number | string;
    inserted: number | string;
    changed: number | string;
  }>(
    await db.execute(sql`
      select s.relname as name, greatest(c.reltuples, 0)::float8 as rows, s.n_dead_tup as dead,
        s.n_ins_since_vacuum as inserted, s.n_mod_since_analyze as changed
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.schemaname = 'public' and s.relname in (${sql.join(
        tables.map((table) => sql`${table}`),
        sql`, `,
      )})`),
  );
  return new Map(
    rows.map((row) => [
      row.name,
      {
        rows: Number(row.rows),
        deadRows: Number(row.dead),
        insertedSinceVacuum: Number(row.inserted),
        changedSinceAnalyze: Number(row.changed),
      },
    ]),
  );
}
