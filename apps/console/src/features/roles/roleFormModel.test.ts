import { describe, expect, it } from 'vitest';
import { initialRoleValues, roleNameFromTitle, rolePayload, withTitle } from './roleFormModel.js';

describe('roleFormModel', () => {
  it('derives the name from the title until one is typed', () => {
    expect(roleNameFromTitle('Fleet viewer (Nord-Øst)')).toBe('fleet_viewer_nord_st');
    expect(roleNameFromTitle('Café 24/7')).toBe('cafe_24_7');
    expect(roleNameFromTitle('2nd line')).toBe('role_2nd_line');
    expect(roleNameFromTitle('閲覧者')).toBe('role');
    const typed = { ...withTitle(initialRoleValues(), 'Fleet viewer'), name: 'viewers', nameTyped: true };
    expect(withTitle(initialRoleValues(), 'Fleet viewer').name).toBe('fleet_viewer');
    expect(withTitle(typed, 'Other').name).toBe('viewers');
  });

  it('builds the payload with sorted names and keeps an edited role name', () => {
    const values = initialRoleValues({
      id: 1001,
      name: 'tagger',
      title: 'Tagger',
      company_id: 3,
      permissions_count: 2,
      permissions: ['view_tags', 'create_tags'],
      can_invite_roles: ['read_only'],
    });
    expect(withTitle(values, 'Taggers').name).toBe('tagger');
    expect(rolePayload(values, 3)).toEqual({
      company_id: 3,
      name: 'tagger',
      title: 'Tagger',
      description: '',
      scope: 'subtree',
      permissions: ['create_tags', 'view_tags'],
      can_invite_roles: ['read_only'],
    });
  });
});
