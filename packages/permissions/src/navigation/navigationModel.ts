import type { RouteParams } from '../routes/types.js';

/** One route an item may stand for, with the permission that unlocks it. */
export interface RouteNameMapEntry {
  readonly permission: string;
  /** The item's label when this is the only route the user may open. */
  readonly name: string;
  readonly routeName: string;
}

/** A navigation item as defined (console-shell-and-session §3 "Navigation item"). */
export interface NavItemDefinition {
  readonly name: string;
  readonly label: string;
  /** The route the item opens; absent when it has `routeNameMap` or `children`. */
  readonly routeName?: string;
  readonly params?: RouteParams;
  /** A permission needed on top of the route's own (for shared routes such as `forms`). */
  readonly permission?: string;
  /** Several routes; the item opens the first permitted one. */
  readonly routeNameMap?: readonly RouteNameMapEntry[];
  /** Sub-pages; the item shows when one of them is permitted. */
  readonly children?: readonly NavItemDefinition[];
}

/** A navigation group. */
export interface NavGroupDefinition {
  readonly name: string;
  readonly label: string;
  readonly items: readonly NavItemDefinition[];
}

const item = (
  name: string,
  label: string,
  routeName: string,
  extra: Partial<NavItemDefinition> = {},
): NavItemDefinition => ({
  name,
  label,
  routeName,
  ...extra,
});

/** The navigation of console-shell-and-session §2.2, in display order. */
export const NAVIGATION: readonly NavGroupDefinition[] = [
  {
    name: 'management',
    label: 'Management',
    items: [
      item('devices', 'Devices', 'management.devices'),
      {
        name: 'wifi-hotspots',
        label: 'Wi-Fi & Hotspots',
        routeNameMap: [
          { permission: 'view_wireless_information', name: 'Wi-Fi', routeName: 'management.wifi' },
          { permission: 'view_device_hotspots', name: 'Hotspots', routeName: 'management.hotspots' },
        ],
      },
      item('task-manager', 'Task manager', 'management.task-manager'),
      item('reports', 'Reports', 'reports.single'),
      item('automations', 'Alerts & Automations', 'management.automations'),
      item('monitoring-templates', 'Monitoring templates', 'monitoring-templates'),
    ],
  },
  {
    name: 'remote-access',
    label: 'Remote access',
    items: [
      item('remote-access', 'Remote access', 'remote.access'),
      item('access-history', 'Access history', 'access-history'),
    ],
  },
  {
    name: 'vpn',
    label: 'VPN',
    items: [
      item('vpn-hubs', 'VPN hubs', 'vpn.hubs'),
      item('vpn-quick-connect', 'VPN quick connect', 'vpn.quick-connect'),
    ],
  },
  {
    name: 'administration',
    label: 'Administration',
    items: [
      item('companies', 'Companies', 'companies'),
      {
        name: 'users',
        label: 'Users',
        children: [
          item('users', 'Users', 'users'),
          item('invitations', 'Invitations', 'users.invitations'),
          item('roles', 'Roles & Permissions', 'users.roles'),
          item('impersonation-logs', 'Impersonation logs', 'users.impersonation-logs'),
        ],
      },
      item('tags', 'Tags', 'tags'),
      {
        name: 'files',
        label: 'Files',
        children: [
          item('files', 'Files', 'management.files'),
          item('images', 'Images', 'management.files.images'),
        ],
      },
      {
        name: 'resources',
        label: 'Resources',
        children: [
          item('resources', 'Resources', 'services.credit-history'),
          item('codes', 'Codes', 'services.credit-codes'),
          item('data-purchases', 'Data purchases', 'services.data-history'),
        ],
      },
    ],
  },
  {
    name: 'system',
    label: 'System',
    items: [
      item('statistics', 'Statistics', 'statistics.general'),
      item('global-firmware', 'Global firmware', 'files.global.firmware'),
      item('global-notices', 'Global notices', 'notices'),
      item('approved-devices', 'Approved devices', 'auth-devices'),
      item('mail-logs', 'Mail logs', 'system.mail-logs'),
      item('move-device-resources', 'Move device resources', 'forms', {
        params: { name: 'move-resources' },
        permission: 'move_devices_credits',
      }),
    ],
  },
];
