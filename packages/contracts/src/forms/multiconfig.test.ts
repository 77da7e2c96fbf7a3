import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MulticonfigUploadSchema } from './multiconfig.js';

/** The messages of a failed parse by field path, or the output of a successful one. */
function parse(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) return { output: result.output };
  return { errors: v.flatten(result.issues).nested };
}

describe('MulticonfigUploadSchema', () => {
  const file = { name: 'spec.JSON', size: 120, type: 'application/json' };

  it('requires a system type and a .json file; overwrite defaults to false', () => {
    expect(parse(MulticonfigUploadSchema, { system_type: 'rutos', file })).toEqual({
      output: { system_type: 'rutos', file, overwrite: false },
    });
    expect(parse(MulticonfigUploadSchema, {}).errors).toEqual({
      system_type: ['System type is required'],
      file: ['File is required'],
    });
  });

  it('refuses other system types and files', () => {
    expect(
      parse(MulticonfigUploadSchema, { system_type: 'openwrt', file: { name: 'a.txt', size: 1 } }).errors,
    ).toEqual({
      system_type: ['System type must be rutos or tswos'],
      file: ['Only .json files are allowed'],
    });
    expect(parse(MulticonfigUploadSchema, { system_type: 'tswos', file: 'a.json' }).errors).toEqual({
      file: ['File is required'],
    });
  });

  it('reads overwrite from booleans and multipart text', () => {
    for (const [input, output] of [
      [true, true],
      ['1', true],
      ['true', true],
      [0, false],
      ['false', false],
    ] as const) {
      expect(
        parse(MulticonfigUploadSchema, { system_type: 'tswos', file, overwrite: input }).output,
      ).toMatchObject({
        overwrite: output,
      });
    }
    expect(parse(MulticonfigUploadSchema, { system_type: 'tswos', file, overwrite: 'yes' }).errors).toEqual({
      overwrite: ['Overwrite must be true or false'],
    });
  });
});
