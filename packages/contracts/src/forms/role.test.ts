import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RoleFormSchema } from './role.js';

const messages = (input: unknown) =>
  (v.safeParse(RoleFormSchema, input).issues ?? []).map((issue) => issue.message);

describe('RoleFormSchema', () => {
  it('takes a custom role, trimming texts, defaulting the scope and dropping duplicate names', () => {
    const parsed = v.parse(RoleFormSchema, {
      company_id: '7',
      name: ' fleet_viewer ',
      title: ' Fleet viewer ',
      permissions: ['view_devices', 'view_devices', 'view_tags'],
    });
    expect(parsed).toEqual({
      company_id: 7,
      name: 'fleet_viewer',
      title: 'Fleet viewer',
      description: '',
      scope: 'subtree',
      permissions: ['view_devices', 'view_tags'],
      can_invite_roles: [],
    });
  });

  it('refuses a missing company, a blank or badly formed name, a short title and an unknown scope', () => {
    expect(messages({ name: 'Fleet viewer', title: 'ab', scope: 'all' })).toEqual([
      'Company is required',
      'Name may hold only lower-case letters, digits and underscores, and must start with a letter',
      'Title must be at least 3 characters',
      'Scope must be subtree or own',
    ]);
    expect(messages({ company_id: 1, name: '', title: 'Viewer' })).toEqual(['Name is required']);
  });
});
