/**
 * The permission names the spec uses (console-shell-and-session §6), in the spec's order.
 * Most name views; a few name changes (`update_monitoring`, `activate_credit_transfer_codes`,
 * `move_devices_credits`, `update_device_credit_status`, `create_multi_configuration`,
 * `upload_files_global_scope`).
 */
export const SPEC_PERMISSIONS = [
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

/**
 * Write permissions Netfleet adds in the spec's style (verb_object) for every change the
 * server makes that the spec's list has no name for. The server checks them and the console
 * hides what a user may not do with the same `can()`; custom roles will be built from them.
 * Changes a user makes to its own account (settings, storage, notifications, impersonation
 * access) need none.
 */
export const WRITE_PERMISSIONS = [
  /** `POST /tags`. */
  'create_tags',
  /** `POST /companies`: a subsidiary of a company in the scope. */
  'create_companies',
  /** `PUT /companies/{id}`: rename. */
  'update_companies',
  /** `POST /companies/move`: a company and its subtree under another company. */
  'move_companies',
  /** `POST /companies/data`: device credits into company data. */
  'convert_company_data',
  /** `POST /users/invite`. */
  'invite_users',
  /** `POST /users/{id}/impersonate`. */
  'impersonate_users',
  /** `POST /credits`: add resources to a company. */
  'create_credits',
  /** `POST /credits/codes`. */
  'create_credit_transfer_codes',
  /** `POST /distributors/invitations`. */
  'create_distributor_invitations',
  /** `DELETE /admin/users`. */
  'delete_users',
  /** `DELETE /admin/users/mfa`. */
  'remove_user_mfa',
  /** `POST /admin/users/sso`. */
  'assign_sso_admin',
  /** `DELETE /suppressed-emails/{email}`. */
  'remove_suppressed_emails',
  /** `POST /notifications`: a notification to any user. */
  'create_notifications',
  /** `POST /devices` and `POST /devices/import`: add devices (one, or from a CSV file). */
  'create_devices',
  /** Rename, tag and move devices; issue and revoke a device's ingest token. */
  'update_devices',
  /** Reboot devices and request firmware updates. */
  'control_devices',
  /** Delete devices. */
  'delete_devices',
  /** `/devices/authorized`: the approved devices list (`/auth-devices`). */
  'manage_approved_devices',
  /**
   * Open remote sessions (Connect: `POST /remote/sessions`, the bridge, a connect key). The
   * spec's `view_device_remote_access` shows the entries and the history; the two guest
   * roles hold only that, so a demonstration account never reaches a device's shell.
   */
  'use_device_remote_access',
  /** Create, edit and delete remote access entries, forget a host key, share a one-time key. */
  'update_device_remote_access',
  /** `DELETE /companies/{id}`: a company without subsidiaries (its devices go to the parent). */
  'delete_companies',
  /** `PUT /users/{id}`: another user's role (an invitable one). */
  'update_users',
  /** `POST /users/move`: users into another company of the scope (`/users/move-logs`). */
  'move_users',
  /** Create, edit and delete the custom roles of companies in the scope. */
  'manage_roles',
  /** `/email-smtp`: the outgoing mail (SMTP) settings, and sending a test mail through them. */
  'update_email_settings',
] as const;

/** Every permission name: the spec's, then Netfleet's write permissions. */
export const PERMISSIONS = [...SPEC_PERMISSIONS, ...WRITE_PERMISSIONS] as const;

/** One permission name of {@link PERMISSIONS}. */
export type Permission = (typeof PERMISSIONS)[number];

/** One of the spec's permission names. */
export type SpecPermission = (typeof SPEC_PERMISSIONS)[number];

/** One of Netfleet's write permission names. */
export type WritePermission = (typeof WRITE_PERMISSIONS)[number];

const known = new Set<string>(PERMISSIONS);

/** True when `name` is a permission name (the spec's or a write permission). */
export function isPermission(name: string): name is Permission {
  return known.has(name);
}
