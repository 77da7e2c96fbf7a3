import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TagSchema } from './tag.js';

/** The messages of a failed parse by field path, or the output of a successful one. */
function parse(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) return { output: result.output };
  return { errors: v.flatten(result.issues).nested };
}

describe('TagSchema', () => {
  it('requires company and name; description and color are optional', () => {
    expect(parse(TagSchema, { company_id: 1, name: ' prod ' })).toEqual({
      output: { company_id: 1, name: 'prod' },
    });
    expect(parse(TagSchema, { company_id: 1, name: 'x', description: ' d ', color: '#ff0000' })).toEqual({
      output: { company_id: 1, name: 'x', description: 'd', color: '#ff0000' },
    });
    expect(parse(TagSchema, { company_id: 1, name: 'x', description: null, color: '' })).toEqual({
      output: { company_id: 1, name: 'x', description: undefined, color: undefined },
    });
    expect(parse(TagSchema, { description: 'd' }).errors).toEqual({
      company_id: ['Company is required'],
      name: ['Name is required'],
    });
    expect(parse(TagSchema, { company_id: 1, name: 'x', color: 5 }).errors).toEqual({
      color: ['Color must be text'],
    });
  });
});
