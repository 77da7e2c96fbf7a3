import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * A PGlite folder in use has `postmaster.pid` (PGlite removes it at close): a server running on
 * it, or one that was killed. Copying files a running server writes gives a torn backup, and a
 * second PGlite on the same files corrupts them.
 */
function assertNotInUse(dataDir: string): void {
  if (existsSync(join(dataDir, 'postmaster.pid'))) {
    throw new Error(
      `${dataDir} is in use by a running server (or one that was killed: start and stop it once). Stop the server first.`,
    );
  }
}

const isEmptyFolder = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * Writes a backup of the embedded database in `dataDir` to `file`: PGlite's data folder as a
 * gzipped tar (`dumpDataDir`), the format {@link restoreDatabase} reads. The server must be
 * stopped. The file appears whole or not at all (written beside it, then renamed).
 *
 * @returns the size of the backup in bytes.
 */
export async function backupDatabase(dataDir: string, file: string): Promise<number> {
  if (isEmptyFolder(dataDir)) throw new Error(`There is no database in ${dataDir} to back up.`);
  assertNotInUse(dataDir);
  const client = await PGlite.create(dataDir);
  let dump: Blob;
  try {
    dump = await client.dumpDataDir('gzip');
  } finally {
    await client.close();
  }
  const bytes = Buffer.from(await dump.arrayBuffer());
  writeFileSync(`${file}.partial`, bytes);
  renameSync(`${file}.partial`, file);
  return bytes.length;
}

/**
 * Restores a backup of {@link backupDatabase} into `dataDir`, which must be empty or absent:
 * a restore never overwrites a database (move the old folder away first, it may be the only
 * copy). The next server start applies any newer migrations.
 */
export async function restoreDatabase(dataDir: string, file: string): Promise<void> {
  if (!isEmptyFolder(dataDir)) {
    throw new Error(`${dataDir} already holds a database: move it away (or delete it) before restoring.`);
  }
  const dump = new Blob([readFileSync(file)]);
  // PGlite creates the data folder itself, but not its parents (a wiped DATA_DIR).
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { loadDataDir: dump });
  try {
    // Reads a catalog table: a truncated or foreign file fails here, not at the next start.
    await client.query('select count(*) from pg_class');
  } finally {
    await client.close();
  }
}
