import { describe, expect, it } from 'vitest';
import { isPermission, PERMISSIONS, SPEC_PERMISSIONS, WRITE_PERMISSIONS } from './permissionNames.js';

describe('permission names', () => {
  it("keeps the spec's 34 names in the spec's order, first", () => {
    expect(SPEC_PERMISSIONS).toHaveLength(34);
    expect(SPEC_PERMISSIONS[0]).toBe('view_devices');
    expect(SPEC_PERMISSIONS.at(-1)).toBe('view_permissions');
    expect(PERMISSIONS.slice(0, SPEC_PERMISSIONS.length)).toEqual(SPEC_PERMISSIONS);
  });

  it('adds write names in the spec style, none a view and none repeated', () => {
    for (const name of WRITE_PERMISSIONS) {
      expect(name).toMatch(/^[a-z]+(_[a-z]+)+$/);
      expect(name.startsWith('view_')).toBe(false);
    }
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    expect(PERMISSIONS).toHaveLength(SPEC_PERMISSIONS.length + WRITE_PERMISSIONS.length);
  });

  it('recognises both lists and nothing else', () => {
    expect(isPermission('view_devices')).toBe(true);
    expect(isPermission('create_tags')).toBe(true);
    expect(isPermission('manage_tags')).toBe(false);
    expect(isPermission('')).toBe(false);
  });
});
