import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AddResourcesSchema,
  CREDIT_TYPES_WITH_PRICE,
  MoveResourcesSchema,
  requiresCreditPrice,
} from './resources.js';

/** The messages of a failed parse by field path, or the output of a successful one. */
function parse(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) return { output: result.output };
  return { errors: v.flatten(result.issues).nested };
}

describe('AddResourcesSchema', () => {
  it('lists the credit types needing a price', () => {
    expect(CREDIT_TYPES_WITH_PRICE).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(requiresCreditPrice('4')).toBe(true);
    expect(requiresCreditPrice(3)).toBe(false);
    expect(requiresCreditPrice(undefined)).toBe(false);
  });

  it('requires type, count of at least 1 and company', () => {
    expect(parse(AddResourcesSchema, { type: 1, count: '5', company_id: 3 })).toEqual({
      output: { type: 1, count: 5, company_id: 3 },
    });
    expect(parse(AddResourcesSchema, {}).errors).toEqual({
      type: ['Resource type is required'],
      count: ['Count is required'],
      company_id: ['Company is required'],
    });
    expect(parse(AddResourcesSchema, { type: 1, count: 0, company_id: 3 }).errors).toEqual({
      count: ['Count must be at least 1'],
    });
    expect(parse(AddResourcesSchema, { type: 1, count: 1.5, company_id: 3 }).errors).toEqual({
      count: ['Count must be a whole number'],
    });
    expect(parse(AddResourcesSchema, { type: 1, count: 'many', company_id: 3 }).errors).toEqual({
      count: ['Count must be a number'],
    });
  });

  it('requires a price and a proforma number for the paid types', () => {
    for (const type of CREDIT_TYPES_WITH_PRICE) {
      expect(parse(AddResourcesSchema, { type, count: 1, company_id: 3 }).errors).toEqual({
        price: ['Price is required'],
        proforma_number: ['Proforma number is required'],
      });
    }
    expect(
      parse(AddResourcesSchema, { type: 2, count: 1, company_id: 3, price: '', proforma_number: ' ' }).errors,
    ).toEqual({
      price: ['Price is required'],
      proforma_number: ['Proforma number is required'],
    });
    expect(
      parse(AddResourcesSchema, {
        type: '2',
        count: 1,
        company_id: 3,
        price: '9.99',
        proforma_number: ' PF-1 ',
      }),
    ).toEqual({ output: { type: 2, count: 1, company_id: 3, price: 9.99, proforma_number: 'PF-1' } });
    expect(
      parse(AddResourcesSchema, { type: 2, count: 1, company_id: 3, price: 0, proforma_number: 'P' }).output,
    ).toMatchObject({ price: 0 });
  });

  it('checks the price: at least 0 in steps of 0.01', () => {
    const base = { type: 2, count: 1, company_id: 3, proforma_number: 'P' };
    expect(parse(AddResourcesSchema, { ...base, price: -1 }).errors).toEqual({
      price: ['Price must be at least 0'],
    });
    expect(parse(AddResourcesSchema, { ...base, price: 1.005 }).errors).toEqual({
      price: ['Price must be a multiple of 0.01'],
    });
    expect(parse(AddResourcesSchema, { ...base, price: 0.29 }).output).toMatchObject({ price: 0.29 });
    expect(parse(AddResourcesSchema, { ...base, price: 'abc' }).errors).toEqual({
      price: ['Price must be a number'],
    });
    expect(parse(AddResourcesSchema, { ...base, price: {} }).errors).toEqual({
      price: ['Price must be a number'],
    });
  });

  it('drops price and proforma number for the other types', () => {
    expect(
      parse(AddResourcesSchema, { type: 3, count: 1, company_id: 3, price: 5, proforma_number: 'P' }),
    ).toEqual({
      output: { type: 3, count: 1, company_id: 3 },
    });
  });
});

describe('MoveResourcesSchema', () => {
  it('requires type, source, target and amount of at least 1', () => {
    expect(parse(MoveResourcesSchema, { type: 1, source: 2, target: 3, amount: '10' })).toEqual({
      output: { type: 1, source: 2, target: 3, amount: 10 },
    });
    expect(parse(MoveResourcesSchema, {}).errors).toEqual({
      type: ['Resource type is required'],
      source: ['Source company is required'],
      target: ['Target company is required'],
      amount: ['Amount is required'],
    });
    expect(parse(MoveResourcesSchema, { type: 1, source: 2, target: 3, amount: 0 }).errors).toEqual({
      amount: ['Amount must be at least 1'],
    });
    expect(parse(MoveResourcesSchema, { type: 1, source: 2, target: 2, amount: 1 }).errors).toEqual({
      target: ['Source and target companies must differ'],
    });
  });
});
