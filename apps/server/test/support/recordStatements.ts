import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { NetfleetServer } from '../../src/index.js';

type Db = NetfleetServer['db'];

/**
 * The database `db` as a pass of raw statements sees it, with each statement's text kept in
 * `statements` as it is sent (`db.execute` only: the maintenance pass's own calls).
 */
export function recordStatements(db: Db): { db: Db; statements: string[] } {
  const dialect = new PgDialect();
  const statements: string[] = [];
  const recording = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return (query: SQL) => {
        statements.push(dialect.sqlToQuery(query).sql);
        return target.execute(query);
      };
    },
  });
  return { db: recording, statements };
}
