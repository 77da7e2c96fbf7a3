import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { recordStatements } from '../../test/support/recordStatements.js';
import { startTestServer } from '../../test/support/testServer.js';
import type { NetfleetServer } from '../index.js';
import { rowsOf } from './rowsOf.js';
import { vacuumFleetTables } from './vacuumFleetTables.js';

// The embedded database's run only (vitest.config.ts): the pass reads the activity statistics,
// which a pooled PostgreSQL connection reports up to ten seconds after its writes, and the
// server vacuums only the embedded database itself (PostgreSQL's autovacuum does its own).

let server: NetfleetServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

type Db = NetfleetServer['db'];

/** Reports this backend's pending activity counts now (a backend reports them once a second at most). */
async function reportActivity(db: Db): Promise<void> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  await db.execute(sql`select 1`);
}

/** The vacuum and analyze statements one pass issues. */
async function passStatements(db: Db, options: { all?: boolean } = {}): Promise<string[]> {
  const { db: recording, statements } = recordStatements(db);
  await vacuumFleetTables(recording, options);
  return statements.filter((text) => /^(vacuum|analyze) /.test(text));
}

/** A pass of everything, then nothing pending: the next pass starts from quiet tables. */
async function quietStart(): Promise<Db> {
  server = await startTestServer({ telemetry: { jobs: false } });
  await reportActivity(server.db);
  await vacuumFleetTables(server.db, { all: true });
  await reportActivity(server.db);
  return server.db;
}

/** Every device reports twice (its row rewritten, its search text not). */
async function heartbeats(db: Db): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    await db.execute(sql`update devices set last_seen_at = now() - ${round} * interval '1 second'`);
  }
}

describe('the maintenance pass, by the tables’ activity', () => {
  it('leaves alone the tables nothing changed since the last pass', async () => {
    const db = await quietStart();
    expect(await passStatements(db)).toEqual([]);
  });

  it('vacuums and analyses the devices after a round of reports, without their search text', async () => {
    const db = await quietStart();
    await heartbeats(db);
    await reportActivity(db);
    const statements = await passStatements(db);
    expect(statements).toContain('vacuum "devices"');
    expect(statements.find((text) => text.startsWith('analyze "devices"'))).toMatch(
      /^analyze "devices" \("id", .*"last_seen_at".*\)$/,
    );
    // The reports changed no name: the search text keeps its statistics, its table too.
    expect(statements.filter((text) => text.includes('search_text'))).toEqual([]);
    expect(statements.filter((text) => text.includes('"device_search_texts"'))).toEqual([]);
  });

  it('analyses the search text once enough devices were renamed', async () => {
    const db = await quietStart();
    await db.execute(sql`update devices set name = name || ' (renamed)'`);
    await reportActivity(db);
    const statements = await passStatements(db);
    expect(statements).toContain('analyze "devices" ("search_text")');
    expect(statements).toContain('analyze "device_search_texts" ("search_text")');
    // The planner's statistics of the text hold the new names.
    const [stats] = rowsOf<{ values: string }>(
      await db.execute(
        sql`select coalesce(most_common_vals::text, '') || coalesce(histogram_bounds::text, '') as values
          from pg_stats where tablename = 'devices' and attname = 'search_text'`,
      ),
    );
    expect(stats?.values).toContain('(renamed)');
  });

  it('does everything when told to, whatever the activity (a process’s first pass)', async () => {
    const db = await quietStart();
    const statements = await passStatements(db, { all: true });
    expect(statements).toContain('vacuum "devices"');
    expect(statements).toContain('analyze "devices" ("search_text")');
    expect(statements).toContain('vacuum "device_samples"');
  });

  it('is the server’s: its first pass does every table, the next ones those whose activity calls for it', async () => {
    server = await startTestServer({ telemetry: { jobs: false, vacuum: true } });
    const db = server.db;
    const counts = async (table: string) => {
      const [row] = rowsOf<{ vacuums: number; analyses: number }>(
        await db.execute(
          sql`select vacuum_count::int as vacuums, analyze_count::int as analyses from pg_stat_user_tables where relname = ${table}`,
        ),
      );
      return row;
    };
    await reportActivity(db);
    await server.telemetry.maintain();
    const first = { devices: await counts('devices'), sessions: await counts('sessions') };
    expect(first.devices?.vacuums).toBeGreaterThan(0);
    expect(first.sessions?.analyses).toBeGreaterThan(0);
    await heartbeats(db);
    await reportActivity(db);
    await server.telemetry.maintain();
    // The devices reported: vacuumed, and analysed once (their search texts did not change).
    // Nobody signed in: the sessions are left alone.
    expect(await counts('devices')).toEqual({
      vacuums: (first.devices?.vacuums ?? 0) + 1,
      analyses: (first.devices?.analyses ?? 0) + 1,
    });
    expect(await counts('sessions')).toEqual(first.sessions);
  });
});
