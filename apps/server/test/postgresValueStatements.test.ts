import postgres, { type Sql } from 'postgres';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { PLAN_EACH_RUN } from '../src/db/planEachRun.js';
import { preparingPostgres } from '../src/db/preparingPostgres.js';

/**
 * `preparingPostgres` on a real PostgreSQL, through real postgres-js clients: what PostgreSQL
 * keeps of a page planned for its values. The `postgres` run only (its unit test, with
 * stand-in clients, runs in both).
 */
describe('a value-planned page on PostgreSQL', () => {
  const adminUrl = inject('postgresAdminUrl') ?? '';
  const clients: Sql[] = [];
  const client = () => {
    // One connection each: the statements a connection keeps are what pg_prepared_statements shows.
    const made = postgres(adminUrl, { max: 1, onnotice: () => {} });
    clients.push(made);
    return made;
  };
  afterAll(() => Promise.all(clients.map((made) => made.end())));

  it('is a prepared statement of the client for values, with its values inlined, planned once and run again', async () => {
    if (!adminUrl) throw new Error('this test runs in the postgres project only');
    const preparing = preparingPostgres(client(), { valueClient: client });
    const page = `select n from generate_series(1, 50) as n where n > $1 order by n limit $2 ${PLAN_EACH_RUN}`;
    for (let run = 0; run < 3; run += 1) {
      expect((await preparing.unsafe(page, [10, 3])).map((row) => row.n)).toEqual([11, 12, 13]);
    }
    const values = clients[1];
    if (!values) throw new Error('no client for values was made');
    const kept = await values.unsafe(
      'select statement, generic_plans::int, custom_plans::int from pg_prepared_statements where statement like $1',
      ['%generate_series%'],
    );
    expect(kept).toEqual([
      {
        statement: `select n from generate_series(1, 50) as n where n > '10' order by n limit '3' ${PLAN_EACH_RUN}`,
        generic_plans: 3,
        custom_plans: 0,
      },
    ]);
    await preparing.end();
  });
});
