import { describe, expect, it } from 'vitest';
import {
  formatSort,
  parseSort,
  resolveDevicesSearch,
  toDeviceListParams,
  validateDevicesSearch,
} from './devicesSearch.js';

describe('validateDevicesSearch', () => {
  it('keeps valid values and leaves the defaults out', () => {
    expect(validateDevicesSearch({ page: '3', pageSize: '50', sort: '-name', q: ' rut ' })).toEqual({
      page: 3,
      pageSize: 50,
      sort: '-name',
      q: 'rut',
    });
    expect(validateDevicesSearch({ page: 1, pageSize: 25, q: '' })).toEqual({});
  });

  it('drops malformed values instead of failing', () => {
    expect(
      validateDevicesSearch({ page: '0', pageSize: '7', sort: 'password', q: { a: 1 } as unknown as string }),
    ).toEqual({});
    expect(validateDevicesSearch({ page: 'two', sort: '-company' })).toEqual({});
  });
});

describe('toDeviceListParams', () => {
  it('turns page and size into limit and offset', () => {
    expect(toDeviceListParams({})).toEqual({ limit: 25, offset: 0 });
    expect(toDeviceListParams({ page: 3, pageSize: 10, sort: 'serial', q: 'x' })).toEqual({
      limit: 10,
      offset: 20,
      sort: 'serial',
      q: 'x',
    });
    expect(resolveDevicesSearch({ q: 'x' })).toEqual({ page: 1, pageSize: 25, q: 'x' });
  });
});

describe('sort params', () => {
  it('round-trips name and -name', () => {
    expect(parseSort('name')).toEqual({ id: 'name', desc: false });
    expect(parseSort('-name')).toEqual({ id: 'name', desc: true });
    expect(parseSort(undefined)).toBeNull();
    expect(formatSort({ id: 'status', desc: true })).toBe('-status');
    expect(formatSort({ id: 'status', desc: false })).toBe('status');
  });
});

describe('countText', () => {
  it('groups thousands and says device or devices', async () => {
    const { countText } = await import('./DevicesPage.js');
    expect(countText(0)).toBe('0 devices');
    expect(countText(1)).toBe('1 device');
    expect(countText(1234567)).toBe('1,234,567 devices');
  });
});
