import { types } from '@electric-sql/pglite';

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

/** The fields of a PostgreSQL error the server reads, by their code in an ErrorResponse. */
const ERROR_FIELDS: Readonly<Record<string, string>> = {
  S: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  W: 'where',
  R: 'routine',
};

/** PostgreSQL's backend message types this reader handles; it skips the others. */
const ROW_DESCRIPTION = 0x54; // T
const DATA_ROW = 0x44; // D
const COMMAND_COMPLETE = 0x43; // C
const ERROR_RESPONSE = 0x45; // E

/** Commands whose tag ends in the rows they changed, as PGlite counts `affectedRows`. */
const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

type Parse = (text: string, typeId: number) => unknown;

const utf8 = new TextDecoder();

/** Text from `bytes[start, end)`: short ASCII without the decoder's per-call cost, else UTF-8. */
function text(bytes: Uint8Array, start: number, end: number): string {
  if (end - start > 24) return utf8.decode(bytes.subarray(start, end));
  let out = '';
  for (let at = start; at < end; at++) {
    const byte = bytes[at] as number;
    if (byte > 0x7f) return utf8.decode(bytes.subarray(start, end));
    out += String.fromCharCode(byte);
  }
  return out;
}

/** Where the NUL ending the C string at `start` is. */
function cstringEnd(bytes: Uint8Array, start: number): number {
  const end = bytes.indexOf(0, start);
  return end === -1 ? bytes.byteLength : end;
}

/** The query's error from an ErrorResponse at `body`: PostgreSQL's fields and the query's text. */
function readError(bytes: Uint8Array, body: number, sql: string): Error {
  const found: Record<string, string> = {};
  let at = body;
  while (at < bytes.byteLength && bytes[at] !== 0) {
    const code = String.fromCharCode(bytes[at] as number);
    const end = cstringEnd(bytes, at + 1);
    found[code] = utf8.decode(bytes.subarray(at + 1, end));
    at = end + 1;
  }
  const error = new Error(found.M ?? 'PostgreSQL failed');
  for (const [code, name] of Object.entries(ERROR_FIELDS))
    if (found[code] !== undefined) Object.assign(error, { [name]: found[code] });
  return Object.assign(error, { query: sql });
}

/**
 * The rows of one query from PostgreSQL's wire messages (`raw`, what the PGlite worker's
 * extended-protocol round answered), read here rather than on the database's thread: values
 * by their type with PGlite's own parsers (dates as text, as Drizzle asks), in `rowMode`
 * (`object` by default); the first result's rows and fields, and the rows a write changed.
 * An error message in the answer is thrown as an `Error` with PostgreSQL's fields and the
 * query's text, as PGlite's `query` throws it.
 *
 * One pass over the bytes, each field decoded from a view of the answer: PGlite's reader
 * copied every field into a new ArrayBuffer, then built a message object per row and an
 * entry array per field, which was a fifth of the server thread's time on a list page.
 * `parseRawResults.test.ts` checks the result against PGlite's own parser on the same bytes.
 */
export function parseRawResults(
  raw: ArrayBuffer,
  sql: string,
  rowMode?: 'array' | 'object',
  length = raw.byteLength,
): RawQueryResults {
  const bytes = new Uint8Array(raw, 0, length);
  const view = new DataView(raw, 0, length);
  const asArrays = rowMode === 'array';
  let fields: { name: string; dataTypeID: number }[] = [];
  let handlers: (Parse | undefined)[] = [];
  let rows: unknown[] = [];
  let affectedRows = 0;
  let first: RawQueryResults | undefined;
  let at = 0;
  while (at + 5 <= bytes.byteLength) {
    const type = bytes[at];
    const end = at + 1 + view.getInt32(at + 1);
    const body = at + 5;
    if (type === DATA_ROW) {
      const count = view.getInt16(body);
      let field = body + 2;
      const next = (i: number): unknown => {
        const size = view.getInt32(field);
        field += 4;
        if (size === -1) return null;
        const value = text(bytes, field, field + size);
        field += size;
        const handler = handlers[i];
        return handler ? handler(value, fields[i]?.dataTypeID ?? 0) : value;
      };
      // An object row is filled directly, with no array between: rows die young (see
      // flatSelection). Each kind of row has its own loop, so that each store sees one shape.
      if (asArrays) {
        const row: unknown[] = new Array(count);
        for (let i = 0; i < count; i++) row[i] = next(i);
        rows.push(row);
      } else {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < count; i++) row[fields[i]?.name ?? String(i)] = next(i);
        rows.push(row);
      }
    } else if (type === ROW_DESCRIPTION) {
      const count = view.getInt16(body);
      fields = new Array(count);
      let field = body + 2;
      for (let i = 0; i < count; i++) {
        const nameEnd = cstringEnd(bytes, field);
        const name = text(bytes, field, nameEnd);
        // After the name: table OID (4), column (2), type OID (4), size (2), modifier (4), format (2).
        const dataTypeID = view.getInt32(nameEnd + 7);
        fields[i] = { name, dataTypeID };
        field = nameEnd + 19;
      }
      handlers = fields.map(
        (field) =>
          (DRIZZLE_PARSERS as Record<number, Parse>)[field.dataTypeID] ??
          (types.parsers as Record<number, Parse>)[field.dataTypeID],
      );
    } else if (type === COMMAND_COMPLETE) {
      const tag = utf8.decode(bytes.subarray(body, cstringEnd(bytes, body))).split(' ');
      if (WRITES.has(tag[0] ?? '')) affectedRows += Number.parseInt(tag.at(-1) ?? '', 10) || 0;
      first ??= { rows, fields, affectedRows };
      rows = [];
      fields = [];
    } else if (type === ERROR_RESPONSE) {
      throw readError(bytes, body, sql);
    }
    at = end;
  }
  return first ?? { rows: [], fields: [], affectedRows: 0 };
}
