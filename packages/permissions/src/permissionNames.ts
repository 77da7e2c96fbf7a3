/**
 * Every permission name the spec uses (console-shell-and-session §6). The server's
 * role table and the console's checks share this list, so a typo fails to compile.
 */
export const PERMISSIONS = [
  'view_devices',
  'view_device_hotspots',
  'view_wireless_information',
  'view_device_task_groups',
  'view_reports',
  'view_device_alert_configurations',
  'update_monitoring',
  'view_device_remote_access',
  'view_vpn_hubs',
  'view_companies',
  'view_users',
  'view_user_invitations',
  'view_roles',
  'view_impersonation_logs',
  'view_user_move_logs',
  'view_tags',
  'view_files',
  'view_images',
  'view_credits',
  'view_credit_transfer_codes',
  'view_company_data_history',
  'activate_credit_transfer_codes',
  'view_statistics',
  'view_device_logs',
  'upload_files_global_scope',
  'admin_view_notice',
  'super_admin',
  'view_mail_logs',
  'move_devices_credits',
  'view_device_dashboard',
  'update_device_credit_status',
  'create_multi_configuration',
  'view_credits_summary',
  'view_permissions',
] as const;

/** One permission name of {@link PERMISSIONS}. */
export type Permission = (typeof PERMISSIONS)[number];

const known = new Set<string>(PERMISSIONS);

/** True when `name` is one of the spec's permission names. */
export function isPermission(name: string): name is Permission {
  return known.has(name);
}
