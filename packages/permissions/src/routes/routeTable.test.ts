import { describe, expect, it } from 'vitest';
import { isPermission } from '../permissionNames.js';
import { routeByName } from './lookup.js';
import { HELP_PANEL_ROUTES, HELP_WIKI_BASE, ROUTE_NAMES, ROUTES } from './routeTable.js';

const permissionOf = (name: string) => routeByName(name)?.permission;

describe('route table', () => {
  it('has unique names and unique paths', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('names only known permissions', () => {
    for (const route of ROUTES) {
      const names = route.permission === undefined ? [] : [route.permission].flat();
      for (const name of names) expect(isPermission(name), `${route.name}: ${name}`).toBe(true);
    }
  });

  it('points parents, redirects and tabs at existing routes', () => {
    for (const route of ROUTES) {
      for (const target of [route.parent, route.redirect, ...(route.tabs ?? [])]) {
        if (target !== undefined) expect(routeByName(target), `${route.name} → ${target}`).toBeDefined();
      }
    }
  });

  it.each([
    ['/management/devices', 'view_devices'],
    ['/management/hotspots', 'view_device_hotspots'],
    ['/management/wifi', 'view_wireless_information'],
    ['/management/task-manager', 'view_device_task_groups'],
    ['/tags', 'view_tags'],
    ['/tag/{id}', 'view_tags'],
    ['/remote/access', 'view_device_remote_access'],
    ['/remote/access/{id}', 'view_device_remote_access'],
    ['/access-history', 'view_device_remote_access'],
    ['/vpn/hubs', 'view_vpn_hubs'],
    ['/vpn/quick-connect', 'view_vpn_hubs'],
    ['/companies', 'view_companies'],
    ['/companies/tree', 'view_companies'],
    ['/users', 'view_users'],
    ['/users/invitations', 'view_user_invitations'],
    ['/users/roles', 'view_roles'],
    ['/users/impersonation-logs', 'view_impersonation_logs'],
    ['/users/move-logs', 'view_user_move_logs'],
    ['/management/files', 'view_files'],
    ['/management/files/images', 'view_images'],
    ['/files/global/firmware', 'upload_files_global_scope'],
    ['/reports', 'view_reports'],
    ['/report/generated/{id}', 'view_reports'],
    ['/management/automations', 'view_device_alert_configurations'],
    ['/management/automations/{id}', 'view_device_alert_configurations'],
    ['/redeem-code', 'activate_credit_transfer_codes'],
    ['/statistics', 'view_statistics'],
    ['/statistics/connection-manager', 'view_device_logs'],
    ['/system/mail-logs', 'view_mail_logs'],
    ['/notices', 'admin_view_notice'],
    ['/auth-devices', 'super_admin'],
    ['/monitoring-templates', 'update_monitoring'],
    ['/monitoring-templates/create', 'update_monitoring'],
    ['/monitoring-templates/edit/{id}', 'update_monitoring'],
    ['/devices/{id}', 'view_devices'],
  ])('%s needs %s', (specPath, permission) => {
    expect(ROUTES.find((r) => r.specPath === specPath)?.permission).toBe(permission);
  });

  it.each([
    '/forms/{name}/{id?}',
    '/device-configuration',
    '/management/update-firmware',
    '/management/upload-backup',
    '/notifications',
    '/email-smtp',
    '/changelog',
    '/users/confirm-impersonation-access/{token}',
  ])('%s needs only a session (permission not shown)', (specPath) => {
    const route = ROUTES.find((r) => r.specPath === specPath);
    expect(route).toBeDefined();
    expect(route?.permission).toBeUndefined();
    expect(route?.noAuth).toBeUndefined();
  });

  it('gives company tabs their own permissions', () => {
    expect(routeByName('company.info')).toMatchObject({
      specPath: '/companies/{company_id}',
      redirect: 'company.devices',
    });
    expect(permissionOf('company.devices')).toBe('view_devices');
    expect(permissionOf('company.data-history')).toBe('view_company_data_history');
    expect(permissionOf('company.metrics')).toBe('view_companies');
    expect(permissionOf('company.userstable')).toBe('view_users');
    expect(permissionOf('company.invitations')).toBe('view_user_invitations');
    expect(permissionOf('company.tags')).toBe('view_tags');
    expect(permissionOf('company.files')).toBe('view_files');
    expect(permissionOf('company.reports')).toBe('view_reports');
    expect(routeByName('company.reports.periodic.week')?.parent).toBe('company.reports');
    expect(permissionOf('company.resources.credits')).toBe('view_credits');
    expect(permissionOf('company.resources.codes')).toBe('view_credit_transfer_codes');
    expect(permissionOf('company.resources.data-history')).toBe('view_company_data_history');
  });

  it('redirects /reports to its single tab and /resources to credits', () => {
    expect(routeByName('reports')?.redirect).toBe('reports.single');
    expect(routeByName('services')).toMatchObject({
      path: '/resources',
      redirect: 'services.credit-history',
    });
    expect(routeByName('services.credit-history')?.path).toBe('/resources/credits');
  });

  it('gives a device page its tabs and their permissions', () => {
    expect(routeByName('device.info')?.redirect).toBe('device.activity');
    expect(permissionOf('device.dashboards')).toBe('view_device_dashboard');
    expect(routeByName('device.dashboards.single')?.specPath).toBe('/devices/{id}/dashboards/{dashboard_id}');
    expect(permissionOf('device.ports')).toBe('view_device_remote_access');
    expect(permissionOf('device.services')).toBe('update_device_credit_status');
    expect(permissionOf('device.access')).toBe('view_device_remote_access');
    expect(permissionOf('device.network')).toBe('create_multi_configuration');
    expect(permissionOf('device.esim')).toBe('create_multi_configuration');
    for (const tab of ['dynamic', 'mobile-data', 'io', 'gps'])
      expect(permissionOf(`device.metrics.${tab}`)).toBe('view_devices');
  });

  it('gives the VPN hub and quick-connect pages their tabs', () => {
    expect(routeByName('vpn.hubs.single')?.tabs).toEqual([
      'vpn.hubs.single.general',
      'vpn.hubs.single.clients',
      'vpn.hubs.single.routes',
      'vpn.hubs.single.data-usage',
      'vpn.hubs.single.configuration',
    ]);
    expect(routeByName('vpn.quick-connect.single')?.tabs).toHaveLength(4);
    expect(routeByName('management.automations.single')?.redirect).toBe(
      'management.automations.single.devices',
    );
  });

  it('marks standalone and unauthenticated routes', () => {
    expect(routeByName('logout')).toMatchObject({ standalone: true, noAuth: true });
    expect(routeByName('not-found')).toMatchObject({ path: '/404', standalone: true, noAuth: true });
    expect(routeByName('device.dashboard.mobile')).toMatchObject({
      standalone: true,
      specPath: '/device/{id}/dashboard/{dashboard_id}',
    });
    expect(routeByName('device.dashboard.mobile')?.noAuth).toBeUndefined();
    expect(routeByName('offline')).toMatchObject({ path: '/offline.html', noAuth: true });
    expect(routeByName('account')).toMatchObject({ path: '/account', external: true });
  });

  it('routes the connect pages to their apps, desktop and ssh accepting a key', () => {
    expect(routeByName('rms-connect.desktop')).toMatchObject({ entry: 'connect-desktop', keyAuth: true });
    expect(routeByName('rms-connect.ssh')).toMatchObject({ entry: 'connect-terminal', keyAuth: true });
    expect(routeByName('rms-connect.telnet')).toMatchObject({ entry: 'connect-terminal' });
    expect(routeByName('rms-connect.sftp')).toMatchObject({ entry: 'connect-sftp' });
    expect(routeByName('rms-connect.sftp')?.keyAuth).toBeUndefined();
  });

  it('offers the help panel on exactly the spec list', () => {
    expect([...HELP_PANEL_ROUTES].sort()).toEqual(
      [
        'reports.single',
        'reports.periodic.day',
        'reports.periodic.week',
        'reports.periodic.month',
        'statistics.connection-manager',
        'services.credit-codes',
        'services.credit-history',
        'services.data-overview',
        'services.data-history',
      ].sort(),
    );
  });

  it('gives the pages of the spec help links on the wiki', () => {
    const withHelp = ROUTES.filter((r) => r.helpLink !== undefined);
    for (const route of withHelp) expect(route.helpLink?.startsWith(HELP_WIKI_BASE)).toBe(true);
    for (const name of [
      'management.devices',
      'management.task-manager',
      'device-configuration',
      'management.wifi',
      'reports.single',
      'remote.access',
      'remote.access.single',
      'access-history',
      'vpn.hubs',
      'vpn.hubs.single',
      'vpn.quick-connect',
      'vpn.quick-connect.single',
      'companies',
      'company.info',
      'company.userstable',
      'users.invitations',
      'tags',
      'management.files',
      'users.roles',
      'services',
      'device.metrics.dynamic',
    ]) {
      expect(routeByName(name)?.helpLink, name).toBeDefined();
    }
  });

  it('gives every route a title', () => {
    for (const route of ROUTES) expect(route.title.length).toBeGreaterThan(0);
  });
});

describe('ROUTE_NAMES', () => {
  it('lists every route once, in table order', () => {
    expect(ROUTE_NAMES).toEqual(ROUTES.map((route) => route.name));
    expect(new Set(ROUTE_NAMES).size).toBe(ROUTES.length);
  });

  it('names the company report tabs after their paths', () => {
    expect(ROUTES.find((route) => route.name === 'company.reports.periodic.week')?.path).toBe(
      '/companies/$company_id/reports/periodic/week',
    );
  });
});
