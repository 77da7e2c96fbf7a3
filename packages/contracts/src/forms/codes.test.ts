import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ActivateCodeSchema, createCodeSchema } from './codes.js';

/** The messages of a failed parse by field path, or the output of a successful one. */
function parse(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) return { output: result.output };
  return { errors: v.flatten(result.issues).nested };
}

describe('createCodeSchema', () => {
  it('requires the company for super_admin', () => {
    const schema = createCodeSchema({ isSuperAdmin: true });
    expect(parse(schema, { type: 1, amount: 5, company_id: '7' })).toEqual({
      output: { type: 1, amount: 5, company_id: 7, comment: undefined },
    });
    expect(parse(schema, { type: 1, amount: 5 }).errors).toEqual({ company_id: ['Company is required'] });
  });

  it('does not ask others for a company, and drops one sent', () => {
    const schema = createCodeSchema({ isSuperAdmin: false });
    expect(parse(schema, { type: 1, amount: 5, company_id: 7, comment: ' hi ' })).toEqual({
      output: { type: 1, amount: 5, comment: 'hi' },
    });
  });

  it('requires type and an amount of 1 to 12 digits', () => {
    const schema = createCodeSchema({ isSuperAdmin: false });
    expect(parse(schema, {}).errors).toEqual({ type: ['Type is required'], amount: ['Amount is required'] });
    expect(parse(schema, { type: 1, amount: 0 }).errors).toEqual({ amount: ['Amount must be at least 1'] });
    expect(parse(schema, { type: 1, amount: '999999999999' }).output).toMatchObject({ amount: 999999999999 });
    expect(parse(schema, { type: 1, amount: '1000000000000' }).errors).toEqual({
      amount: ['Amount must be at most 12 digits'],
    });
  });

  it('takes an optional comment of at most 200 characters', () => {
    const schema = createCodeSchema({ isSuperAdmin: false });
    expect(parse(schema, { type: 1, amount: 1, comment: 'x'.repeat(200) }).output).toMatchObject({
      comment: 'x'.repeat(200),
    });
    expect(parse(schema, { type: 1, amount: 1, comment: 'x'.repeat(201) }).errors).toEqual({
      comment: ['Comment must be at most 200 characters'],
    });
  });

  it('reports every error at once, the company too', () => {
    expect(parse(createCodeSchema({ isSuperAdmin: true }), { amount: 0 }).errors).toEqual({
      type: ['Type is required'],
      amount: ['Amount must be at least 1'],
      company_id: ['Company is required'],
    });
  });
});

describe('ActivateCodeSchema', () => {
  it('requires the code', () => {
    expect(parse(ActivateCodeSchema, { code: ' ABCD-1234 ' })).toEqual({ output: { code: 'ABCD-1234' } });
    expect(parse(ActivateCodeSchema, { code: '' }).errors).toEqual({ code: ['Code is required'] });
    expect(parse(ActivateCodeSchema, {}).errors).toEqual({ code: ['Code is required'] });
  });
});
