/**
 * The rows of `db.execute(sql…)`: postgres-js answers an array of rows, PGlite `{ rows }`;
 * raw statements here read both the same way.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: unknown } | null)?.rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

/** A PostgreSQL array literal of ids (`{1,2,3}`), bound as one parameter and cast to `int[]`. */
export function idArray(ids: Iterable<number>): string {
  return `{${[...ids].map((id) => Math.trunc(id)).join(',')}}`;
}
