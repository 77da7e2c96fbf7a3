/**
 * `sql` with each parameter (`$1`, `$2`, …) replaced by its value as a quoted literal, or null
 * when that cannot be done safely. The PGlite worker runs a query that must be planned for its
 * values ({@link PLAN_EACH_RUN}) this way: a statement without parameters keeps the plan made
 * for exactly those values, so the same page asked again (the console's refetches, operators on
 * one view) skips its planning, while other values get a statement and a plan of their own.
 *
 * Each value becomes what the worker would have sent for it: its text, in quotes, of no declared
 * type. PostgreSQL infers the type of such a literal from its place as it infers a parameter's
 * (`limit '26'`, `status = '1'`). Null, undefined, NULL.
 *
 * Not inlined (null is answered, and the query keeps its parameters): a value that is not a
 * string, number, bigint, boolean or null; a string with a backslash or a NUL (a backslash is
 * an escape in `E'…'` and, with `standard_conforming_strings` off, in `'…'`; a NUL would end
 * the query text); a query with a dollar-quoted string or a parameter that `params` lacks.
 * Quotes and comments in `sql` are skipped, so only real parameters are replaced.
 *
 * Self-contained (no imports, no module state, no inner functions): the worker's source includes
 * its text.
 *
 * @example
 * inlineParameters('select * from devices where name ilike $1 limit $2', ["%o'neil%", 26]);
 * // → "select * from devices where name ilike '%o''neil%' limit '26'"
 */
export function inlineParameters(sql: string, params: readonly unknown[]): string | null {
  const literals: string[] = [];
  for (const value of params) {
    if (value === null || value === undefined) {
      literals.push('NULL');
      continue;
    }
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'bigint' && type !== 'boolean') return null;
    const text = String(value);
    if (text.includes('\\') || text.includes('\u0000')) return null;
    literals.push(`'${text.replaceAll("'", "''")}'`);
  }
  // PostgreSQL's identifier characters: a `$` after one of these is part of a name (`a$1`).
  // (A pattern, not a helper function: tsx's esbuild would wrap a named inner function in a
  // `__name` call, which the worker does not have.)
  const nameChar = /[\w$\u0080-\uffff]/;
  let out = '';
  let copied = 0;
  let at = 0;
  while (at < sql.length) {
    const char = sql[at];
    const next = sql[at + 1];
    if (char === "'") {
      // `E'…'` takes backslash escapes; `'…'` only doubles its quotes.
      const escapes = (sql[at - 1] === 'E' || sql[at - 1] === 'e') && !nameChar.test(sql[at - 2] ?? '');
      at += 1;
      for (;;) {
        if (at >= sql.length) return null;
        if (escapes && sql[at] === '\\') at += 2;
        else if (sql[at] === "'" && sql[at + 1] === "'") at += 2;
        else if (sql[at] === "'") break;
        else at += 1;
      }
      at += 1;
    } else if (char === '"') {
      const end = sql.indexOf('"', at + 1);
      if (end < 0) return null;
      at = end + 1;
    } else if (char === '-' && next === '-') {
      const end = sql.indexOf('\n', at);
      at = end < 0 ? sql.length : end + 1;
    } else if (char === '/' && next === '*') {
      // Block comments nest in PostgreSQL.
      let depth = 1;
      at += 2;
      while (depth > 0) {
        if (at >= sql.length) return null;
        if (sql[at] === '/' && sql[at + 1] === '*') {
          depth += 1;
          at += 2;
        } else if (sql[at] === '*' && sql[at + 1] === '/') {
          depth -= 1;
          at += 2;
        } else at += 1;
      }
    } else if (char === '$' && !nameChar.test(sql[at - 1] ?? '')) {
      const digits = /^\d+/.exec(sql.slice(at + 1, at + 12))?.[0];
      // `$tag$…$tag$` or `$$…$$`: a dollar-quoted string, which this does not read.
      if (digits === undefined) return null;
      const literal = literals[Number(digits) - 1];
      if (literal === undefined) return null;
      out += sql.slice(copied, at) + literal;
      at += 1 + digits.length;
      copied = at;
    } else at += 1;
  }
  return out + sql.slice(copied);
}
