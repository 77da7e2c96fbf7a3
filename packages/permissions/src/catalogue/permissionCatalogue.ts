import { type Permission, WRITE_PERMISSIONS } from '../permissionNames.js';

/** The name of an area of the permission catalogue. */
export type PermissionAreaName =
  | 'devices'
  | 'monitoring'
  | 'remote-access'
  | 'vpn'
  | 'companies'
  | 'users-and-roles'
  | 'resources'
  | 'files-and-tags'
  | 'system';

/** One area of the catalogue: its permissions, views first, then the changes. */
export interface PermissionArea {
  readonly name: PermissionAreaName;
  /** English label; the console shows its own translation by `name`. */
  readonly label: string;
  readonly permissions: readonly Permission[];
}

/**
 * Every permission of {@link PERMISSIONS} in exactly one area, in the order a role editor
 * lists them (the navigation's order: management, remote access, VPN, administration,
 * system). A test keeps it complete: a new permission name fails it until it has an area.
 */
export const PERMISSION_CATALOGUE: readonly PermissionArea[] = [
  {
    name: 'devices',
    label: 'Devices',
    permissions: [
      'view_devices',
      'view_device_hotspots',
      'view_wireless_information',
      'view_device_task_groups',
      'view_device_dashboard',
      'view_device_logs',
      'create_devices',
      'update_devices',
      'control_devices',
      'delete_devices',
      'create_multi_configuration',
    ],
  },
  {
    name: 'monitoring',
    label: 'Reports and monitoring',
    permissions: ['view_reports', 'view_device_alert_configurations', 'view_statistics', 'update_monitoring'],
  },
  {
    name: 'remote-access',
    label: 'Remote access',
    permissions: ['view_device_remote_access', 'use_device_remote_access', 'update_device_remote_access'],
  },
  { name: 'vpn', label: 'VPN', permissions: ['view_vpn_hubs'] },
  {
    name: 'companies',
    label: 'Companies',
    permissions: [
      'view_companies',
      'view_company_data_history',
      'create_companies',
      'update_companies',
      'move_companies',
      'delete_companies',
      'convert_company_data',
    ],
  },
  {
    name: 'users-and-roles',
    label: 'Users and roles',
    permissions: [
      'view_users',
      'view_user_invitations',
      'view_roles',
      'view_permissions',
      'view_impersonation_logs',
      'view_user_move_logs',
      'invite_users',
      'update_users',
      'move_users',
      'delete_users',
      'impersonate_users',
      'remove_user_mfa',
      'assign_sso_admin',
      'manage_roles',
      'create_distributor_invitations',
    ],
  },
  {
    name: 'resources',
    label: 'Resources',
    permissions: [
      'view_credits',
      'view_credits_summary',
      'view_credit_transfer_codes',
      'activate_credit_transfer_codes',
      'update_device_credit_status',
      'move_devices_credits',
      'create_credits',
      'create_credit_transfer_codes',
    ],
  },
  {
    name: 'files-and-tags',
    label: 'Files and tags',
    permissions: ['view_tags', 'view_files', 'view_images', 'create_tags', 'upload_files_global_scope'],
  },
  {
    name: 'system',
    label: 'System',
    permissions: [
      'super_admin',
      'admin_view_notice',
      'view_mail_logs',
      'manage_approved_devices',
      'create_notifications',
      'remove_suppressed_emails',
      'update_email_settings',
    ],
  },
];

/**
 * The permission names that allow a change rather than a view: Netfleet's
 * `WRITE_PERMISSIONS` and the spec's few changes.
 */
const CHANGES: ReadonlySet<string> = new Set<Permission>([
  ...WRITE_PERMISSIONS,
  'update_monitoring',
  'activate_credit_transfer_codes',
  'move_devices_credits',
  'update_device_credit_status',
  'create_multi_configuration',
  'upload_files_global_scope',
]);

/**
 * True when the permission allows a change (create, update, delete, run something) rather
 * than only showing something: every `WRITE_PERMISSIONS` name and the spec's few changes.
 * `super_admin` and `admin_view_notice` open pages, so they count as views.
 */
export function isChangePermission(name: string): boolean {
  return CHANGES.has(name);
}

const areaByPermission: ReadonlyMap<string, PermissionArea> = new Map(
  PERMISSION_CATALOGUE.flatMap((area) => area.permissions.map((name) => [name, area] as const)),
);

/** The catalogue area of a permission name, or undefined for a name it does not know. */
export function permissionArea(name: string): PermissionArea | undefined {
  return areaByPermission.get(name);
}
