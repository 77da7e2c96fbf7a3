import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/openDatabase.js';
import { seedTestDatabase } from './seedTestDatabase.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** File holding the PGlite dump of the migrated, seeded test database (the `pglite` run). */
    pgliteTemplate?: string;
  }
}

/**
 * Prepares the test database once per run: PGlite in memory, migrated, seeded with the demo
 * data (60 devices, cheap password hashes), dumped to a temporary file. Every test file's
 * server starts from that dump instead of initialising and seeding PostgreSQL again.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'netfleet-server-tests-'));
  const file = join(folder, 'pglite.tar');
  const database = await openDatabase({ dataDir: 'memory' });
  try {
    await seedTestDatabase(database.db);
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('PGlite did not dump its data folder');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
