import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '../theme/theme.js';
import { isRouteAllowed, redirectTarget } from './isRouteAllowed.js';

const user = (...permissions: string[]) => ({ permissions });
const theme = (...disabled_routes: string[]) => ({ ...DEFAULT_THEME, disabled_routes });

describe('isRouteAllowed', () => {
  it('allows a route whose permission the user holds', () => {
    expect(isRouteAllowed(user('view_devices'), DEFAULT_THEME, 'management.devices')).toBe(true);
    expect(isRouteAllowed(user('view_tags'), DEFAULT_THEME, 'management.devices')).toBe(false);
  });

  it('needs the parent permission too (hotspots need view_devices)', () => {
    expect(isRouteAllowed(user('view_device_hotspots'), DEFAULT_THEME, 'management.hotspots')).toBe(false);
    expect(
      isRouteAllowed(user('view_device_hotspots', 'view_devices'), DEFAULT_THEME, 'management.hotspots'),
    ).toBe(true);
  });

  it('needs the page permission for a tab', () => {
    expect(isRouteAllowed(user('view_devices'), DEFAULT_THEME, 'company.devices')).toBe(false);
    expect(isRouteAllowed(user('view_devices', 'view_companies'), DEFAULT_THEME, 'company.devices')).toBe(
      true,
    );
    expect(
      isRouteAllowed(user('view_companies', 'view_user_invitations'), DEFAULT_THEME, 'company.invitations'),
    ).toBe(false);
  });

  it('matches a permission list with some', () => {
    expect(isRouteAllowed(user('view_credit_transfer_codes'), DEFAULT_THEME, 'services')).toBe(true);
    expect(isRouteAllowed(user('view_credit_transfer_codes'), DEFAULT_THEME, 'services.credit-history')).toBe(
      false,
    );
  });

  it('allows a session-only route to any user', () => {
    expect(isRouteAllowed(user(), DEFAULT_THEME, 'notifications.main')).toBe(true);
  });

  it('allows unauthenticated routes without permissions', () => {
    expect(isRouteAllowed(user(), DEFAULT_THEME, 'logout')).toBe(true);
    expect(isRouteAllowed(user(), DEFAULT_THEME, 'not-found')).toBe(true);
  });

  it('refuses a route the theme disables, and its tabs', () => {
    const all = user('view_vpn_hubs', 'view_devices');
    expect(isRouteAllowed(all, theme('vpn.hubs.single'), 'vpn.hubs.single')).toBe(false);
    expect(isRouteAllowed(all, theme('vpn.hubs.single'), 'vpn.hubs.single.clients')).toBe(false);
    expect(isRouteAllowed(all, theme('vpn.hubs.single'), 'vpn.hubs')).toBe(true);
    expect(isRouteAllowed(user(), theme('logout'), 'logout')).toBe(false);
  });

  it('refuses an unknown route', () => {
    expect(isRouteAllowed(user('super_admin'), DEFAULT_THEME, 'remote.mobile')).toBe(false);
  });

  it('accepts a Set of permissions', () => {
    expect(isRouteAllowed({ permissions: new Set(['view_tags']) }, DEFAULT_THEME, 'tags')).toBe(true);
  });
});

describe('redirectTarget', () => {
  it('leads to the default tab when allowed', () => {
    expect(redirectTarget(user('view_companies', 'view_devices'), DEFAULT_THEME, 'company.info')).toBe(
      'company.devices',
    );
  });

  it('falls back to the first allowed tab', () => {
    expect(redirectTarget(user('view_companies', 'view_tags'), DEFAULT_THEME, 'company.info')).toBe(
      'company.metrics',
    );
    expect(redirectTarget(user('view_codes', 'view_credit_transfer_codes'), DEFAULT_THEME, 'services')).toBe(
      'services.credit-codes',
    );
  });

  it('follows a redirect without tabs (company reports to single)', () => {
    const reporter = user('view_companies', 'view_reports');
    expect(redirectTarget(reporter, DEFAULT_THEME, 'company.reports')).toBe('company.reports.single');
    expect(redirectTarget(reporter, theme('company.reports.single'), 'company.reports')).toBeUndefined();
  });

  it('is undefined when no tab is allowed or the route does not redirect', () => {
    expect(redirectTarget(user(), DEFAULT_THEME, 'company.info')).toBeUndefined();
    expect(redirectTarget(user('view_tags'), DEFAULT_THEME, 'tags')).toBeUndefined();
    expect(redirectTarget(user(), DEFAULT_THEME, 'nope')).toBeUndefined();
  });
});
