import { describe, expect, it } from 'vitest';
import { canChooseCompanyForCodes, creditTypesForCodes } from './creditTypesForCodes.js';
import { ADMIN_INVITABLE_ROLES, invitableRoles } from './invitableRoles.js';
import { ROLES } from './roles.js';
import { sortRolesForPicker } from './sortRolesForPicker.js';
import { ROLE_NAME_MAX_LENGTH, truncateRoleName } from './truncateRoleName.js';

describe('invitableRoles', () => {
  it('gives super_admin its list, support included', () => {
    expect(invitableRoles('super_admin')).toEqual([
      'admin',
      'end_user',
      'readonly_admin',
      'read_only',
      'support',
    ]);
  });

  it('gives admin its list', () => {
    expect(invitableRoles('admin')).toEqual(['admin', 'end_user', 'readonly_admin', 'read_only']);
  });

  it.each(['end_user', 'readonly_admin', 'read_only', 'custom_role', '', null, undefined])(
    'defaults to the admin list for %j',
    (role) => {
      expect(invitableRoles(role)).toEqual(ADMIN_INVITABLE_ROLES);
    },
  );
});

describe('role definitions', () => {
  it('are default roles with a description', () => {
    for (const role of ROLES) {
      expect(role.isDefault).toBe(true);
      expect(role.description).toBe(role.meaning);
    }
  });
});

describe('sortRolesForPicker', () => {
  it('lists default roles by permission count, then custom roles by id descending', () => {
    const roles = [
      { id: 10, company_id: 3, permissions_count: 1 },
      { id: 2, company_id: null, permissions_count: 30 },
      { id: 12, company_id: 3, permissions_count: 50 },
      { id: 4, company_id: null, permissions_count: 13 },
      { id: 6, permissions_count: 25 },
      { id: 3, company_id: null, permissions_count: 13 },
      { id: 11, company_id: 5 },
    ];
    expect(sortRolesForPicker(roles).map((r) => r.id)).toEqual([3, 4, 6, 2, 12, 11, 10]);
    expect(roles[0]?.id).toBe(10);
  });

  it('treats a missing count as zero', () => {
    expect(
      sortRolesForPicker([
        { id: 1, company_id: null },
        { id: 2, company_id: null, permissions_count: 5 },
      ]).map((r) => r.id),
    ).toEqual([1, 2]);
    expect(
      sortRolesForPicker([
        { id: 2, company_id: null, permissions_count: 5 },
        { id: 1, company_id: null },
      ]).map((r) => r.id),
    ).toEqual([1, 2]);
  });
});

describe('truncateRoleName', () => {
  it('keeps names of up to 45 characters', () => {
    const exact = 'x'.repeat(45);
    expect(truncateRoleName(exact)).toBe(exact);
    expect(truncateRoleName('Admin')).toBe('Admin');
  });

  it('cuts longer names to 45 characters, the ellipsis included', () => {
    const cut = truncateRoleName('y'.repeat(60));
    expect(cut).toBe(`${'y'.repeat(44)}…`);
    expect(Array.from(cut)).toHaveLength(ROLE_NAME_MAX_LENGTH);
  });

  it('does not leave a space before the ellipsis nor split a surrogate pair', () => {
    expect(truncateRoleName(`${'a'.repeat(43)} bcdef`)).toBe(`${'a'.repeat(43)}…`);
    const emoji = `${'😀'.repeat(50)}`;
    expect(Array.from(truncateRoleName(emoji))).toHaveLength(45);
  });

  it('takes another limit', () => {
    expect(truncateRoleName('abcdef', 4)).toBe('abc…');
  });
});

describe('credit types for codes', () => {
  const types = [
    { id: 1, name: 'Free Credit', payment_type: 'free' as const },
    { id: 2, name: 'Paid Credit', payment_type: 'paid' as const },
    { id: 3, name: 'Company data', payment_type: 'paid' as const },
  ];

  it('shows every type to super_admin', () => {
    expect(creditTypesForCodes('super_admin', types)).toEqual(types);
    expect(creditTypesForCodes({ role: 'super_admin', permissions: [] }, types)).toHaveLength(3);
    expect(
      creditTypesForCodes({ role: 'custom', permissions: new Set(['super_admin']) }, types),
    ).toHaveLength(3);
  });

  it('shows only paid types to anyone else', () => {
    expect(creditTypesForCodes('admin', types).map((t) => t.id)).toEqual([2, 3]);
    expect(
      creditTypesForCodes({ role: 'admin', permissions: ['view_credits'] }, types).map((t) => t.id),
    ).toEqual([2, 3]);
    expect(creditTypesForCodes({ permissions: new Set<string>() }, types).map((t) => t.id)).toEqual([2, 3]);
  });

  it('lets only super_admin choose the company', () => {
    expect(canChooseCompanyForCodes('super_admin')).toBe(true);
    expect(canChooseCompanyForCodes({ role: 'admin', permissions: [] })).toBe(false);
  });
});
