import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort.js';

/** A running PostgreSQL server the tests may create and drop databases on. */
export interface TestPostgres {
  /** URL of its `postgres` database, as a superuser: for `CREATE DATABASE`. */
  adminUrl: string;
  stop(): Promise<void>;
}

/** The bin folder of the newest Debian PostgreSQL (`/usr/lib/postgresql/<major>/bin`). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors[0]) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return join(root, majors[0], 'bin');
}

/**
 * The user and group to run PostgreSQL as: PostgreSQL refuses to run as root, so as root
 * (CI, containers) it runs as Debian's `postgres` user; as anyone else, as that user.
 */
function postgresOwner(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * The PostgreSQL to test against: `DATABASE_URL` when set (a superuser's URL: the tests create
 * a database per test file), else a throwaway server of Debian's `postgresql` package
 * (`.ci/run` installs it) in a temporary folder on a free loopback port, tuned for tests
 * (no fsync: its data is thrown away).
 */
export async function startPostgres(): Promise<TestPostgres> {
  if (process.env.DATABASE_URL) return { adminUrl: process.env.DATABASE_URL, stop: async () => {} };
  const bin = postgresBin();
  const owner = postgresOwner();
  const folder = mkdtempSync(join(tmpdir(), 'netfleet-postgres-'));
  const data = join(folder, 'data');
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const asOwner = owner ? { uid: owner.uid, gid: owner.gid } : {};
  execFileSync(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'netfleet', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
    { ...asOwner, stdio: 'pipe' },
  );
  const port = await freePort();
  const child: ChildProcess = spawn(
    join(bin, 'postgres'),
    [
      ...['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', folder],
      ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
      ...['-c', 'max_connections=200'],
    ],
    { ...asOwner, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let log = '';
    child.once('error', (error) => reject(new Error(`postgres could not start: ${error.message}`)));
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`postgres exited with ${code}:\n${log}`)));
  });
  return {
    adminUrl: `postgres://netfleet@127.0.0.1:${port}/postgres`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(folder, { recursive: true, force: true });
          resolve();
        });
        // SIGINT: PostgreSQL's fast shutdown (ends open sessions instead of waiting for them).
        child.kill('SIGINT');
      }),
  };
}
