import { describe, expect, it } from 'vitest';
import { buildNavigation } from '../navigation/buildNavigation.js';
import { roleByName } from '../roles.js';
import { DEFAULT_THEME } from '../theme/theme.js';
import { effectivePermissions } from './effectivePermissions.js';

const labels = (preview: ReturnType<typeof effectivePermissions>) =>
  preview.navigation.map((group) => [group.label, group.items.map((item) => item.label)]);

describe('effectivePermissions', () => {
  it('gives the navigation, landing page and actions of a small permission set', () => {
    const preview = effectivePermissions(
      ['view_devices', 'view_tags', 'create_tags', 'update_devices'],
      DEFAULT_THEME,
    );
    expect(labels(preview)).toEqual([
      ['Management', ['Devices']],
      ['Administration', ['Tags']],
    ]);
    expect(preview.landing).toBe('/management/devices');
    expect(preview.actions).toEqual([
      { area: 'devices', permissions: ['update_devices'] },
      { area: 'files-and-tags', permissions: ['create_tags'] },
    ]);
  });

  it('is exactly buildNavigation for a role, and a guest has no actions', () => {
    for (const name of ['admin', 'read_only'] as const) {
      const permissions = roleByName(name)?.permissions ?? [];
      expect(effectivePermissions(permissions, DEFAULT_THEME).navigation).toEqual(
        buildNavigation({ permissions }, DEFAULT_THEME),
      );
    }
    expect(effectivePermissions(roleByName('read_only')?.permissions ?? [], DEFAULT_THEME).actions).toEqual(
      [],
    );
  });

  it('changes as a permission is added, and follows the theme', () => {
    const before = effectivePermissions(['view_users'], DEFAULT_THEME);
    const after = effectivePermissions(new Set(['view_users', 'view_roles', 'manage_roles']), DEFAULT_THEME);
    expect(before.navigation[0]?.items[0]?.children.map((child) => child.label)).toEqual(['Users']);
    expect(after.navigation[0]?.items[0]?.children.map((child) => child.label)).toEqual([
      'Users',
      'Roles & Permissions',
    ]);
    expect(after.actions).toEqual([{ area: 'users-and-roles', permissions: ['manage_roles'] }]);
    const themed = effectivePermissions(['view_devices', 'view_tags'], { disabled_routes: ['tags'] });
    expect(labels(themed)).toEqual([['Management', ['Devices']]]);
  });

  it('answers no navigation and no landing page for no view permission', () => {
    const preview = effectivePermissions(['create_tags', 'unknown_name'], DEFAULT_THEME);
    expect(preview.navigation).toEqual([]);
    expect(preview.landing).toBeNull();
    expect(preview.actions).toEqual([{ area: 'files-and-tags', permissions: ['create_tags'] }]);
  });
});
