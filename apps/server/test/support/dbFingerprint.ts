import { sql } from 'drizzle-orm';
import type { NetfleetServer } from '../../src/index.js';

type Rows<T> = { rows?: T[] } | T[];
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : (result.rows ?? []));

let tableNames: string[] | undefined;

/**
 * A digest of every row of every table, in one query: equal fingerprints mean the database
 * holds exactly the same data. For "a failed request changes nothing".
 */
export async function dbFingerprint(server: NetfleetServer): Promise<Record<string, string>> {
  tableNames ??= rowsOf(
    (await server.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as Rows<{ tablename: string }>,
  ).map((row) => row.tablename);
  const parts = tableNames.map(
    (name) =>
      sql`select ${name} as t, count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as d from ${sql.identifier(name)} x`,
  );
  const rows = rowsOf(
    (await server.db.execute(sql.join(parts, sql` union all `))) as unknown as Rows<{ t: string; d: string }>,
  );
  return Object.fromEntries(rows.map((row) => [row.t, row.d]));
}
