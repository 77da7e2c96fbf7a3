import type { Sql } from 'postgres';
import { inlineParameters } from './inlineParameters.js';
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
 * Texts a client for value-planned statements prepares before a new client takes its place and
 * it is ended (its statements go with its connections): at most this many plans kept per
 * connection, whatever the searches and filters asked.
 */
export const VALUE_STATEMENTS_KEPT = 256;

/** Options of {@link preparingPostgres}. */
export interface PreparingOptions {
  /**
   * Makes a client for the queries planned for their values ({@link PLAN_EACH_RUN}): each runs
   * there with its values inlined, as a statement of its own. Without it they run unprepared.
   */
  valueClient?: () => Sql;
}

/** The client that keeps the value-planned statements, and the texts it has prepared. */
interface ValueStatements {
  client: Sql;
  texts: Set<string>;
}

/**
 * The postgres-js client as Drizzle should call it: Drizzle's session prepares only the queries
 * given a name (`prepare: name !== undefined`), so every other query was parsed, analysed and
 * planned on every run (a list page: about a fifth of its server time). This client prepares
 * those {@link shouldPrepare} allows, once per connection; PostgreSQL then keeps a generic plan
 * where it costs no more than planning each run, as on the embedded database's worker.
 *
 * A query planned for its values ({@link PLAN_EACH_RUN}: a search, a filtered page) goes, with
 * its values inlined (`inlineParameters`), to a client of its own (`valueClient`) as a prepared
 * statement: planned once for exactly those values, and reused when the same page is asked
 * again, as the embedded database's worker does. PostgreSQL planned such a page on every run:
 * 1 ms of a name search's 2.2 and 0.45 of a filter and sort's 0.85. That client is replaced
 * after {@link VALUE_STATEMENTS_KEPT} texts, since postgres-js keeps every statement it
 * prepared until its connection ends. A query whose values cannot be inlined runs unprepared.
 * Transactions (`begin`) keep postgres-js's own client, unprepared. `end()` ends both clients.
 */
export function preparingPostgres(client: Sql, preparing: PreparingOptions = {}): Sql {
  let values: ValueStatements | undefined;
  // Once ended, no new client for values is made: such a query goes to the ended client, and fails.
  let ended = false;
  const retired = new Set<Promise<void>>();
  const retire = (old: Sql) => {
    // Its queries under way finish first; after a minute it is closed regardless.
    const ending = old.end({ timeout: 60 }).catch(() => undefined);
    retired.add(ending);
    void ending.finally(() => retired.delete(ending));
  };
  const valueClientFor = (text: string): Sql | undefined => {
    if (!preparing.valueClient || ended) return undefined;
    if (values && !values.texts.has(text) && values.texts.size >= VALUE_STATEMENTS_KEPT) {
      retire(values.client);
      values = undefined;
    }
    if (!values) {
      const fresh = preparing.valueClient();
      // Drizzle's driver set its type parsers (timestamps as text) on the first client's options.
      Object.assign(fresh.options.parsers, client.options.parsers);
      Object.assign(fresh.options.serializers, client.options.serializers);
      values = { client: fresh, texts: new Set() };
    }
    values.texts.add(text);
    return values.client;
  };
  const unsafe: Sql['unsafe'] = (query, parameters, options) => {
    if (query.includes(PLAN_EACH_RUN)) {
      const inlined = inlineParameters(query, parameters ?? []);
      const target = inlined === null ? undefined : valueClientFor(inlined);
      // `simple: false`: postgres-js sends a text without parameters as a simple query, which
      // PostgreSQL plans on every run and never keeps.
      if (inlined !== null && target)
        return target.unsafe(inlined, [], { ...options, prepare: true, simple: false } as UnsafeOptions);
    }
    return client.unsafe(query, parameters, {
      ...options,
      prepare: shouldPrepare(query, parameters?.length ?? 0),
    } as UnsafeOptions);
  };
  const end: Sql['end'] = async (options) => {
    ended = true;
    const current = values?.client;
    values = undefined;
    await Promise.all([client.end(options), current?.end(options), ...retired]);
  };
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') return unsafe;
      if (property === 'end') return end;
      return Reflect.get(target, property, receiver);
    },
  });
}
