import { resolve } from 'node:path';
import { readServerEnv } from '../config/readServerEnv.js';
import { backupDatabase, restoreDatabase } from './backupDatabase.js';

/** The commands of {@link runDatabaseCommand}. */
const COMMANDS = ['backup', 'restore'] as const;

/** True when the server's first argument is a database command instead of "start". */
export function isDatabaseCommand(name: string | undefined): name is (typeof COMMANDS)[number] {
  return (COMMANDS as readonly (string | undefined)[]).includes(name);
}

/**
 * `backup <file>` and `restore <file>` of the embedded database in `DATA_DIR` (the server's own
 * setting, so both find the folder the server uses). Paths are relative to where the command
 * was typed (`INIT_CWD`, set by npm and pnpm, which run scripts in the package folder).
 *
 * @returns the process exit code.
 */
export async function runDatabaseCommand(argv: readonly string[]): Promise<number> {
  const [command, file] = argv;
  const cwd = process.env.INIT_CWD ?? process.cwd();
  if (!isDatabaseCommand(command) || !file) {
    console.error('usage: backup <file> | restore <file>');
    return 2;
  }
  const { options } = readServerEnv(process.env, cwd);
  if (options.databaseUrl) {
    console.error(
      'DATABASE_URL is set: back up a PostgreSQL server with pg_dump and restore with pg_restore.',
    );
    return 2;
  }
  const dataDir = options.dataDir ?? 'memory';
  if (dataDir === 'memory') {
    console.error('DATA_DIR=memory keeps no database to back up or restore.');
    return 2;
  }
  const path = resolve(cwd, file);
  try {
    if (command === 'backup') {
      const bytes = await backupDatabase(dataDir, path);
      console.log(`Backed up ${dataDir} to ${path} (${(bytes / 1024 / 1024).toFixed(1)} MiB).`);
    } else {
      await restoreDatabase(dataDir, path);
      console.log(`Restored ${path} into ${dataDir}. Start the server to use it.`);
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}
