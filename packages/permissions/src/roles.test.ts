import { describe, expect, it } from 'vitest';
import { can } from './can.js';
import { PERMISSIONS, WRITE_PERMISSIONS } from './permissionNames.js';
import { ROLES, roleById, roleByName } from './roles.js';

describe('ROLES', () => {
  it('holds the five roles of the spec with their ids and titles', () => {
    expect(ROLES.map((role) => [role.id, role.name, role.title])).toEqual([
      [1, 'super_admin', 'System Administrator'],
      [2, 'admin', 'Administrator'],
      [3, 'end_user', 'End Client'],
      [6, 'readonly_admin', 'Advanced Guest'],
      [4, 'read_only', 'Guest'],
    ]);
  });

  it('gives the super admin every permission and nobody else super_admin', () => {
    expect(roleByName('super_admin')?.permissions).toEqual(PERMISSIONS);
    for (const role of ROLES.filter((r) => r.name !== 'super_admin')) {
      expect(can(role.permissions, 'super_admin')).toBe(false);
    }
  });

  it('keeps the guest roles view-only', () => {
    for (const name of ['read_only', 'readonly_admin']) {
      const role = roleByName(name);
      expect(role?.permissions.every((p) => p.startsWith('view_'))).toBe(true);
    }
  });

  it('gives the guest roles no write permission', () => {
    for (const name of ['read_only', 'readonly_admin']) {
      const held = roleByName(name)?.permissions ?? [];
      expect(WRITE_PERMISSIONS.filter((p) => held.includes(p))).toEqual([]);
    }
  });

  it("gives the end client only its own company's tag, device and remote access writes, no adding or deleting devices", () => {
    const held = roleByName('end_user')?.permissions ?? [];
    expect(WRITE_PERMISSIONS.filter((p) => held.includes(p))).toEqual([
      'create_tags',
      'update_devices',
      'control_devices',
      'use_device_remote_access',
      'update_device_remote_access',
    ]);
  });

  it('lets the guests see remote access entries and history but never open a session', () => {
    for (const name of ['read_only', 'readonly_admin']) {
      const held = roleByName(name)?.permissions ?? [];
      expect(can(held, 'view_device_remote_access')).toBe(true);
      expect(can(held, ['use_device_remote_access', 'update_device_remote_access'])).toBe(false);
    }
  });

  it('gives admins the company, user, credit, code and device writes of their subtree, not the operator ones', () => {
    const held = roleByName('admin')?.permissions ?? [];
    expect(WRITE_PERMISSIONS.filter((p) => held.includes(p))).toEqual([
      'create_tags',
      'create_companies',
      'update_companies',
      'convert_company_data',
      'invite_users',
      'impersonate_users',
      'create_credit_transfer_codes',
      'create_devices',
      'update_devices',
      'control_devices',
      'delete_devices',
      'use_device_remote_access',
      'update_device_remote_access',
      'delete_companies',
      'update_users',
      'move_users',
      'manage_roles',
    ]);
    expect(held).not.toContain('manage_approved_devices');
    expect(held).not.toContain('update_email_settings');
    // Moving resources between companies is the spec's own `move_devices_credits`.
    expect(held).toContain('move_devices_credits');
  });

  it('lets only the subsidiary-seeing roles view companies', () => {
    expect(roleByName('admin')?.scope).toBe('subtree');
    expect(can(roleByName('end_user')?.permissions ?? [], 'view_companies')).toBe(false);
    expect(can(roleByName('read_only')?.permissions ?? [], 'view_companies')).toBe(false);
    expect(can(roleByName('readonly_admin')?.permissions ?? [], 'view_companies')).toBe(true);
  });

  it('finds roles by id', () => {
    expect(roleById(6)?.name).toBe('readonly_admin');
    expect(roleById(99)).toBeUndefined();
  });
});
