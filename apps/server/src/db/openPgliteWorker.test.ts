import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/support/testServer.js';
import type { NetfleetServer } from '../index.js';
import { openPgliteWorker } from './openPgliteWorker.js';

let server: NetfleetServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('the database off the event loop', () => {
  it('answers a request that needs no database while a one-second query runs', async () => {
    const slow = server.db.execute(sql`select pg_sleep(1)`);
    // Let the query reach the database first.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const response = await server.app.inject({ url: '/versionWorker.js' });
    const waited = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(waited).toBeLessThan(400);
    const slowStarted = performance.now();
    await slow;
    // The slow query was still running when the other request finished.
    expect(performance.now() - slowStarted).toBeGreaterThan(200);
  });
});

describe('openPgliteWorker', () => {
  // Two fresh PGlite instances start inside workers here: seconds each on a loaded two-core machine.
  it('runs queries, commits and rolls back transactions, reports PostgreSQL errors and dumps', async () => {
    const client = await openPgliteWorker({});
    try {
      await client.exec('create table t (id int primary key, at timestamptz, doc jsonb)');
      await client.query('insert into t values ($1, $2, $3)', [1, '2026-01-02T03:04:05Z', { a: [1] }]);
      const { rows } = await client.query('select * from t', [], { rowMode: 'object' });
      // Timestamps stay strings (Drizzle maps them); JSON arrives parsed.
      expect(rows).toEqual([{ id: 1, at: expect.stringMatching(/^2026-01-02/), doc: { a: [1] } }]);

      await client.transaction(async (tx) => {
        await tx.query('insert into t (id) values (2)');
      });
      await expect(
        client.transaction(async (tx) => {
          await tx.query('insert into t (id) values (3)');
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      const ids = await client.query('select id from t order by id', [], { rowMode: 'array' });
      expect(ids.rows).toEqual([[1], [2]]);

      const duplicate = await client.query('insert into t (id) values (1)').catch((error: unknown) => error);
      expect(duplicate).toMatchObject({ code: '23505', constraint: 't_pkey' });

      const copy = await openPgliteWorker({ dump: await client.dumpDataDir() });
      expect((await copy.query('select count(*)::int as n from t')).rows).toEqual([{ n: 2 }]);
      await copy.close();
    } finally {
      await client.close();
    }
  }, 60_000);
});
