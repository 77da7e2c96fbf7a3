import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type BuildServerOptions, buildServer, type NetfleetServer } from '../../src/index.js';
import { TEMPLATE_DATABASE, withDatabase } from './testDatabaseUrl.js';

/** The origin `app.inject()` requests are addressed to (Host: localhost:80). */
export const ORIGIN = 'http://localhost';

export { TEST_DEVICE_COUNT } from './testFleet.js';

/** A clock the test can move, for token expiry. */
export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

/** A clock that starts at the real time and moves only when told. */
export function createTestClock(): TestClock {
  let at = Date.now();
  return {
    now: () => at,
    advance: (ms) => {
      at += ms;
    },
  };
}

let template: Blob | undefined;

/**
 * A server holding the demo data (60 devices, cheap demo password hashes), started from the
 * database the global setup prepared. In the `pglite` run (`globalSetup.ts`): PGlite in memory
 * from the prepared dump. In the `postgres` run (`postgresSetup.ts`): a database of its own on
 * the test PostgreSQL, cloned from the prepared template and dropped at `close()`. Start one
 * per test file in `beforeAll`.
 */
export function startTestServer(options: Omit<BuildServerOptions, 'demo'> = {}): Promise<NetfleetServer> {
  // TEST_LOG=1 prints the servers' request and error logs (off: they would drown the report).
  // Demo users sign in with the password alone here (signed in by the dozen); the tests of
  // the second factor at sign-in turn it on.
  // The telemetry and credit jobs stay off: a test runs a pass when it means to.
  options = {
    logger: process.env.TEST_LOG === '1',
    signInSecondFactor: false,
    telemetry: { jobs: false },
    credits: { jobs: false },
    ...options,
  };
  const adminUrl = inject('postgresAdminUrl');
  if (adminUrl) return startOnPostgres(adminUrl, options);
  const file = inject('pgliteTemplate');
  if (!file) throw new Error('no test database: run vitest with a project (pglite or postgres)');
  template ??= new Blob([readFileSync(file)]);
  return buildServer({ dataDir: 'memory', pgliteDump: template, ...options });
}

let databases = 0;

/** A fresh database cloned from the template, a server on it, and the database dropped at close. */
async function startOnPostgres(
  adminUrl: string,
  options: Omit<BuildServerOptions, 'demo'>,
): Promise<NetfleetServer> {
  const name = await createTestDatabase(adminUrl);
  const server = await buildServer({ databaseUrl: withDatabase(adminUrl, name), ...options });
  const close = server.close;
  let closed: Promise<void> | undefined;
  server.close = () => {
    closed ??= close().then(() => dropTestDatabase(adminUrl, name));
    return closed;
  };
  return server;
}

/**
 * Creates a database cloned from the test template on the `postgres` run's server (a copy of
 * files: far quicker than migrating and seeding) and returns its name. For tests that start
 * servers of their own on one database (`twoProcesses.test.ts`).
 */
export async function createTestDatabase(adminUrl: string): Promise<string> {
  databases += 1;
  const name = `netfleet_test_${process.pid}_${databases}`;
  const admin = postgres(adminUrl, { onnotice: () => {}, max: 1 });
  try {
    await admin.unsafe(`create database ${name} template ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  return name;
}

/** Drops a test database, closing whatever connections are left on it. */
export async function dropTestDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = postgres(adminUrl, { onnotice: () => {}, max: 1 });
  try {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
