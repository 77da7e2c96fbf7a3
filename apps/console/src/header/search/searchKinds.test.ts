import { DEFAULT_THEME, roleByName } from '@netfleet/permissions';
import { describe, expect, it } from 'vitest';
import {
  countBadge,
  permittedSearchKinds,
  readChosenKinds,
  SEARCH_KIND_VIEWS,
  SEARCH_KINDS_STORAGE_KEY,
  type SearchKindView,
  tableHref,
  writeChosenKinds,
} from './searchKinds.js';

const kind = (id: string) => SEARCH_KIND_VIEWS.find((entry) => entry.id === id) as SearchKindView;

describe('search kinds', () => {
  it('are limited to what the user may view and the theme allows', () => {
    const readOnly = { permissions: roleByName('read_only')?.permissions ?? [] };
    expect(permittedSearchKinds(readOnly, DEFAULT_THEME).map((entry) => entry.id)).not.toContain('users');
    const superAdmin = { permissions: roleByName('super_admin')?.permissions ?? [] };
    expect(permittedSearchKinds(superAdmin, DEFAULT_THEME).map((entry) => entry.id)).toEqual([
      'devices',
      'companies',
      'remoteAccess',
      'vpnHubs',
      'tags',
      'users',
      'files',
    ]);
    const theme = { ...DEFAULT_THEME, disabled_routes: ['vpn.hubs'] };
    expect(permittedSearchKinds(superAdmin, theme).map((entry) => entry.id)).not.toContain('vpnHubs');
  });

  it('open the item’s page, or the table filtered by its name or e-mail', () => {
    expect(kind('devices').itemHref({ id: 12, name: 'R1' })).toBe('/devices/12');
    expect(kind('companies').itemHref({ id: 4, name: 'Acme' })).toBe('/companies/4');
    expect(kind('remoteAccess').itemHref({ id: 8 })).toBe('/remote/access/8');
    expect(kind('vpnHubs').itemHref({ id: 2 })).toBe('/vpn/hubs/2');
    expect(kind('tags').itemHref({ id: 3 })).toBe('/tag/3');
    expect(kind('users').itemHref({ id: 5, name: 'Ann', email: 'ann@x.test' })).toBe('/users?q=ann%40x.test');
    expect(kind('files').itemHref({ id: 6, name: 'fw 1.bin' })).toBe('/management/files?q=fw+1.bin');
    expect(tableHref(kind('devices'), 'rut 9')).toBe('/management/devices?q=rut+9');
  });

  it('show "10+" above ten', () => {
    expect(countBadge(3)).toBe('3');
    expect(countBadge(10)).toBe('10');
    expect(countBadge(11)).toBe('10+');
  });

  it('remember the chosen kinds in local storage', () => {
    const permitted = SEARCH_KIND_VIEWS.slice(0, 3);
    expect(readChosenKinds(localStorage, permitted)).toEqual(['devices', 'companies', 'remoteAccess']);
    writeChosenKinds(localStorage, ['companies', 'users']);
    expect(localStorage.getItem(SEARCH_KINDS_STORAGE_KEY)).toBe('["companies","users"]');
    // Kinds the user may no longer search are dropped.
    expect(readChosenKinds(localStorage, permitted)).toEqual(['companies']);
    localStorage.setItem(SEARCH_KINDS_STORAGE_KEY, '{broken');
    expect(readChosenKinds(localStorage, permitted)).toHaveLength(3);
  });
});
