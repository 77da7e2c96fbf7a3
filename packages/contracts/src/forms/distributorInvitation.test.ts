import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DistributorInvitationSchema } from './distributorInvitation.js';

function parse(input: unknown) {
  const result = v.safeParse(DistributorInvitationSchema, input);
  if (result.success) return { output: result.output };
  return { errors: v.flatten(result.issues).nested };
}

describe('DistributorInvitationSchema', () => {
  it('trims, upper-cases the country and keeps the rest', () => {
    expect(parse({ company_name: ' Nordic Routers ', email: ' a@b.se ', country: 'se' })).toEqual({
      output: { company_name: 'Nordic Routers', email: 'a@b.se', country: 'SE' },
    });
  });

  it('names each failing field once', () => {
    expect(parse({}).errors).toEqual({
      company_name: ['Company name is required'],
      email: ['Email is required'],
      country: ['Country is required'],
    });
    expect(parse({ company_name: 'ab', email: 'x', country: 'LTU' }).errors).toEqual({
      company_name: ['Company name must be at least 3 characters'],
      email: ['Please enter a valid email address'],
      country: ['Country must be a two-letter code'],
    });
  });
});
