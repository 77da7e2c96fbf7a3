import { describe, expect, it } from 'vitest';
import { inlineParameters } from './inlineParameters.js';

describe('inlineParameters', () => {
  it('quotes each value as the text the worker would have sent, doubling its quotes', () => {
    expect(
      inlineParameters('select * from devices where name ilike $1 and status = $2 limit $3', [
        "%o'neil%",
        1,
        26,
      ]),
    ).toBe(`select * from devices where name ilike '%o''neil%' and status = '1' limit '26'`);
    expect(inlineParameters('select $1, $2, $3, $4', [null, undefined, true, 10n])).toBe(
      `select NULL, NULL, 'true', '10'`,
    );
  });

  it('replaces $10 as one parameter, and the same parameter wherever it appears', () => {
    const params = Array.from({ length: 10 }, (_, index) => `v${index + 1}`);
    expect(inlineParameters('select $10, $1, $1', params)).toBe(`select 'v10', 'v1', 'v1'`);
  });

  it('leaves what looks like a parameter inside quotes, names and comments', () => {
    const sql = `select '$1', E'it\\'s $1', "col$1", a$1, $1 -- $1\n/* $1 /* nested $1 */ $1 */ from t`;
    expect(inlineParameters(sql, ['x'])).toBe(
      `select '$1', E'it\\'s $1', "col$1", a$1, 'x' -- $1\n/* $1 /* nested $1 */ $1 */ from t`,
    );
    // A doubled quote does not end a string.
    expect(inlineParameters(`select 'a''$1', $1`, ['x'])).toBe(`select 'a''$1', 'x'`);
  });

  it('answers null where inlining could change the query', () => {
    // A backslash is an escape in some strings; a NUL would end the query text.
    expect(inlineParameters('select $1', ['a\\']) ?? 'kept').toBe('kept');
    expect(inlineParameters('select $1', ['a\u0000b']) ?? 'kept').toBe('kept');
    // Arrays and objects are serialised by type elsewhere.
    expect(inlineParameters('select $1', [[1, 2]]) ?? 'kept').toBe('kept');
    expect(inlineParameters('select $1', [{ a: 1 }]) ?? 'kept').toBe('kept');
    // A parameter without a value, a dollar-quoted string, an unterminated quote or comment.
    expect(inlineParameters('select $2', ['x']) ?? 'kept').toBe('kept');
    expect(inlineParameters('select $$a$$, $1', ['x']) ?? 'kept').toBe('kept');
    expect(inlineParameters("select 'a, $1", ['x']) ?? 'kept').toBe('kept');
    expect(inlineParameters('select $1 /* a', ['x']) ?? 'kept').toBe('kept');
  });

  it('cannot be broken out of by a value', () => {
    const hostile = "x'; drop table devices; --";
    const inlined = inlineParameters('select id from devices where name = $1', [hostile]);
    expect(inlined).toBe(`select id from devices where name = 'x''; drop table devices; --'`);
  });
});
