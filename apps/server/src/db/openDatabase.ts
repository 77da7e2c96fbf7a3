import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { createWriteWatcher, type WriteWatcher } from './createWriteWatcher.js';
import type { Database } from './Database.js';
import { findMigrationsFolder } from './findMigrationsFolder.js';
import { openPgliteWorker } from './openPgliteWorker.js';
import { preparingPostgres } from './preparingPostgres.js';
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
  /**
   * PostgreSQL's `statement_timeout` in ms for every connection: a query running longer is
   * cancelled with an error instead of holding its connection. Defaults to `30_000`; `0` turns
   * it off. PostgreSQL only: PGlite runs in WebAssembly without timers or signals and ignores
   * the setting (a `pg_sleep(1)` under a 200 ms timeout still sleeps a full second).
   */
  statementTimeoutMs?: number | undefined;
  /**
   * Connections of the PostgreSQL pool. Defaults to {@link defaultPoolSize}: twice this host's
   * cores, from 4 to 10. A query finds an idle connection first; when every connection is busy
   * it is pipelined behind one of them (sent at once, answered in turn), so a small pool sends
   * and answers several queries per write, and PostgreSQL runs no more backends at once than
   * it has cores for. A transaction holds its connection to its end.
   */
  poolSize?: number | undefined;
  /**
   * Run PGlite in a worker thread (`openPgliteWorker`), so that a slow query does not stall
   * requests that need no database. Defaults to `true`; `false` runs it on the main thread.
   */
  pgliteWorker?: boolean | undefined;
}

/**
 * The PostgreSQL pool's connections when none is set: twice `cores` (this host's), from 4 to
 * 10, after PostgreSQL's rule of thumb of about two connections a core. More backends than
 * that only take turns on the cores: on a host of two cores that also runs PostgreSQL, the
 * device list's first page served a median of 1,844 requests a second with 4 against 1,574
 * with 10 (postgres-js's own default, this one's before). Four at least, so that a few
 * transactions running at once leave connections for everything else.
 *
 * @example
 * defaultPoolSize(2); // 4
 */
export function defaultPoolSize(cores: number = availableParallelism()): number {
  return Math.min(10, Math.max(4, 2 * cores));
}

/**
 * The connections for pages planned for their values (searches, filtered pages; see
 * `preparingPostgres`), besides the pool of `poolSize`: half as many, two at least.
 *
 * @example
 * valuePoolSize(4); // 2
 */
export function valuePoolSize(poolSize: number): number {
  return Math.max(2, Math.ceil(poolSize / 2));
}

/** Default of {@link DatabaseLocation.statementTimeoutMs}. */
const STATEMENT_TIMEOUT_MS = 30_000;

/** An open, migrated database and how to close it. */
export interface OpenDatabase {
  db: Database;
  /** `pglite` or `postgres`, for logs and the start-up banner. */
  driver: 'pglite' | 'postgres';
  /** Connections the database is used through: the pool's size, 1 for PGlite (for the metrics). */
  connections: number;
  /** A dump of the PGlite data folder (for {@link DatabaseLocation.pgliteDump}); PGlite only. */
  dumpDataDir?: () => Promise<Blob>;
  /** Calls `listener` for every write through `db` to one of `tables` (see {@link WriteWatcher}). */
  onWrite: WriteWatcher['onWrite'];
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
  const watcher = createWriteWatcher();
  const { logger } = watcher;
  const onWrite = watcher.onWrite;

  if (location.databaseUrl) {
    const poolSize = location.poolSize ?? defaultPoolSize();
    // postgres-js would queue every query forever on a pool of none.
    if (!Number.isInteger(poolSize) || poolSize < 1)
      throw new RangeError(`The PostgreSQL pool needs at least one connection, got ${poolSize}`);
    const connect = (max: number) =>
      postgres(location.databaseUrl as string, {
        // Silences "relation already exists, skipping" notices of the migrator.
        onnotice: () => {},
        max,
        connection: { statement_timeout: location.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS },
      });
    const client = preparingPostgres(connect(poolSize), {
      valueClient: () => connect(valuePoolSize(poolSize)),
    });
    const db = drizzlePostgres({ client, schema, logger });
    await migratePostgres(db, { migrationsFolder });
    return {
      db: db,
      driver: 'postgres',
      connections: poolSize,
      onWrite,
      close: () => client.end(),
    };
  }

  const dataDir = location.dataDir ?? 'memory';
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const dump = location.pgliteDump && dataDir === 'memory' ? location.pgliteDump : undefined;
  const client =
    location.pgliteWorker === false
      ? await PGlite.create(dataDir === 'memory' ? undefined : dataDir, {
          // The device search's trigram index (migration 0006) needs pg_trgm.
          extensions: { pg_trgm },
          ...(dump && { loadDataDir: dump }),
        })
      : await openPgliteWorker({ dataDir: dataDir === 'memory' ? undefined : dataDir, dump });
  // A new WAL segment (every 16 MB of writes) was first filled with zeros: 90 ms on this
  // embedded database's only thread, which every request waited for, several times a minute
  // while a bulk job ran. PGlite runs without fsync, so zero-filling buys it nothing.
  await client.exec('set wal_init_zero = off');
  // The worker client has the part of PGlite's interface Drizzle's driver calls (see openPgliteWorker).
  const db = drizzlePglite({ client: client as PGlite, schema, logger });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: db,
    driver: 'pglite',
    connections: 1,
    onWrite,
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
