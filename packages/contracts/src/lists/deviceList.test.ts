import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEVICE_SORT_FIELDS } from '../device.js';
import { DEVICE_LIST } from './deviceList.js';
import { firmwareVersionOrder } from './listFilters.js';
import { DeviceExportQuerySchema, DeviceListQuerySchema } from './listQuerySchemas.js';

const parse = (query: Record<string, string>) => v.parse(DeviceListQuerySchema, query).filters;

describe('the device list filters', () => {
  it('reads every filter of the list', () => {
    expect(
      parse({
        status: '0, 1,1',
        family: 'rut',
        model: 'RUTX11,rut241',
        firmware_below: '7.6',
        company_id: '4',
        subsidiaries: '1',
        tag_id: '3,7',
        capability: 'has_gps,has_io',
        seen_before: '2026-01-31T12:00:00Z',
        seen_after: '2026-01-01',
      }),
    ).toEqual({
      status: ['0', '1'],
      family: ['RUT'],
      model: ['RUTX11', 'RUT241'],
      firmware_below: 70600,
      company_id: 4,
      subsidiaries: true,
      tag_id: [3, 7],
      capability: ['has_gps', 'has_io'],
      seen_before: '2026-01-31T12:00:00.000Z',
      seen_after: '2026-01-01T00:00:00.000Z',
    });
  });

  it.each([
    ['status', { status: '4' }],
    ['status', { status: ',' }],
    ['family', { family: 'RUT;drop' }],
    ['model', { model: 'x'.repeat(41) }],
    ['firmware_below', { firmware_below: 'seven' }],
    ['firmware_below', { firmware_below: '7.6.100' }],
    ['tag_id', { tag_id: '1,a' }],
    ['capability', { capability: 'has_gps,has_teleporter' }],
    ['seen_before', { seen_before: 'yesterday' }],
    ['seen_after', { seen_after: '2026-02-31T00:00:00Z' }],
  ])('refuses a bad %s, naming it', (key, query) => {
    const result = v.safeParse(DeviceListQuerySchema, query);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.path?.[0]?.key).toBe(key);
    expect(result.issues?.[0]?.message).toContain(key);
  });

  it('sorts on every field but the tags and the pairs shown in one column', () => {
    const unsortable = DEVICE_LIST.fields.filter(
      (field) => !(DEVICE_SORT_FIELDS as readonly string[]).includes(field),
    );
    expect(unsortable.sort()).toEqual(['company_id', 'esim', 'location_source', 'longitude', 'tags']);
  });

  it('takes the export format beside the filters, and only csv or xlsx', () => {
    expect(v.parse(DeviceExportQuerySchema, { format: 'xlsx', status: '1' }).filters).toEqual({
      format: 'xlsx',
      status: ['1'],
    });
    expect(v.safeParse(DeviceExportQuerySchema, { format: 'pdf' }).issues?.[0]?.path?.[0]?.key).toBe(
      'format',
    );
  });
});

describe('firmwareVersionOrder', () => {
  it('reads versions as people write them', () => {
    expect(firmwareVersionOrder('7.6')).toBe(70600);
    expect(firmwareVersionOrder('7')).toBe(70000);
    expect(firmwareVersionOrder('7.6.3')).toBe(70603);
    expect(firmwareVersionOrder('07.06.10')).toBe(70610);
    expect(firmwareVersionOrder('00.07.06.10')).toBe(70610);
    expect(firmwareVersionOrder('RUT9_R_00.07.06.10')).toBe(70610);
    expect(firmwareVersionOrder('RUTX_R_00.07.00')).toBe(70000);
  });

  it('is null for anything else', () => {
    for (const text of ['', 'v7', '7..6', '7.6.3.1.2', '7.100', 'RUTX_R_'])
      expect(firmwareVersionOrder(text)).toBeNull();
  });
});
