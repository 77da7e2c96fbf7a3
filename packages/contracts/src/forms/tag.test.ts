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

  it('holds name and description to 255 characters and the color to #rrggbb', () => {
    const long = 'x'.repeat(256);
    expect(
      parse(TagSchema, { company_id: 1, name: 'x'.repeat(255), description: 'd'.repeat(255) }).output,
    ).toBeDefined();
    expect(parse(TagSchema, { company_id: 1, name: long, description: long, color: 'red' }).errors).toEqual({
      name: ['Name must be at most 255 characters'],
      description: ['Description must be at most 255 characters'],
      color: ['Color must be a hex colour such as #1E88E5'],
    });
    expect(parse(TagSchema, { company_id: 1, name: 'x', color: '#1E88E5' }).output).toMatchObject({
      color: '#1E88E5',
    });
  });
});
