import { describe, expect, it } from 'vitest';
import { PERMISSIONS, WRITE_PERMISSIONS } from '../permissionNames.js';
import { isChangePermission, PERMISSION_CATALOGUE, permissionArea } from './permissionCatalogue.js';

describe('PERMISSION_CATALOGUE', () => {
  it('puts every permission name in exactly one area and knows no other name', () => {
    const listed = PERMISSION_CATALOGUE.flatMap((area) => area.permissions);
    for (const name of PERMISSIONS) {
      const areas = PERMISSION_CATALOGUE.filter((area) => area.permissions.includes(name));
      expect(
        areas.map((area) => area.name),
        name,
      ).toHaveLength(1);
    }
    expect(listed).toHaveLength(PERMISSIONS.length);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('has unique area names, each area with at least one permission', () => {
    const names = PERMISSION_CATALOGUE.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
    expect(PERMISSION_CATALOGUE.every((area) => area.permissions.length > 0)).toBe(true);
  });

  it('finds the area of a name', () => {
    expect(permissionArea('manage_roles')?.name).toBe('users-and-roles');
    expect(permissionArea('view_vpn_hubs')?.name).toBe('vpn');
    expect(permissionArea('no_such_permission')).toBeUndefined();
  });
});

describe('isChangePermission', () => {
  it('counts every write permission and the spec changes, not the views', () => {
    for (const name of WRITE_PERMISSIONS) expect(isChangePermission(name), name).toBe(true);
    expect(isChangePermission('activate_credit_transfer_codes')).toBe(true);
    expect(isChangePermission('move_devices_credits')).toBe(true);
    expect(isChangePermission('view_devices')).toBe(false);
    expect(isChangePermission('super_admin')).toBe(false);
    expect(isChangePermission('admin_view_notice')).toBe(false);
  });
});
