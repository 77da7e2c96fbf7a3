import {
  AddCompanySchema,
  AddResourcesSchema,
  CompanyDataSchema,
  createCodeSchema,
  DistributorInvitationSchema,
  MulticonfigUploadSchema,
} from '@netfleet/contracts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { schemaFieldRules, withSchemaRules } from './schemaFieldRules.js';

describe('schemaFieldRules', () => {
  it('reads required keys, lengths and number ranges from the contracts schemas', () => {
    expect(schemaFieldRules(AddCompanySchema)).toEqual({
      name: { required: true, minlength: 3, maxlength: 255 },
      // Ids stop at PostgreSQL's integer maximum (2^31 − 1).
      parent_id: { required: true, min: 1, max: 2_147_483_647, step: 1 },
    });
    const code = schemaFieldRules(createCodeSchema({ isSuperAdmin: false }));
    expect(code.amount).toEqual({ required: true, min: 1, max: 999_999_999_999, step: 1 });
    // Optional keys: no `required`; the comment's limit is read through its union.
    expect(code.comment).toEqual({ maxlength: 200 });
    expect(code.company_id?.required).toBeUndefined();
    // A text of 1 to 14 characters, or a whole number.
    expect(schemaFieldRules(CompanyDataSchema).credit_count).toEqual({
      required: true,
      minlength: 1,
      maxlength: 14,
      step: 1,
    });
  });

  it('leaves out rules a check states and defaults that are not blank', () => {
    const resources = schemaFieldRules(AddResourcesSchema);
    // "Required for credit types 2, 4, …" is a partialCheck: the field says it.
    expect(resources.price?.required).toBeUndefined();
    expect(resources.price?.min).toBe(0);
    expect(resources.count).toEqual({ required: true, min: 1, step: 1 });
    const upload = schemaFieldRules(MulticonfigUploadSchema);
    expect(upload.system_type?.required).toBe(true);
    expect(upload.file?.required).toBe(true);
    expect(upload.overwrite?.required).toBeUndefined();
  });

  it('takes anchored patterns as typed, not those after a case change or case-insensitive ones', () => {
    const schema = v.object({
      code: v.pipe(v.string(), v.regex(/^[A-Z]{2}\d+$/)),
      loose: v.pipe(v.string(), v.regex(/[a-z]/)),
      hex: v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i)),
    });
    expect(schemaFieldRules(schema)).toEqual({
      code: { required: true, pattern: '[A-Z]{2}\\d+' },
      loose: { required: true },
      hex: { required: true },
    });
    // The country is upper-cased before its pattern: the pattern does not apply to the input.
    expect(schemaFieldRules(DistributorInvitationSchema).country).toEqual({ required: true });
    expect(schemaFieldRules(DistributorInvitationSchema).company_name).toEqual({
      required: true,
      minlength: 3,
      maxlength: 255,
    });
  });
});

describe('withSchemaRules', () => {
  it('fills in the rules a field does not state, by its kind; the field wins', () => {
    const fields = withSchemaRules(
      [
        { key: 'name', label: 'Name' },
        { key: 'parent_id', label: 'Parent', required: false, component: 'ItemSelect' },
        { key: 'extra', label: 'Extra' },
      ],
      AddCompanySchema,
    );
    expect(fields).toEqual([
      { key: 'name', label: 'Name', required: true, minlength: 3, maxlength: 255 },
      { key: 'parent_id', label: 'Parent', required: false, component: 'ItemSelect' },
      { key: 'extra', label: 'Extra' },
    ]);
    const code = withSchemaRules(
      [
        { key: 'amount', type: 'number', max: 10 },
        { key: 'comment', type: 'textarea' },
      ],
      createCodeSchema({ isSuperAdmin: true }),
    );
    expect(code).toEqual([
      { key: 'amount', type: 'number', required: true, min: 1, max: 10, step: 1 },
      { key: 'comment', type: 'textarea', maxlength: 200 },
    ]);
    const own = [{ key: 'name' }];
    expect(withSchemaRules(own, undefined)).toBe(own);
  });
});
