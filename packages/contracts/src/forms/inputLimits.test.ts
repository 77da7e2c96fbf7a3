import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AccountUserUpdateSchema } from '../account.js';
import { CreateNotificationSchema, MarkNotificationsSeenSchema } from '../notification.js';
import { AdminEmailSchema } from './admin.js';
import { AddCompanySchema, COMPANY_NAME_MAX_LENGTH, CompanyNameSchema } from './company.js';
import { CompanyDataRequestSchema } from './companyDataRequest.js';
import { DistributorInvitationSchema } from './distributorInvitation.js';
import { MAX_ID } from './fields.js';
import { InviteUserSchema } from './inviteUser.js';
import { AddResourcesSchema } from './resources.js';
import { TagSchema } from './tag.js';

/** The messages of a failed parse by top-level key; undefined when the input is valid. */
function errorsOf(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : v.flatten(result.issues).nested;
}

// What an attacker sent to the reference server and got stored or a 500 for (issue #11).
describe('input limits', () => {
  it('refuse ids the database cannot hold (2^31 and up), as invalid input', () => {
    expect(MAX_ID).toBe(2 ** 31 - 1);
    expect(errorsOf(TagSchema, { company_id: 2 ** 31, name: 'x' })).toEqual({
      company_id: ['Company is invalid'],
    });
    expect(errorsOf(TagSchema, { company_id: '9223372036854775808', name: 'x' })).toEqual({
      company_id: ['Company is invalid'],
    });
    expect(errorsOf(TagSchema, { company_id: MAX_ID, name: 'x' })).toBeUndefined();
    expect(errorsOf(AddCompanySchema, { name: 'abcd', parent_id: 2 ** 31 })).toHaveProperty('parent_id');
    expect(errorsOf(InviteUserSchema, { company_id: 2, email: 'a@example.com', role_id: 2 ** 31 })).toEqual({
      role_id: ['Role is invalid'],
    });
    expect(errorsOf(AddResourcesSchema, { type: 2 ** 31, count: 1, company_id: 2 })).toHaveProperty('type');
    expect(errorsOf(CompanyDataRequestSchema, { credit_count: '5', company_id: 2 ** 31 })).toHaveProperty(
      'company_id',
    );
    expect(
      errorsOf(CreateNotificationSchema, { user_id: 2 ** 31, type: 'deviceAlert', summary: 'x' }),
    ).toHaveProperty('user_id');
    expect(errorsOf(MarkNotificationsSeenSchema, { id: [1, 2 ** 31] })).toBeDefined();
  });

  it('cap company names at 255 characters', () => {
    expect(COMPANY_NAME_MAX_LENGTH).toBe(255);
    expect(errorsOf(CompanyNameSchema, { name: 'x'.repeat(100_000) })).toEqual({
      name: ['Name must be at most 255 characters'],
    });
    expect(errorsOf(AddCompanySchema, { name: 'x'.repeat(256), parent_id: 2 })).toHaveProperty('name');
    expect(errorsOf(AddCompanySchema, { name: 'x'.repeat(255), parent_id: 2 })).toBeUndefined();
  });

  it('refuse e-mail local parts over 64 characters, and addresses over 254', () => {
    const long = `${'a'.repeat(65)}@example.com`;
    const fits = `${'a'.repeat(64)}@example.com`;
    const message = 'The part before @ must be at most 64 characters';
    expect(errorsOf(InviteUserSchema, { company_id: 2, email: long })).toEqual({ email: [message] });
    expect(errorsOf(InviteUserSchema, { company_id: 2, email: fits })).toBeUndefined();
    expect(errorsOf(AdminEmailSchema, { email: long })).toEqual({ email: [message] });
    expect(
      errorsOf(DistributorInvitationSchema, { company_name: 'Acme', email: long, country: 'no' }),
    ).toEqual({ email: [message] });
    expect(errorsOf(AccountUserUpdateSchema, { email: long })).toHaveProperty('email');
    const hugeDomain = `a@${'b'.repeat(250)}.com`;
    expect(errorsOf(InviteUserSchema, { company_id: 2, email: hugeDomain })).toEqual({
      email: ['The email address must be at most 254 characters'],
    });
  });

  it('refuse a negative credit count instead of stripping the minus sign', () => {
    for (const credit_count of [-5, '-5', ' -5', '-0005']) {
      expect(errorsOf(CompanyDataRequestSchema, { credit_count }), String(credit_count)).toEqual({
        credit_count: ['Credit count must not be negative'],
      });
    }
    expect(v.parse(CompanyDataRequestSchema, { credit_count: '5' })).toEqual({ credit_count: 5 });
  });
});
