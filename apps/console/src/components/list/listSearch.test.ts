import { describe, expect, it } from 'vitest';
import { createListSearch, formatSort, parseSort } from './listSearch.js';

const devices = createListSearch({ sortable: ['name', 'serial', 'model', 'firmware', 'status'] });
const validateDevicesSearch = devices.validate;
const toDeviceListParams = devices.toParams;
const resolveDevicesSearch = devices.resolve;

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

describe('formatCount', () => {
  it('groups thousands', async () => {
    const { formatCount } = await import('./ListView.js');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

describe('list filters and default sort', () => {
  const companies = createListSearch({
    sortable: ['name', 'level'],
    defaultSort: 'name',
    filterKeys: ['parent_id'],
    filters: (raw): { parent_id?: number } => {
      const id = Number(raw.parent_id);
      return Number.isInteger(id) && id > 0 ? { parent_id: id } : {};
    },
  });

  it('keeps valid filters, drops bad ones and leaves the default sort out of the URL', () => {
    expect(companies.validate({ parent_id: '4', sort: 'name' })).toEqual({ parent_id: 4 });
    expect(companies.validate({ parent_id: 'x', sort: '-level' })).toEqual({ sort: '-level' });
  });

  it('asks for the default sort and passes the filters on', () => {
    expect(companies.toParams({ parent_id: 4 })).toEqual({
      parent_id: 4,
      limit: 25,
      offset: 0,
      sort: 'name',
    });
  });

  it('asks for its own params only, whatever else the URL holds', () => {
    // The router passes the URL's other params on beside the validated ones.
    const search = {
      ...companies.validate({ parent_id: 'x', reason: '\u0000', page: '2' }),
      reason: '\u0000',
    };
    expect('parent_id' in search && search.parent_id === undefined).toBe(true);
    expect(companies.toParams(search)).toEqual({ limit: 25, offset: 25, sort: 'name' });
  });

  it('cannot be declared with filters but without their keys', () => {
    // Without its keys a filter would never reach the API, and a dropped one would reach the page.
    // @ts-expect-error filterKeys is required with filters
    const keyless = createListSearch({
      sortable: [],
      filters: (): { parent_id?: number } => ({ parent_id: 4 }),
    });
    expect(keyless.toParams(keyless.validate({ parent_id: '4' }))).toEqual({ limit: 25, offset: 0 });
  });
});
