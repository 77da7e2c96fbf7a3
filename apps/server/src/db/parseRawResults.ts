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

/** PostgreSQL's DataRow message type, `D`. */
const DATA_ROW = 0x44;

const utf8 = new TextDecoder();

/**
 * PostgreSQL's wire messages in `bytes`, as PGlite's parser gives them, but with its DataRow
 * messages read here: PGlite's reader copies every field into a new ArrayBuffer before
 * decoding it, which was a fifth of the server thread's time on a list page at a million
 * devices. A field is decoded from a view of the answer instead.
 */
function readMessages(bytes: Uint8Array, push: (message: Message) => void): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parser = new protocol.Parser();
  let at = 0;
  while (at + 5 <= bytes.byteLength) {
    const type = bytes[at];
    const length = view.getInt32(at + 1);
    const end = at + 1 + length;
    if (type === DATA_ROW) {
      const count = view.getInt16(at + 5);
      const fields: (string | null)[] = new Array(count);
      let field = at + 7;
      for (let i = 0; i < count; i++) {
        const size = view.getInt32(field);
        field += 4;
        if (size === -1) {
          fields[i] = null;
        } else {
          fields[i] = utf8.decode(bytes.subarray(field, field + size));
          field += size;
        }
      }
      push({ name: 'dataRow', length, fields, fieldCount: count } as unknown as Message);
    } else {
      parser.parse(bytes.subarray(at, end), push);
    }
    at = end;
  }
}

type Message = Parameters<typeof parse.parseResults>[0][number];

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
  const messages: Message[] = [];
  readMessages(new Uint8Array(raw), (message) => {
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
