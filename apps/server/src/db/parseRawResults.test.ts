import { PGlite, parse, protocol, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRawResults } from './parseRawResults.js';

let pg: PGlite;
beforeAll(async () => {
  pg = await PGlite.create();
});
afterAll(() => pg?.close());

/** What the PGlite worker answers for `sql`: PostgreSQL's wire messages of a simple query. */
async function rawAnswer(sql: string): Promise<ArrayBuffer> {
  const bytes = await pg.execProtocolRaw(protocol.serialize.query(sql));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

const ROWS = `
  select g as id, case when g % 3 = 0 then null else 'Київ 東京 ' || g end as name, '' as empty,
    g * 1.5 as ratio, g % 2 = 0 as even, '{"a":[1,2]}'::json as doc, array[g, g + 1] as pair,
    timestamptz '2026-11-23 12:00:00+00' + g * interval '1 minute' as at,
    repeat('ab', g % 30) as filler, 'ok' as "назва"
  from generate_series(1, 300) g`;

describe('parseRawResults', () => {
  it('reads rows (nulls, empty and multi-byte text, every type) exactly as PGlite’s parser does', async () => {
    const answer = await rawAnswer(ROWS);
    const parsed = parseRawResults(answer, ROWS);
    // PGlite's own reading of the same bytes, with the parsers Drizzle asks for (dates as text).
    const messages: Parameters<typeof parse.parseResults>[0] = [];
    new protocol.Parser().parse(new Uint8Array(answer), (message) => messages.push(message));
    const asText = (value: string) => value;
    const [own] = parse.parseResults(messages, {}, { parsers: { [types.TIMESTAMPTZ]: asText } });
    expect(parsed.fields).toEqual(own?.fields);
    expect(parsed.rows).toHaveLength(300);
    expect(parsed.rows).toEqual(own?.rows);
    expect(parsed.rows[0]).toMatchObject({ id: 1, at: '2026-11-23 12:01:00+00', doc: { a: [1, 2] } });
    expect(parsed.rows[2]).toMatchObject({ id: 3, name: null, empty: '', even: false });
    expect(parsed.rows[3]).toMatchObject({ name: 'Київ 東京 4', ratio: '6.0', even: true });
    expect(parsed.rows[28]).toMatchObject({ filler: 'ab'.repeat(29), назва: 'ok' });
  });

  it('gives rows as arrays in array mode, and the affected rows of a write', async () => {
    const parsed = parseRawResults(await rawAnswer('select 1 as one, null as none'), 'q', 'array');
    expect(parsed.rows).toEqual([[1, null]]);
    await pg.exec('create table t (n int)');
    const written = parseRawResults(await rawAnswer('insert into t select generate_series(1, 7)'), 'q');
    expect(written.affectedRows).toBe(7);
    expect(written.rows).toEqual([]);
  });

  it('reads only the first `length` bytes of a buffer that held a longer answer before', async () => {
    const small = new Uint8Array(await rawAnswer('select 2 as two'));
    const large = new Uint8Array(await rawAnswer('select g from generate_series(1, 50) g'));
    // A reused buffer: the small answer over the start of the large one's bytes.
    const reused = new Uint8Array(large.byteLength);
    reused.set(large);
    reused.set(small);
    expect(parseRawResults(reused.buffer, 'q', 'object', small.byteLength).rows).toEqual([{ two: 2 }]);
  });

  it('throws PostgreSQL’s error with its fields and the query', async () => {
    const sql = 'select 1 / 0';
    expect(() => parseRawResults(new ArrayBuffer(0), sql)).not.toThrow();
    const answer = await rawAnswer(sql);
    expect(() => parseRawResults(answer, sql)).toThrowError(
      expect.objectContaining({ message: 'division by zero', code: '22012', query: sql }),
    );
  });
});
