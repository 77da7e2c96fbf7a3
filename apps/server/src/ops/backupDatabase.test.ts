import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiGet, apiSend, signIn } from '../../test/support/signIn.js';
import { buildServer } from '../buildServer.js';
import { backupDatabase, restoreDatabase } from './backupDatabase.js';

const root = mkdtempSync(join(tmpdir(), 'netfleet-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The server's start command with `args` (`backup <file>`, `restore <file>`), as `npm run backup` runs it. */
function serverCommand(args: string[], dataRoot: string, env: Record<string, string> = {}) {
  const packageDir = join(import.meta.dirname, '..', '..');
  return spawnSync(
    join(packageDir, 'node_modules', '.bin', 'tsx'),
    ['--conditions=@netfleet/source', 'src/main.ts', ...args],
    {
      cwd: packageDir,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataRoot, INIT_CWD: root, ...env },
      encoding: 'utf8',
    },
  );
}

/** A server on the PGlite folder of `dataRoot` (the layout of `DATA_DIR`), demo data seeded. */
const startOn = (dataRoot: string) =>
  buildServer({ dataDir: join(dataRoot, 'pglite'), demo: { deviceCount: 4, testPasswordHashes: true } });

describe('backup and restore of the embedded database', () => {
  it('writes, backs up, wipes, restores and reads the data again (npm run backup / restore)', async () => {
    const dataRoot = join(root, 'data');
    const first = await startOn(dataRoot);
    try {
      const session = await signIn(first.app, 'end_user@netfleet.test');
      const stored = await apiSend(first.app, 'POST', '/api/storage', session, {
        key: 'backup-probe',
        value: 'written before the backup',
      });
      expect(stored.statusCode, stored.body).toBeLessThan(300);
    } finally {
      await first.close();
    }

    const backup = serverCommand(['backup', 'netfleet.tar.gz'], dataRoot);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('Backed up');
    expect(existsSync(join(root, 'netfleet.tar.gz'))).toBe(true);

    rmSync(dataRoot, { recursive: true, force: true });
    const restore = serverCommand(['restore', 'netfleet.tar.gz'], dataRoot);
    expect(restore.status, restore.stderr).toBe(0);

    const second = await startOn(dataRoot);
    try {
      // Demo data goes only into an empty database: the restored one is not reseeded.
      expect(second.seeded).toBe(false);
      const session = await signIn(second.app, 'end_user@netfleet.test');
      const read = await apiGet(second.app, '/api/storage', session);
      expect(read.json().data).toContainEqual({ key: 'backup-probe', value: 'written before the backup' });
    } finally {
      await second.close();
    }
  }, 120_000);

  it('never restores over a database, and never backs up one a server has open', async () => {
    const dataDir = join(root, 'busy', 'pglite');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'PG_VERSION'), '17\n');
    await expect(restoreDatabase(dataDir, join(root, 'netfleet.tar.gz'))).rejects.toThrow(
      /already holds a database/,
    );
    writeFileSync(join(dataDir, 'postmaster.pid'), '-42\n');
    await expect(backupDatabase(dataDir, join(root, 'torn.tar.gz'))).rejects.toThrow(
      /in use by a running server/,
    );
    expect(existsSync(join(root, 'torn.tar.gz'))).toBe(false);
    await expect(backupDatabase(join(root, 'nothing-here'), join(root, 'x.tar.gz'))).rejects.toThrow(
      /no database/,
    );
  });

  it('refuses DATABASE_URL and DATA_DIR=memory with a hint instead of a backup', () => {
    const memory = serverCommand(['backup', 'x.tar.gz'], 'memory');
    expect(memory.status).toBe(2);
    expect(memory.stderr).toContain('DATA_DIR=memory');
    const postgres = serverCommand(['backup', 'x.tar.gz'], join(root, 'data'), {
      DATABASE_URL: 'postgres://netfleet@127.0.0.1:1/netfleet',
    });
    expect(postgres.status).toBe(2);
    expect(postgres.stderr).toContain('pg_dump');
    const usage = serverCommand(['backup'], join(root, 'data'));
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('usage: backup <file> | restore <file>');
    // Three runs of the start command, each compiling the server with tsx: 37 s on a loaded
    // 2-core machine, past the suite's 20 s.
  }, 90_000);
});
