import type { RouteDefinition } from './types.js';

/**
 * Base of the public wiki the help links open (forms-modals-and-capabilities §2).
 * Each page is this base plus a slug named after the page.
 */
export const HELP_WIKI_BASE = 'https://wiki.netfleet.dev/';

type Options = Omit<RouteDefinition, 'name' | 'path' | 'specPath' | 'params' | 'title' | 'helpLink'> & {
  /** Wiki slug; becomes `helpLink`. */
  readonly help?: string;
};

/** `/forms/$name/{-$id}` → `/forms/{name}/{id?}`. */
function toSpecPath(path: string): string {
  return path.replace(/\{-\$([\w-]+)\}/g, '{$1?}').replace(/\$([\w-]+)/g, '{$1}');
}

function paramsOf(path: string): string[] {
  return [...path.matchAll(/\$([\w-]+)/g)].map((match) => match[1] as string);
}

function route<const N extends string>(
  name: N,
  path: string,
  title: string,
  options: Options = {},
): RouteDefinition & { readonly name: N } {
  const { help, ...rest } = options;
  return {
    name,
    path,
    specPath: toSpecPath(path),
    params: paramsOf(path),
    title,
    ...(help === undefined ? {} : { helpLink: HELP_WIKI_BASE + help }),
    ...rest,
  };
}

/** A tab: path segment(s) below the page, route name, title and options. */
type Tab<N extends string = string> = readonly [segment: string, name: N, title: string, options?: Options];

/**
 * A page with tabs: the page redirects to its first tab and each tab needs the
 * page's permission (through `parent`) plus its own.
 */
function tabbed<const N extends string, const T extends string>(
  name: N,
  path: string,
  title: string,
  options: Options,
  tabs: readonly Tab<T>[],
): (RouteDefinition & { readonly name: N | T })[] {
  const first = tabs[0] as Tab<T>;
  const page = route(name, path, title, { redirect: first[1], tabs: tabs.map((tab) => tab[1]), ...options });
  return [
    page,
    ...tabs.map(([segment, tabName, tabTitle, tabOptions]) =>
      route(tabName, `${path}/${segment}`, tabTitle, { parent: name, ...tabOptions }),
    ),
  ];
}

const RESOURCE_VIEWS = ['view_credits', 'view_credit_transfer_codes', 'view_company_data_history'] as const;

/**
 * The route table of console-shell-and-session §2.3. Paths use TanStack Router
 * syntax; `specPath` keeps the spec's form. Routes whose permission the spec does
 * not show need only a session.
 */
export const ROUTES = [
  // Management
  route('management.devices', '/management/devices', 'Devices', {
    permission: 'view_devices',
    help: 'devices',
  }),
  route('management.hotspots', '/management/hotspots', 'Hotspots', {
    permission: 'view_device_hotspots',
    parent: 'management.devices',
    help: 'wifi-and-hotspots',
  }),
  route('management.wifi', '/management/wifi', 'Wi-Fi', {
    permission: 'view_wireless_information',
    help: 'wifi-and-hotspots',
  }),
  route('management.task-manager', '/management/task-manager', 'Task manager', {
    permission: 'view_device_task_groups',
    help: 'task-manager',
  }),
  route('management.files', '/management/files', 'Files', { permission: 'view_files', help: 'files' }),
  route('management.files.images', '/management/files/images', 'Images', {
    permission: 'view_images',
    help: 'files',
  }),
  route('management.automations', '/management/automations', 'Alerts & Automations', {
    permission: 'view_device_alert_configurations',
  }),
  ...tabbed(
    'management.automations.single',
    '/management/automations/$id',
    'Automation',
    { permission: 'view_device_alert_configurations' },
    [
      ['devices', 'management.automations.single.devices', 'Devices'],
      ['logs', 'management.automations.single.logs', 'Logs'],
    ],
  ),
  route('management.update-firmware', '/management/update-firmware', 'Update firmware'),
  route('management.upload-backup', '/management/upload-backup', 'Upload backup'),
  route('device-configuration', '/device-configuration', 'Device configuration', { help: 'multiconfig' }),
  ...tabbed('reports', '/reports', 'Reports', { permission: 'view_reports', help: 'reports' }, [
    ['single', 'reports.single', 'Single reports', { helpPanel: true, help: 'reports' }],
    ['periodic/day', 'reports.periodic.day', 'Daily reports', { helpPanel: true, help: 'reports' }],
    ['periodic/week', 'reports.periodic.week', 'Weekly reports', { helpPanel: true, help: 'reports' }],
    ['periodic/month', 'reports.periodic.month', 'Monthly reports', { helpPanel: true, help: 'reports' }],
  ]),
  route('report.generated', '/report/generated/$id', 'Generated report', { permission: 'view_reports' }),
  route('monitoring-templates', '/monitoring-templates', 'Monitoring templates', {
    permission: 'update_monitoring',
  }),
  route('monitoring-templates.create', '/monitoring-templates/create', 'New monitoring template', {
    permission: 'update_monitoring',
  }),
  route('monitoring-templates.edit', '/monitoring-templates/edit/$id', 'Edit monitoring template', {
    permission: 'update_monitoring',
  }),

  // Remote access
  route('remote.access', '/remote/access', 'Remote access', {
    permission: 'view_device_remote_access',
    help: 'remote-access',
  }),
  route('remote.access.single', '/remote/access/$id', 'Remote access info', {
    permission: 'view_device_remote_access',
    help: 'remote-access-info',
  }),
  route('access-history', '/access-history', 'Access history', {
    permission: 'view_device_remote_access',
    help: 'access-history',
  }),

  // VPN
  route('vpn.hubs', '/vpn/hubs', 'VPN hubs', { permission: 'view_vpn_hubs', help: 'vpn-hubs' }),
  ...tabbed('vpn.hubs.single', '/vpn/hubs/$id', 'VPN hub', { permission: 'view_vpn_hubs', help: 'vpn-hub' }, [
    ['general', 'vpn.hubs.single.general', 'General'],
    ['clients', 'vpn.hubs.single.clients', 'Clients'],
    ['routes', 'vpn.hubs.single.routes', 'Routes'],
    ['data-usage', 'vpn.hubs.single.data-usage', 'Data usage'],
    ['configuration', 'vpn.hubs.single.configuration', 'Configuration'],
  ]),
  route('vpn.quick-connect', '/vpn/quick-connect', 'VPN quick connect', {
    permission: 'view_vpn_hubs',
    help: 'quick-connect',
  }),
  ...tabbed(
    'vpn.quick-connect.single',
    '/vpn/quick-connect/$id',
    'Quick connect hub',
    { permission: 'view_vpn_hubs', help: 'quick-connect-hub' },
    [
      ['general', 'vpn.quick-connect.single.general', 'General'],
      ['clients', 'vpn.quick-connect.single.clients', 'Clients'],
      ['data-usage', 'vpn.quick-connect.single.data-usage', 'Data usage'],
      ['connection-logs', 'vpn.quick-connect.single.connection-logs', 'Connection logs'],
    ],
  ),

  // Administration: companies
  route('companies', '/companies', 'Companies', { permission: 'view_companies', help: 'companies' }),
  route('companies.tree', '/companies/tree', 'Company tree', {
    permission: 'view_companies',
    help: 'companies',
  }),
  ...tabbed(
    'company.info',
    '/companies/$company_id',
    'Company',
    { permission: 'view_companies', help: 'company-info' },
    [
      ['devices', 'company.devices', 'Devices', { permission: 'view_devices' }],
      ['data-history', 'company.data-history', 'Data history', { permission: 'view_company_data_history' }],
      ['metrics', 'company.metrics', 'Metrics', { permission: 'view_companies' }],
      ['users', 'company.userstable', 'Users', { permission: 'view_users', help: 'users' }],
      ['tags', 'company.tags', 'Tags', { permission: 'view_tags', help: 'tags' }],
      ['files', 'company.files', 'Files', { permission: 'view_files', help: 'files' }],
      [
        'reports',
        'company.reports',
        'Reports',
        { permission: 'view_reports', redirect: 'company.reports.single' },
      ],
      [
        'resources',
        'company.resources',
        'Resources',
        { permission: RESOURCE_VIEWS, redirect: 'company.resources.credits' },
      ],
    ],
  ),
  route('company.invitations', '/companies/$company_id/users/invitations', 'Invitations', {
    permission: 'view_user_invitations',
    parent: 'company.userstable',
    help: 'invitations',
  }),
  route('company.reports.single', '/companies/$company_id/reports/single', 'Single reports', {
    parent: 'company.reports',
    help: 'reports',
  }),
  route('company.reports.periodic.day', '/companies/$company_id/reports/periodic/day', 'Daily reports', {
    parent: 'company.reports',
    help: 'reports',
  }),
  route('company.reports.periodic.week', '/companies/$company_id/reports/periodic/week', 'Weekly reports', {
    parent: 'company.reports',
    help: 'reports',
  }),
  route(
    'company.reports.periodic.month',
    '/companies/$company_id/reports/periodic/month',
    'Monthly reports',
    {
      parent: 'company.reports',
      help: 'reports',
    },
  ),
  route('company.resources.credits', '/companies/$company_id/resources/credits', 'Credits', {
    permission: 'view_credits',
    parent: 'company.resources',
  }),
  route('company.resources.codes', '/companies/$company_id/resources/codes', 'Codes', {
    permission: 'view_credit_transfer_codes',
    parent: 'company.resources',
  }),
  route('company.resources.data-history', '/companies/$company_id/resources/data-history', 'Data history', {
    permission: 'view_company_data_history',
    parent: 'company.resources',
  }),

  // Administration: users, tags, resources
  route('users', '/users', 'Users', { permission: 'view_users', help: 'users' }),
  route('users.invitations', '/users/invitations', 'Invitations', {
    permission: 'view_user_invitations',
    help: 'invitations',
  }),
  route('users.roles', '/users/roles', 'Roles & Permissions', { permission: 'view_roles', help: 'roles' }),
  route('users.impersonation-logs', '/users/impersonation-logs', 'Impersonation logs', {
    permission: 'view_impersonation_logs',
  }),
  route('users.move-logs', '/users/move-logs', 'Move logs', { permission: 'view_user_move_logs' }),
  route(
    'users.confirm-impersonation-access',
    '/users/confirm-impersonation-access/$token',
    'Confirm impersonation access',
  ),
  route('tags', '/tags', 'Tags', { permission: 'view_tags', help: 'tags' }),
  route('tag.single', '/tag/$id', 'Tag', { permission: 'view_tags', help: 'tags' }),
  route('services', '/resources', 'Resources', {
    permission: RESOURCE_VIEWS,
    redirect: 'services.credit-history',
    tabs: [
      'services.credit-history',
      'services.credit-codes',
      'services.data-history',
      'services.data-overview',
    ],
    help: 'resources',
  }),
  route('services.credit-history', '/resources/credits', 'Resources', {
    permission: 'view_credits',
    parent: 'services',
    helpPanel: true,
    help: 'resources',
  }),
  route('services.credit-codes', '/resources/codes', 'Codes', {
    permission: 'view_credit_transfer_codes',
    parent: 'services',
    helpPanel: true,
    help: 'resources',
  }),
  route('services.data-history', '/resources/data-history', 'Data purchases', {
    permission: 'view_company_data_history',
    parent: 'services',
    helpPanel: true,
    help: 'resources',
  }),
  route('services.data-overview', '/resources/data-overview', 'Data overview', {
    permission: 'view_company_data_history',
    parent: 'services',
    helpPanel: true,
    help: 'resources',
  }),
  route('redeem-code', '/redeem-code', 'Activate code', { permission: 'activate_credit_transfer_codes' }),

  // System
  ...tabbed('statistics', '/statistics', 'Statistics', { permission: 'view_statistics' }, [
    ['general', 'statistics.general', 'General'],
    [
      'connection-manager',
      'statistics.connection-manager',
      'Connection manager',
      {
        permission: 'view_device_logs',
        helpPanel: true,
      },
    ],
    ['months-stats', 'statistics.months-stats', 'Monthly statistics'],
    ['online-devices', 'statistics.online-devices', 'Online devices'],
    ['action-logs', 'statistics.action-logs', 'Action logs'],
    ['unique-devices', 'statistics.unique-devices', 'Unique devices'],
  ]),
  route('files.global.firmware', '/files/global/firmware', 'Global firmware', {
    permission: 'upload_files_global_scope',
  }),
  route('notices', '/notices', 'Global notices', { permission: 'admin_view_notice' }),
  route('auth-devices', '/auth-devices', 'Approved devices', { permission: 'super_admin' }),
  route('system.mail-logs', '/system/mail-logs', 'Mail logs', { permission: 'view_mail_logs' }),

  // A device
  ...tabbed('device.info', '/devices/$id', 'Device', { permission: 'view_devices' }, [
    ['activity', 'device.activity', 'Activity'],
    ['location', 'device.location', 'Location'],
    ['dashboards', 'device.dashboards', 'Dashboards', { permission: 'view_device_dashboard' }],
    ['data-usage', 'device.data-usage', 'Data usage'],
    ['ports', 'device.ports', 'Ports', { permission: 'view_device_remote_access' }],
    ['services', 'device.services', 'Services', { permission: 'update_device_credit_status' }],
    ['access', 'device.access', 'Access', { permission: 'view_device_remote_access' }],
    ['network', 'device.network', 'Network', { permission: 'create_multi_configuration' }],
    [
      'monitoring-parameters-history',
      'device.monitoring-parameters-history',
      'Monitoring parameters history',
      {
        permission: 'view_devices',
      },
    ],
    [
      'metrics/dynamic',
      'device.metrics.dynamic',
      'Dynamic parameters',
      {
        permission: 'view_devices',
        help: 'dynamic-parameters',
      },
    ],
    ['metrics/mobile-data', 'device.metrics.mobile-data', 'Mobile data', { permission: 'view_devices' }],
    ['metrics/io', 'device.metrics.io', 'I/O', { permission: 'view_devices' }],
    ['metrics/gps', 'device.metrics.gps', 'GPS', { permission: 'view_devices' }],
    ['esim', 'device.esim', 'eSIM', { permission: 'create_multi_configuration' }],
  ]),
  route('device.dashboards.single', '/devices/$id/dashboards/$dashboard_id', 'Dashboard', {
    permission: 'view_device_dashboard',
    parent: 'device.dashboards',
  }),
  route('device.dashboard.mobile', '/device/$id/dashboard/$dashboard_id', 'Dashboard', {
    permission: 'view_device_dashboard',
    standalone: true,
  }),

  // Pages without a shown permission, the shell's own pages and the connect apps
  route('forms', '/forms/$name/{-$id}', 'Form'),
  route('notifications.main', '/notifications', 'Notifications'),
  route('email-smtp', '/email-smtp', 'Email configuration'),
  route('changelog', '/changelog', 'Changelog'),
  route('rms-connect.desktop', '/rms-connect/desktop', 'Remote desktop', {
    entry: 'connect-desktop',
    keyAuth: true,
  }),
  route('rms-connect.ssh', '/rms-connect/ssh', 'SSH', { entry: 'connect-terminal', keyAuth: true }),
  route('rms-connect.telnet', '/rms-connect/telnet', 'Telnet', { entry: 'connect-terminal' }),
  route('rms-connect.sftp', '/rms-connect/sftp', 'SFTP', { entry: 'connect-sftp' }),
  route('offline', '/offline.html', 'Offline', { noAuth: true, standalone: true }),
  route('logout', '/logout', 'Log out', { noAuth: true, standalone: true }),
  route('not-found', '/404', 'Page not found', { noAuth: true, standalone: true }),
  route('account', '/account', 'Account', { noAuth: true, external: true }),
] as const;

/** The name of a route of {@link ROUTES}: links, guards and themes name routes with these. */
export type RouteName = (typeof ROUTES)[number]['name'];

/** Every route name, in table order. */
export const ROUTE_NAMES: readonly RouteName[] = ROUTES.map((route) => route.name);

/** Route names that offer the contextual help side panel (console-shell-and-session §2.1). */
export const HELP_PANEL_ROUTES: readonly RouteName[] = ROUTES.filter((r) => r.helpPanel).map((r) => r.name);
