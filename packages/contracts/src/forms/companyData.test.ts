import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BYTES_PER_DATA_CREDIT,
  CompanyDataSchema,
  creditsToBytes,
  normalizeCreditCount,
} from './companyData.js';

/** The messages of a failed parse by field path, or the output of a successful one. */
function parse(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) return { output: result.output };
  return { errors: v.flatten(result.issues).nested };
}

describe('company data', () => {
  it('strips the credit count to digits without leading zeros', () => {
    expect(normalizeCreditCount(' 0 012a3')).toBe('123');
    expect(normalizeCreditCount('000')).toBe('0');
    expect(normalizeCreditCount('abc')).toBe('');
  });

  it('converts 2 GB per credit', () => {
    expect(BYTES_PER_DATA_CREDIT).toBe(2147483648);
    expect(creditsToBytes(3)).toBe(6442450944);
    expect(creditsToBytes(0)).toBe(0);
  });

  it('accepts a text of 1 to 14 characters and gives the number', () => {
    expect(parse(CompanyDataSchema, { credit_count: '0012' })).toEqual({ output: { credit_count: 12 } });
    expect(parse(CompanyDataSchema, { credit_count: '1 000' })).toEqual({ output: { credit_count: 1000 } });
    expect(parse(CompanyDataSchema, { credit_count: '99999999999999' })).toEqual({
      output: { credit_count: 99999999999999 },
    });
    expect(parse(CompanyDataSchema, { credit_count: 7 })).toEqual({ output: { credit_count: 7 } });
  });

  it('refuses empty, too long or digit-free texts', () => {
    expect(parse(CompanyDataSchema, { credit_count: '' }).errors).toEqual({
      credit_count: ['Credit count is required'],
    });
    expect(parse(CompanyDataSchema, {}).errors).toEqual({ credit_count: ['Credit count is required'] });
    expect(parse(CompanyDataSchema, { credit_count: '123456789012345' }).errors).toEqual({
      credit_count: ['Credit count must be at most 14 characters'],
    });
    expect(parse(CompanyDataSchema, { credit_count: 'abc' }).errors).toEqual({
      credit_count: ['Credit count must contain digits'],
    });
    expect(parse(CompanyDataSchema, { credit_count: 1.5 }).errors).toEqual({
      credit_count: ['Credit count is required'],
    });
  });
});
