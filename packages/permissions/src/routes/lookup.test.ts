import { describe, expect, it } from 'vitest';
import { hrefFor, routeByName, routeByPath } from './lookup.js';
import { ROUTES } from './routeTable.js';

describe('routeByName', () => {
  it('finds a route and returns undefined for an unknown name', () => {
    expect(routeByName('notifications.main')?.path).toBe('/notifications');
    expect(routeByName('nope')).toBeUndefined();
  });
});

describe('routeByPath', () => {
  it.each([
    ['/management/devices', 'management.devices', {}],
    ['/companies/tree', 'companies.tree', {}],
    ['/companies/42', 'company.info', { company_id: '42' }],
    ['/companies/42/users', 'company.userstable', { company_id: '42' }],
    ['/companies/42/users/invitations', 'company.invitations', { company_id: '42' }],
    ['/companies/42/reports/periodic/month', 'company.reports.periodic.month', { company_id: '42' }],
    ['/devices/7/dashboards/3', 'device.dashboards.single', { id: '7', dashboard_id: '3' }],
    ['/device/7/dashboard/3', 'device.dashboard.mobile', { id: '7', dashboard_id: '3' }],
    ['/forms/tags', 'forms', { name: 'tags' }],
    ['/forms/tags/5', 'forms', { name: 'tags', id: '5' }],
    ['/monitoring-templates/create', 'monitoring-templates.create', {}],
    ['/monitoring-templates/edit/9', 'monitoring-templates.edit', { id: '9' }],
    ['/offline.html', 'offline', {}],
  ])('matches %s to %s', (path, name, params) => {
    const match = routeByPath(path);
    expect(match?.route.name).toBe(name);
    expect(match?.params).toEqual(params);
  });

  it('ignores the query string, the hash and a trailing slash', () => {
    expect(routeByPath('/tags/?platform=mobile#top')?.route.name).toBe('tags');
  });

  it('decodes parameters, keeping malformed ones as they are', () => {
    expect(routeByPath('/tag/a%20b')?.params).toEqual({ id: 'a b' });
    expect(routeByPath('/tag/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' });
  });

  it('returns undefined for an unknown path', () => {
    expect(routeByPath('/')).toBeUndefined();
    expect(routeByPath('/no/such/page')).toBeUndefined();
    expect(routeByPath('/forms/a/b/c')).toBeUndefined();
  });

  it('matches the href of every route back to that route', () => {
    for (const route of ROUTES) {
      const params = Object.fromEntries(route.params.map((p, i) => [p, `v${i}`]));
      expect(routeByPath(hrefFor(route.name, params))?.route.name, route.name).toBe(route.name);
    }
  });
});

describe('hrefFor', () => {
  it('fills and encodes parameters', () => {
    expect(hrefFor('company.info', { company_id: 42 })).toBe('/companies/42');
    expect(hrefFor('tag.single', { id: 'a/b' })).toBe('/tag/a%2Fb');
  });

  it('drops a missing optional parameter', () => {
    expect(hrefFor('forms', { name: 'tags' })).toBe('/forms/tags');
    expect(hrefFor('forms', { name: 'tags', id: '' })).toBe('/forms/tags');
    expect(hrefFor('forms', { name: 'tags', id: 3 })).toBe('/forms/tags/3');
  });

  it('needs no parameters for a static route', () => {
    expect(hrefFor('management.devices')).toBe('/management/devices');
  });

  it('throws for an unknown route or a missing parameter', () => {
    expect(() => hrefFor('nope')).toThrowError('Unknown route "nope"');
    expect(() => hrefFor('company.info')).toThrowError('Route "company.info" needs parameter "company_id"');
  });
});
