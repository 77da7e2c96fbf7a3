import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../permissionNames.js';
import { roleByName } from '../roles.js';
import { DEFAULT_THEME } from '../theme/theme.js';
import {
  ACCESS_DENIED_TITLE,
  buildNavigation,
  DEFAULT_LANDING_PATH,
  landingPath,
  NO_VIEW_PERMISSIONS_MESSAGE,
} from './buildNavigation.js';

const user = (...permissions: string[]) => ({ permissions });
const theme = (...disabled_routes: string[]) => ({ ...DEFAULT_THEME, disabled_routes });
const everyone = { permissions: PERMISSIONS };

const labels = (nav: ReturnType<typeof buildNavigation>) =>
  Object.fromEntries(nav.map((group) => [group.label, group.items.map((item) => item.label)]));

describe('buildNavigation', () => {
  it('shows the spec groups and items to a user with every permission', () => {
    expect(labels(buildNavigation(everyone, DEFAULT_THEME))).toEqual({
      Management: [
        'Devices',
        'Wi-Fi & Hotspots',
        'Task manager',
        'Reports',
        'Alerts & Automations',
        'Monitoring templates',
      ],
      'Remote access': ['Remote access', 'Access history'],
      VPN: ['VPN hubs', 'VPN quick connect'],
      Administration: ['Companies', 'Users', 'Tags', 'Files', 'Resources'],
      System: [
        'Statistics',
        'Global firmware',
        'Global notices',
        'Approved devices',
        'Mail logs',
        'Move device resources',
      ],
    });
  });

  it('lists the sub-pages of Users, Files and Resources', () => {
    const admin = buildNavigation(everyone, DEFAULT_THEME).find((g) => g.name === 'administration');
    const children = (name: string) =>
      admin?.items.find((i) => i.name === name)?.children.map((c) => c.label);
    expect(children('users')).toEqual(['Users', 'Invitations', 'Roles & Permissions', 'Impersonation logs']);
    expect(children('files')).toEqual(['Files', 'Images']);
    expect(children('resources')).toEqual(['Resources', 'Codes', 'Data purchases']);
  });

  it('lists only permitted items and hides empty groups', () => {
    expect(labels(buildNavigation(user('view_devices', 'view_tags'), DEFAULT_THEME))).toEqual({
      Management: ['Devices'],
      Administration: ['Tags'],
    });
  });

  it('opens a parent item on its first permitted sub-page', () => {
    const nav = buildNavigation(user('view_user_invitations', 'view_roles'), DEFAULT_THEME);
    const users = nav[0]?.items[0];
    expect(users).toMatchObject({
      label: 'Users',
      routeName: 'users.invitations',
      href: '/users/invitations',
    });
    expect(users?.children.map((c) => c.label)).toEqual(['Invitations', 'Roles & Permissions']);
  });

  it('uses the single permitted route of a route map as the item name', () => {
    const hotspotsOnly = buildNavigation(user('view_devices', 'view_device_hotspots'), DEFAULT_THEME)[0]
      ?.items[1];
    expect(hotspotsOnly).toMatchObject({
      label: 'Hotspots',
      routeName: 'management.hotspots',
      href: '/management/hotspots',
    });
    const wifiOnly = buildNavigation(user('view_wireless_information'), DEFAULT_THEME)[0]?.items[0];
    expect(wifiOnly).toMatchObject({ label: 'Wi-Fi', routeName: 'management.wifi' });
  });

  it('keeps the item name and opens the first route when several are permitted', () => {
    const both = buildNavigation(
      user('view_devices', 'view_wireless_information', 'view_device_hotspots'),
      DEFAULT_THEME,
    );
    expect(both[0]?.items[1]).toMatchObject({ label: 'Wi-Fi & Hotspots', routeName: 'management.wifi' });
  });

  it('hides items whose route the theme disables', () => {
    const nav = buildNavigation(everyone, theme('management.wifi', 'vpn.hubs', 'vpn.quick-connect', 'tags'));
    expect(labels(nav).VPN).toBeUndefined();
    expect(labels(nav).Administration).not.toContain('Tags');
    expect(nav[0]?.items[1]).toMatchObject({ label: 'Hotspots', routeName: 'management.hotspots' });
  });

  it('needs the item permission on a shared route (move device resources form)', () => {
    const system = (permissions: string[]) => labels(buildNavigation({ permissions }, DEFAULT_THEME)).System;
    expect(system(['move_devices_credits'])).toEqual(['Move device resources']);
    expect(system([])).toBeUndefined();
    const item = buildNavigation(user('move_devices_credits'), DEFAULT_THEME)[0]?.items[0];
    expect(item).toMatchObject({
      routeName: 'forms',
      params: { name: 'move-resources' },
      href: '/forms/move-resources',
    });
  });

  it('gives the guest role the device area only', () => {
    const guest = { permissions: roleByName('read_only')?.permissions ?? [] };
    expect(Object.keys(labels(buildNavigation(guest, DEFAULT_THEME)))).toEqual([
      'Management',
      'Remote access',
      'VPN',
      'Administration',
    ]);
  });
});

describe('landingPath', () => {
  it('is the devices page for a user who may see devices', () => {
    expect(landingPath(everyone, DEFAULT_THEME)).toBe(DEFAULT_LANDING_PATH);
    expect(DEFAULT_LANDING_PATH).toBe('/management/devices');
  });

  it('is the first permitted item across the groups', () => {
    expect(landingPath(user('view_vpn_hubs', 'view_tags'), DEFAULT_THEME)).toBe('/vpn/hubs');
    expect(landingPath(user('view_images'), DEFAULT_THEME)).toBe('/management/files/images');
  });

  it('skips routes the theme disables', () => {
    expect(landingPath(everyone, theme('management.devices'))).toBe('/management/wifi');
  });

  it('is null for a user with no view permission, with the texts to show', () => {
    expect(landingPath(user(), DEFAULT_THEME)).toBeNull();
    expect(landingPath(user('view_device_logs'), DEFAULT_THEME)).toBeNull();
    expect(ACCESS_DENIED_TITLE).toBe('Access denied');
    expect(NO_VIEW_PERMISSIONS_MESSAGE).toBe('User has no view permissions available');
  });
});
