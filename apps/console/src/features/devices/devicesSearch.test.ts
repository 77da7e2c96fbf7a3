import { exportDevicesUrl } from '@netfleet/api-client';
import { encodeListCursor } from '@netfleet/contracts';
import { describe, expect, it } from 'vitest';
import { exportFields } from './deviceColumns.js';
import {
  activeFilterCount,
  devicesPageSize,
  filtersOf,
  panelFilterCount,
  toApiFilters,
  toDeviceQuery,
  toDevicesListParams,
  validateDevicesSearch,
} from './devicesSearch.js';
import { parseSavedViews, withoutView, withView } from './views/savedViews.js';

/** A cursor as the server writes it (`meta.next`). */
const CURSOR = encodeListCursor({ sort: '-signal', value: -70, id: 42 });

const NOW = Date.parse('2026-11-23T12:00:30.000Z');

describe('validateDevicesSearch', () => {
  it('keeps the map view (view=map) apart from the filters, and drops any other view', () => {
    const search = validateDevicesSearch({ view: 'map', status: '1', q: 'bus' });
    expect(search).toEqual({ view: 'map', status: '1', q: 'bus' });
    // The map shows what the list's filters select: the view is not one of them.
    expect(filtersOf(search)).toEqual({ status: '1', q: 'bus' });
    expect(activeFilterCount(search)).toBe(2);
    expect(validateDevicesSearch({ view: 'globe' })).toEqual({});
  });

  it('keeps a cursor the server wrote for the sort shown and drops any other text', () => {
    expect(validateDevicesSearch({ sort: '-signal', after: CURSOR }).after).toBe(CURSOR);
    const nameCursor = encodeListCursor({ sort: 'name', value: 'Gate', id: 7 });
    expect(validateDevicesSearch({ sort: 'name', after: nameCursor }).after).toBe(nameCursor);
    // Of another sort (the URL's sort was edited, or none is given: the server's `id`).
    expect(validateDevicesSearch({ sort: '-name', after: nameCursor }).after).toBeUndefined();
    expect(validateDevicesSearch({ after: nameCursor }).after).toBeUndefined();
    for (const after of ['%%', 'abc', CURSOR.slice(0, -3)]) {
      expect(validateDevicesSearch({ after }).after).toBeUndefined();
    }
  });

  it('keeps valid filters and drops malformed ones without failing', () => {
    expect(
      validateDevicesSearch({
        status: '1,0,1,9',
        family: 'rut,TRB,x',
        model: 'RUTX11,bad model',
        firmware_below: '07.06.10',
        company_id: '4',
        subsidiaries: '1',
        tag_id: '3,x,7',
        capability: 'has_gps,has_teleport',
        seen: '24h',
        q: '  rut ',
        sort: '-signal',
        pageSize: '500',
        after: CURSOR,
      }),
    ).toEqual({
      status: '1,0',
      family: 'RUT,TRB',
      model: 'RUTX11',
      firmware_below: '07.06.10',
      company_id: 4,
      subsidiaries: 1,
      tag_id: '3,7',
      capability: 'has_gps',
      seen: '24h',
      q: 'rut',
      sort: '-signal',
      pageSize: 500,
      after: CURSOR,
    });
    expect(
      validateDevicesSearch({
        status: 5,
        firmware_below: 'abc',
        subsidiaries: '1',
        seen: 'yesterday',
        sort: '-password',
        pageSize: 7,
      }),
    ).toEqual({});
    // The router reads `status=0` as the number 0.
    expect(validateDevicesSearch({ status: 0, firmware_below: 7.6 })).toEqual({
      status: '0',
      firmware_below: '7.6',
    });
  });
});

describe('the list request of a search', () => {
  it('turns "last seen" into a time to the minute and keeps the filters names of GET /devices', () => {
    expect(toDeviceQuery({ seen: '1h', status: '0' }, NOW)).toEqual({
      status: '0',
      seen_after: '2026-11-23T11:00:00.000Z',
    });
    expect(toDeviceQuery({ seen: 'old' }, NOW)).toEqual({ seen_before: '2026-11-16T12:00:00.000Z' });
    expect(
      toDevicesListParams({ sort: 'name', after: 'c1', model: 'RUT955,RUTX11', tag_id: '3' }, 100, NOW),
    ).toEqual({
      model: ['RUT955', 'RUTX11'],
      tag_id: [3],
      limit: 100,
      sort: 'name',
      after: 'c1',
    });
  });

  it('takes the page size from the URL, else the stored preference when offered, else 100', () => {
    expect(devicesPageSize({ pageSize: 50 }, 250)).toBe(50);
    expect(devicesPageSize({}, 250)).toBe(250);
    expect(devicesPageSize({}, 7)).toBe(100);
  });

  it('counts and extracts the filters only', () => {
    const search = {
      status: '0',
      q: 'x',
      sort: 'name',
      pageSize: 50,
      after: 'c',
      company_id: 3,
      subsidiaries: 1,
    } as const;
    expect(filtersOf(search)).toEqual({ status: '0', q: 'x', company_id: 3, subsidiaries: 1 });
    expect(activeFilterCount(search)).toBe(3);
    // The Filters button counts what its panel sets: the search text has a box of its own.
    expect(panelFilterCount(search)).toBe(2);
    expect(panelFilterCount({ q: 'x' })).toBe(0);
  });
});

describe('export', () => {
  it('links every matching device with the shown columns', () => {
    expect(exportFields(['name', 'status', 'model', 'latitude'])).toEqual([
      'name',
      'status',
      'last_seen_at',
      'model',
      'family',
      'latitude',
      'longitude',
    ]);
    const href = exportDevicesUrl(
      { ...toApiFilters({ status: '0,1', subsidiaries: 1, company_id: 3, seen: 'old' }, NOW), sort: '-name' },
      ['name', 'serial'],
      'xlsx',
    );
    const url = new URL(href, 'https://console.example');
    expect(url.pathname).toBe('/api/devices/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      status: '0,1',
      company_id: '3',
      subsidiaries: '1',
      seen_before: '2026-11-16T12:00:00.000Z',
      sort: '-name',
      fields: 'name,serial',
      format: 'xlsx',
    });
  });
});

describe('saved views', () => {
  it('adds, replaces by name and deletes views, never keeping the page cursor', () => {
    const first = withView([], {
      name: 'Offline RUT',
      search: { status: '0', after: 'c9' },
      columns: { hidden: ['ip'] },
    });
    expect(first).toEqual([{ name: 'Offline RUT', search: { status: '0' }, columns: { hidden: ['ip'] } }]);
    const replaced = withView(first, { name: 'offline rut', search: { status: '1' }, columns: {} });
    expect(replaced).toHaveLength(1);
    expect(replaced[0]?.search).toEqual({ status: '1' });
    expect(withoutView(replaced, 'offline rut')).toEqual([]);
  });

  it('reads stored views and drops malformed ones', () => {
    const raw = JSON.stringify([
      { name: 'Good', search: { status: '0,1', sort: '-bogus' }, columns: { order: ['name'] } },
      { name: '' },
      'nonsense',
    ]);
    expect(parseSavedViews(raw)).toEqual([
      { name: 'Good', search: { status: '0,1' }, columns: { order: ['name'] } },
    ]);
    expect(parseSavedViews('{')).toEqual([]);
  });
});
