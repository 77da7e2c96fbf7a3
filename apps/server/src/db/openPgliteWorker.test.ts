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

describe('the embedded database', () => {
  it('does not fill new WAL segments with zeros (a pause of every request each 16 MB of writes)', async () => {
    const result = await server.db.execute(sql`show wal_init_zero`);
    const rows = Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows;
    // PostgreSQL's own setting is the deployment's, left as it is.
    expect(rows).toEqual([{ wal_init_zero: server.driver === 'pglite' ? 'off' : 'on' }]);
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

      // Scalar parameters take the one-round path (answers parsed on this thread): the same
      // values, errors with their fields, and a query from outside waits for an open
      // transaction instead of running inside it.
      const scalars = await client.query(
        'select $1::int + 1 as n, $2::bool as yes, $3::text as nothing, $4::bigint as big, $5 as word',
        [41, true, null, 9007199254740993n, 'ord'],
      );
      expect(scalars.rows).toEqual([
        { n: 42, yes: true, nothing: null, big: 9007199254740993n, word: 'ord' },
      ]);
      expect(scalars.fields.map((field) => field.name)).toEqual(['n', 'yes', 'nothing', 'big', 'word']);
      const bad = await client.query('select $1::int', ['x']).catch((error: unknown) => error);
      expect(bad).toMatchObject({ code: '22P02', query: 'select $1::int' });
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let insideSaw = -1;
      const open = client.transaction(async (tx) => {
        await tx.query('insert into t (id) values ($1)', [7]);
        const [row] = (await tx.query('select count(*)::int from t where id = $1', [7], { rowMode: 'array' }))
          .rows as number[][];
        insideSaw = row?.[0] ?? -1;
        await held;
        await tx.query('delete from t where id = $1', [7]);
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const outside = client.query('select count(*)::int as n from t where id = $1', [7]);
      let outsideDone = false;
      void outside.then(() => {
        outsideDone = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(outsideDone).toBe(false);
      release();
      await open;
      expect(insideSaw).toBe(1);
      // It ran after the commit: the row the transaction inserted and deleted is not there.
      expect((await outside).rows).toEqual([{ n: 0 }]);

      const copy = await openPgliteWorker({ dump: await client.dumpDataDir() });
      expect((await copy.query('select count(*)::int as n from t')).rows).toEqual([{ n: 2 }]);
      await copy.close();
    } finally {
      await client.close();
    }
  }, 60_000);

  it('reuses the buffers of read answers: each answer reads as its own rows, however large the one before', async () => {
    const client = await openPgliteWorker({});
    try {
      const rows = 'select g as n, repeat($1, $2::int) as filler from generate_series(1, $3::int) g';
      // A large answer, then small ones: each small one is written into a buffer that held more.
      // 700 rows of 2,000 characters are beyond the buffers that are kept (1 MB).
      for (const large of [200, 700, 200]) {
        const answer = await client.query(rows, ['x', 2000, large]);
        expect(answer.rows).toHaveLength(large);
        expect(answer.rows.at(-1)).toEqual({ n: large, filler: 'x'.repeat(2000) });
        for (let small = 0; small < 20; small += 1) {
          const answer = await client.query(rows, ['y', 3, 2]);
          expect(answer.rows).toEqual([
            { n: 1, filler: 'yyy' },
            { n: 2, filler: 'yyy' },
          ]);
        }
      }
      // Answers in flight together each have a buffer of their own.
      const sizes = [1, 300, 2, 150, 3, 40, 4, 500];
      const answers = await Promise.all(
        sizes.map((size) => client.query(rows, [String(size % 10), 50, size])),
      );
      answers.forEach((answer, index) => {
        const size = sizes[index] ?? 0;
        expect(answer.rows).toHaveLength(size);
        expect(answer.rows.at(-1)).toEqual({ n: size, filler: String(size % 10).repeat(50) });
      });
      // An error answer in a reused buffer, then rows again.
      await expect(client.query('select $1::int', ['x'])).rejects.toMatchObject({ code: '22P02' });
      expect((await client.query(rows, ['z', 1, 1])).rows).toEqual([{ n: 1, filler: 'z' }]);
    } finally {
      await client.close();
    }
  }, 60_000);

  it('keeps each query text as a named statement: reused, re-prepared after a change, never stuck on an error', async () => {
    const client = await openPgliteWorker({});
    try {
      await client.exec('create table s (id int primary key, name text)');
      const read = 'select * from s where id > $1 order by id';
      await client.query('insert into s values ($1, $2)', [1, 'one']);
      // Six runs: past the five after which PostgreSQL may keep a statement's generic plan.
      for (let run = 0; run < 6; run += 1) {
        expect((await client.query(read, [0])).rows).toEqual([{ id: 1, name: 'one' }]);
      }
      const named = await client.query('select name from pg_prepared_statements', []);
      expect(named.rows).toContainEqual({ name: 'nf_2' });

      // The table's columns change under the statement: it is prepared afresh, the answer is new.
      await client.exec('alter table s add column note text');
      await client.query('update s set note = $1', ['first']);
      expect((await client.query(read, [0])).rows).toEqual([{ id: 1, name: 'one', note: 'first' }]);

      // A failed run (here the bind) leaves no broken statement behind.
      await expect(client.query(read, ['not a number'])).rejects.toMatchObject({ code: '22P02' });
      expect((await client.query(read, [0])).rows).toHaveLength(1);

      // Past the cache's 256 texts the oldest are closed: PostgreSQL keeps no more than that.
      for (let n = 0; n < 300; n += 1) await client.query(`select $1::int + ${n} as n`, [1]);
      const count = await client.query('select count(*)::int as n from pg_prepared_statements', []);
      expect((count.rows[0] as { n: number }).n).toBeLessThanOrEqual(257);
      expect((await client.query(read, [0])).rows).toHaveLength(1);
    } finally {
      await client.close();
    }
  }, 60_000);
});
