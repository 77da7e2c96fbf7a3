import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NetfleetServer } from '../src/index.js';
import { startTestServer } from './support/testServer.js';

let server: NetfleetServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The `postgres` run really runs on PostgreSQL, a database of its own, cloned with the demo data. */
describe('the postgres test run', () => {
  it('runs on a PostgreSQL server, not PGlite, in a database cloned from the template', async () => {
    expect(server.driver).toBe('postgres');
    const rows = (await server.db.execute(
      sql`select current_database() as name, version() as version, (select count(*)::int from devices) as devices`,
    )) as unknown as { name: string; version: string; devices: number }[];
    expect(rows[0]?.name).toMatch(/^netfleet_test_\d+_\d+$/);
    expect(rows[0]?.version).toMatch(/^PostgreSQL \d+/);
    expect(rows[0]?.devices).toBe(60);
  });
});

describe('the PostgreSQL pool', () => {
  it('runs its queries on at most databasePoolSize connections, the others waiting their turn on them', async () => {
    const small = await startTestServer({ databasePoolSize: 2 });
    try {
      const started = performance.now();
      const pids = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const rows = (await small.db.execute(
            sql`select pg_backend_pid() as pid, pg_sleep(0.1)::text as slept`,
          )) as unknown as { pid: number }[];
          return rows[0]?.pid;
        }),
      );
      expect(new Set(pids).size).toBe(2);
      // Three sleeps in turn on each connection: at least 300 ms (six side by side took 100).
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    } finally {
      await small.close();
    }
  });
});
