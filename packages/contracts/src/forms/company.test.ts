import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AddCompanySchema,
  CompanyNameSchema,
  isUnchangedValue,
  MoveCompaniesSchema,
  UNCHANGED_VALUE_MESSAGE,
} from './company.js';

/** The messages of a failed parse by field path, or the output of a successful one. */
function parse(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) return { output: result.output };
  return { errors: v.flatten(result.issues).nested };
}

describe('AddCompanySchema', () => {
  it('accepts a name of 3 characters and a parent, trimming and reading a numeric string', () => {
    expect(parse(AddCompanySchema, { name: ' Acme ', parent_id: '4' })).toEqual({
      output: { name: 'Acme', parent_id: 4 },
    });
  });

  it('requires both fields', () => {
    expect(parse(AddCompanySchema, {})).toEqual({
      errors: { name: ['Name is required'], parent_id: ['Parent company is required'] },
    });
    expect(parse(AddCompanySchema, { name: '   ', parent_id: '' })).toEqual({
      errors: { name: ['Name is required'], parent_id: ['Parent company is required'] },
    });
    expect(parse(AddCompanySchema, { name: 'Acme', parent_id: null }).errors).toEqual({
      parent_id: ['Parent company is required'],
    });
    expect(parse(AddCompanySchema, { name: 'Acme', parent_id: 0 }).errors).toEqual({
      parent_id: ['Parent company is required'],
    });
  });

  it('needs at least 3 characters, counted after trimming', () => {
    expect(parse(AddCompanySchema, { name: ' Ab ', parent_id: 1 }).errors).toEqual({
      name: ['Name must be at least 3 characters'],
    });
  });
});

describe('company name edit', () => {
  it('uses the new-company name rules', () => {
    expect(parse(CompanyNameSchema, { name: 'Acme' })).toEqual({ output: { name: 'Acme' } });
    expect(parse(CompanyNameSchema, { name: 'A' }).errors).toEqual({
      name: ['Name must be at least 3 characters'],
    });
  });

  it('tells an unchanged value, text compared trimmed', () => {
    expect(UNCHANGED_VALUE_MESSAGE).toBe('Please input different value to save changes.');
    expect(isUnchangedValue('Acme', ' Acme ')).toBe(true);
    expect(isUnchangedValue('Acme', 'Acme Ltd')).toBe(false);
    expect(isUnchangedValue(3, 3)).toBe(true);
    expect(isUnchangedValue(3, '3')).toBe(false);
  });
});

describe('MoveCompaniesSchema', () => {
  it('requires a source and a different target', () => {
    expect(parse(MoveCompaniesSchema, { source: 2, target: '3' })).toEqual({
      output: { source: 2, target: 3 },
    });
    expect(parse(MoveCompaniesSchema, {}).errors).toEqual({
      source: ['Source company is required'],
      target: ['Target company is required'],
    });
    expect(parse(MoveCompaniesSchema, { source: 2, target: 2 }).errors).toEqual({
      target: ['Source and target companies must differ'],
    });
  });
});
