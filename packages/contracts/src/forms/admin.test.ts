import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AdminEmailSchema,
  AssignSsoAdminSchema,
  DeleteUserSchema,
  RemoveMfaSchema,
  RemoveSuppressedEmailSchema,
} from './admin.js';

/** The messages of a failed parse by field path, or the output of a successful one. */
function parse(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) return { output: result.output };
  return { errors: v.flatten(result.issues).nested };
}

describe('admin forms', () => {
  it('share one schema: an email, required and valid', () => {
    for (const schema of [
      RemoveMfaSchema,
      DeleteUserSchema,
      AssignSsoAdminSchema,
      RemoveSuppressedEmailSchema,
    ]) {
      expect(schema).toBe(AdminEmailSchema);
    }
    expect(parse(AdminEmailSchema, { email: ' user@example.com ' })).toEqual({
      output: { email: 'user@example.com' },
    });
    expect(parse(AdminEmailSchema, { email: '' }).errors).toEqual({ email: ['Email is required'] });
    expect(parse(AdminEmailSchema, { email: 'user@' }).errors).toEqual({
      email: ['Please enter a valid email address'],
    });
  });
});
