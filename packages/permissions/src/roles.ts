import { PERMISSIONS, type Permission } from './permissionNames.js';

/** Which companies a role sees: every company, its own and the subsidiaries, or only its own. */
export type CompanyScope = 'all' | 'subtree' | 'own';

/** A role of the spec's role table (forms-modals-and-capabilities §6). */
export interface RoleDefinition {
  id: number;
  name: RoleName;
  title: string;
  meaning: string;
  /** Same as `meaning`; the role modals call it the description. */
  description: string;
  /** Default roles belong to no company (`company_id` null in pickers). */
  isDefault: boolean;
  scope: CompanyScope;
  /** Role names this role may invite; empty when the spec does not show any. */
  canInviteRoles: readonly string[];
  permissions: readonly Permission[];
}

export type RoleName = 'super_admin' | 'admin' | 'end_user' | 'readonly_admin' | 'read_only';

/** View permissions of the device area, held by every role. */
const DEVICE_VIEWS: readonly Permission[] = [
  'view_devices',
  'view_device_hotspots',
  'view_wireless_information',
  'view_device_task_groups',
  'view_reports',
  'view_device_alert_configurations',
  'view_device_remote_access',
  'view_vpn_hubs',
  'view_device_dashboard',
  'view_tags',
  'view_files',
  'view_images',
  'view_permissions',
];

/** Company and credit views of the roles that see subsidiaries. */
const COMPANY_VIEWS: readonly Permission[] = [
  'view_companies',
  'view_users',
  'view_user_invitations',
  'view_roles',
  'view_impersonation_logs',
  'view_user_move_logs',
  'view_credits',
  'view_credit_transfer_codes',
  'view_company_data_history',
  'view_credits_summary',
  'view_statistics',
  'view_device_logs',
];

/** Permissions that exist only for the system operator, views and writes. */
const SYSTEM_ONLY: readonly Permission[] = [
  'super_admin',
  'upload_files_global_scope',
  'admin_view_notice',
  'view_mail_logs',
  'move_companies',
  'create_credits',
  'create_distributor_invitations',
  'delete_users',
  'remove_user_mfa',
  'assign_sso_admin',
  'remove_suppressed_emails',
  'create_notifications',
  'manage_approved_devices',
  'update_email_settings',
];

const ADMIN_PERMISSIONS: readonly Permission[] = PERMISSIONS.filter((name) => !SYSTEM_ONLY.includes(name));

/**
 * The role table. Permission sets follow each role's meaning: admins hold every
 * permission but the system operator's (company, user, credit and code writes within their
 * subtree included); the end client changes only its own company's devices and tags; the two
 * guest roles only view and hold no write permission.
 */
const ROLE_TABLE: readonly Omit<RoleDefinition, 'description' | 'isDefault'>[] = [
  {
    id: 1,
    name: 'super_admin',
    title: 'System Administrator',
    meaning: 'System Administrator',
    scope: 'all',
    // `support` is in the spec's invite list although the role table does not define it.
    canInviteRoles: ['admin', 'end_user', 'readonly_admin', 'read_only', 'support'],
    permissions: PERMISSIONS,
  },
  {
    id: 2,
    name: 'admin',
    title: 'Administrator',
    meaning:
      'Full control of own company and subsidiaries; may create users and subsidiary companies and move credits',
    scope: 'subtree',
    canInviteRoles: ['admin', 'end_user', 'readonly_admin', 'read_only'],
    permissions: ADMIN_PERMISSIONS,
  },
  {
    id: 3,
    name: 'end_user',
    title: 'End Client',
    meaning: "Sees only own company's devices and users; no subsidiaries or credit moves",
    scope: 'own',
    canInviteRoles: [],
    permissions: [
      ...DEVICE_VIEWS,
      'update_monitoring',
      'view_users',
      'view_credits',
      'view_credits_summary',
      'view_device_logs',
      'activate_credit_transfer_codes',
      'update_device_credit_status',
      'create_multi_configuration',
      'create_tags',
      'update_devices',
      'control_devices',
      'use_device_remote_access',
      'update_device_remote_access',
    ],
  },
  {
    id: 6,
    name: 'readonly_admin',
    title: 'Advanced Guest',
    meaning: 'View-only for own and subsidiary companies; demonstration',
    scope: 'subtree',
    canInviteRoles: [],
    permissions: [...DEVICE_VIEWS, ...COMPANY_VIEWS],
  },
  {
    id: 4,
    name: 'read_only',
    title: 'Guest',
    meaning: 'View-only for own company; demonstration',
    scope: 'own',
    canInviteRoles: [],
    permissions: DEVICE_VIEWS,
  },
];

/** The five default roles of forms-modals-and-capabilities §6, in the spec's order. */
export const ROLES: readonly RoleDefinition[] = ROLE_TABLE.map((role) => ({
  ...role,
  description: role.meaning,
  isDefault: true,
}));

/** The role definition by name, or undefined. */
export function roleByName(name: string): RoleDefinition | undefined {
  return ROLES.find((role) => role.name === name);
}

/** The role definition by id, or undefined. */
export function roleById(id: number): RoleDefinition | undefined {
  return ROLES.find((role) => role.id === id);
}
