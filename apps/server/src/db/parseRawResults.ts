import { parse, protocol, types } from '@electric-sql/pglite';

/** One query's answer, as PGlite gives it. */
export interface RawQueryResults {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

const asText = (value: string) => value;

/**
 * As Drizzle's PGlite driver asks: dates, times and intervals (and their arrays) stay text;
 * Drizzle maps them itself. (The worker's own PGlite queries apply the same list.)
 */
const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText,
  1115: asText,
  1185: asText,
  1187: asText,
  1182: asText,
};

/** The fields of a PostgreSQL error the server reads (`code`, `constraint`, …). */
const ERROR_FIELDS = [
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'where',
  'routine',
] as const;

/**
 * The rows of one query from PostgreSQL's wire messages (`raw`, what the PGlite worker's
 * extended-protocol round answered), parsed here rather than on the database's thread: values
 * by their type with PGlite's own parsers, in `rowMode` (`object` by default). An error message
 * in the answer is thrown as an `Error` with PostgreSQL's fields and the query's text, as
 * PGlite's `query` throws it.
 */
export function parseRawResults(
  raw: ArrayBuffer,
  sql: string,
  rowMode?: 'array' | 'object',
): RawQueryResults {
  const messages: Parameters<typeof parse.parseResults>[0] = [];
  new protocol.Parser().parse(new Uint8Array(raw), (message) => {
    messages.push(message);
  });
  const failure = messages.find((message) => message.name === 'error');
  if (failure) {
    const fields = failure as unknown as Record<string, unknown>;
    const error = new Error(String(fields.message ?? 'PostgreSQL failed'));
    for (const key of ERROR_FIELDS)
      if (fields[key] !== undefined) Object.assign(error, { [key]: fields[key] });
    Object.assign(error, { query: sql });
    throw error;
  }
  const [result] = parse.parseResults(
    messages,
    {},
    { rowMode: rowMode ?? 'object', parsers: DRIZZLE_PARSERS },
  );
  return {
    rows: result?.rows ?? [],
    fields: result?.fields ?? [],
    ...(result?.affectedRows !== undefined && { affectedRows: result.affectedRows }),
  };
}
