import type { Sql } from 'postgres';
import { PLAN_EACH_RUN } from './planEachRun.js';

/**
 * Queries with more parameters than this run unprepared: a list of ids (`inArray`) makes a new
 * text for every length, and each prepared text stays in its connection until the connection
 * is recycled (postgres-js keeps them without limit; it recycles a connection after 30 to 60
 * minutes).
 */
export const MAX_PREPARED_PARAMETERS = 64;

/**
 * Whether a query text runs as a prepared statement on PostgreSQL: one with parameters (a
 * query without any is a migration, a DDL or a one-off text, and a prepared statement takes
 * a single command), at most {@link MAX_PREPARED_PARAMETERS} of them, and not marked to be
 * planned for its own values on every run ({@link PLAN_EACH_RUN}).
 */
export function shouldPrepare(query: string, parameterCount: number): boolean {
  return parameterCount > 0 && parameterCount <= MAX_PREPARED_PARAMETERS && !query.includes(PLAN_EACH_RUN);
}

type UnsafeOptions = NonNullable<Parameters<Sql['unsafe']>[2]>;

/**
 * The postgres-js client as Drizzle should call it: Drizzle's session prepares only the queries
 * given a name (`prepare: name !== undefined`), so every other query was parsed, analysed and
 * planned on every run (a list page: about a fifth of its server time). This client prepares
 * those {@link shouldPrepare} allows, once per connection; PostgreSQL then keeps a generic plan
 * where it costs no more than planning each run, as on the embedded database's worker.
 * Transactions (`begin`) keep postgres-js's own client, unprepared.
 */
export function preparingPostgres(client: Sql): Sql {
  const unsafe: Sql['unsafe'] = (query, parameters, options) =>
    client.unsafe(query, parameters, {
      ...options,
      prepare: shouldPrepare(query, parameters?.length ?? 0),
    } as UnsafeOptions);
  return new Proxy(client, {
    get(target, property, receiver) {
      return property === 'unsafe' ? unsafe : Reflect.get(target, property, receiver);
    },
  });
}
