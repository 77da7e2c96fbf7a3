import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPoolSize, type NetfleetServer } from '../src/index.js';
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

/** The backends of `count` queries of `server` run at once, each sleeping `seconds`. */
async function backendsOf(server: NetfleetServer, count: number, seconds: number): Promise<Set<number>> {
  const pids = await Promise.all(
    Array.from({ length: count }, async () => {
      const rows = (await server.db.execute(
        sql`select pg_backend_pid() as pid, pg_sleep(${seconds})::text as slept`,
      )) as unknown as { pid: number }[];
      return rows[0]?.pid as number;
    }),
  );
  return new Set(pids);
}

describe('the PostgreSQL pool', () => {
  it("opens defaultPoolSize() connections unless told otherwise: twice the host's cores, 4 to 10", async () => {
    expect((await backendsOf(server, 12, 0.05)).size).toBe(defaultPoolSize());
  });

  it('runs its queries on at most databasePoolSize connections, the others waiting their turn on them', async () => {
    const small = await startTestServer({ databasePoolSize: 2 });
    try {
      const started = performance.now();
      expect((await backendsOf(small, 6, 0.1)).size).toBe(2);
      // Three sleeps in turn on each connection: at least 300 ms (six side by side took 100).
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    } finally {
      await small.close();
    }
  });
});
