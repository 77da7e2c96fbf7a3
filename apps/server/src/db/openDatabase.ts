import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Database } from './Database.js';
import { findMigrationsFolder } from './findMigrationsFolder.js';
import * as schema from './schema.js';

/** Where the data lives: a PostgreSQL URL, an embedded PGlite folder, or `memory`. */
export interface DatabaseLocation {
  /** A `postgres://` URL; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** The PGlite data folder, or `memory` for a throw-away database. Defaults to `memory`. */
  dataDir?: string | undefined;
  /** The folder of Drizzle migrations. Defaults to the `drizzle/` folder shipped with the server. */
  migrationsFolder?: string | undefined;
  /**
   * A PGlite data folder dump (`dumpDataDir()`) to start an in-memory database from, instead
   * of an empty one. Test suites prepare one migrated, seeded database and start every test
   * file's server from it: far quicker than initialising PostgreSQL each time.
   */
  pgliteDump?: Blob | undefined;
}

/** An open, migrated database and how to close it. */
export interface OpenDatabase {
  db: Database;
  /** `pglite` or `postgres`, for logs and the start-up banner. */
  driver: 'pglite' | 'postgres';
  /** A dump of the PGlite data folder (for {@link DatabaseLocation.pgliteDump}); PGlite only. */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

/**
 * Opens the database and applies every pending migration with Drizzle's migrator.
 *
 * @example
 * const { db, close } = await openDatabase({ dataDir: 'memory' });
 */
export async function openDatabase(location: DatabaseLocation = {}): Promise<OpenDatabase> {
  const migrationsFolder = location.migrationsFolder ?? findMigrationsFolder();

  if (location.databaseUrl) {
    // onnotice: silence "relation already exists, skipping" notices of the migrator.
    const client = postgres(location.databaseUrl, { onnotice: () => {} });
    const db = drizzlePostgres({ client, schema });
    await migratePostgres(db, { migrationsFolder });
    return { db: db, driver: 'postgres', close: () => client.end() };
  }

  const dataDir = location.dataDir ?? 'memory';
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir === 'memory' ? undefined : dataDir, {
    ...(location.pgliteDump && dataDir === 'memory' ? { loadDataDir: location.pgliteDump } : {}),
  });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db,
    driver: 'pglite',
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
