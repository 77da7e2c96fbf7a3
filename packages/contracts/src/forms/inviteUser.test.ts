import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { InviteUserSchema } from './inviteUser.js';

/** The messages of a failed parse by field path, or the output of a successful one. */
function parse(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) return { output: result.output };
  return { errors: v.flatten(result.issues).nested };
}

describe('InviteUserSchema', () => {
  it('requires company and email; role is optional', () => {
    expect(parse(InviteUserSchema, { company_id: '2', email: ' a@b.io ' })).toEqual({
      output: { company_id: 2, email: 'a@b.io', role_id: undefined },
    });
    expect(parse(InviteUserSchema, { company_id: 2, email: 'a@b.io', role_id: '' }).output).toMatchObject({
      role_id: undefined,
    });
    expect(parse(InviteUserSchema, { company_id: 2, email: 'a@b.io', role_id: '6' }).output).toMatchObject({
      role_id: 6,
    });
    expect(parse(InviteUserSchema, {}).errors).toEqual({
      company_id: ['Company is required'],
      email: ['Email is required'],
    });
  });

  it('checks the email and the role id', () => {
    expect(parse(InviteUserSchema, { company_id: 2, email: 'nope', role_id: 'x' }).errors).toEqual({
      email: ['Please enter a valid email address'],
      role_id: ['Role is invalid'],
    });
    expect(parse(InviteUserSchema, { company_id: 2, email: 'a@b.io', role_id: 0 }).errors).toEqual({
      role_id: ['Role is invalid'],
    });
    expect(parse(InviteUserSchema, { company_id: 2, email: 'a@b.io', role_id: true }).errors).toEqual({
      role_id: ['Role is invalid'],
    });
  });
});
