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
