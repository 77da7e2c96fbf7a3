import { type SQL, sql } from 'drizzle-orm';

/**
 * `json_build_object('t', json_agg(x.t ORDER BY x.<order>), …)` over the rows of `x`: the
 * columnar answer built by the database as JSON text, so that thousands of points cross no
 * row parsing and no `JSON.stringify` on the way out (a 7-day raw range is ~2,000 rows of 8
 * values; 10,000 fixes of 7). An empty range gives empty arrays. Names are this module's
 * constants, never input.
 */
export function columnsJson(columns: readonly string[], order: string): SQL {
  const pairs = columns.map(
    (name) => `'${name}', COALESCE(json_agg(x.${name} ORDER BY x.${order}), '[]'::json)`,
  );
  return sql.raw(`json_build_object(${pairs.join(', ')})`);
}
