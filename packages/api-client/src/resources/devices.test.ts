import { describe, expect, it } from 'vitest';
import { createTestClient, describeRequest, json } from '../../test/support/createTestClient.js';
import { exportDevicesUrl, listDevices } from './devices.js';

const device = {
  id: 1,
  name: 'R1',
  serial: '1100000001',
  mac: '00:1E:42:00:00:01',
  imei: '354800000000017',
  model: 'RUTX11',
  original_model: 'RUTX11000000',
  family: 'RUT',
  firmware: 'RUTX_R_00.07.06.3',
  status: 1,
  company_id: 3,
  company_name: 'Fleet Co',
  tags: [{ id: 2, name: 'North', color: '#00ff00' }],
  signal: -71,
  operator: 'Telia',
  technology: 'LTE',
  ip: '10.0.0.2',
  latitude: 54.68,
  longitude: 25.27,
  location_source: 'gps',
  data_used_bytes: 123_456,
  esim: false,
  created_at: '2026-01-02T03:04:05.000Z',
  last_seen_at: null,
};

describe('listDevices', () => {
  it('sends every filter, lists comma-joined, and keeps the estimate flag', async () => {
    const body = { data: [device], meta: { total: 12_345, total_estimated: true, next: 'abc' } };
    const { client, requests } = createTestClient(() => json(body));
    await expect(
      listDevices(client, {
        status: [0, 1],
        family: ['RUT'],
        model: ['RUTX11', 'RUT241'],
        firmware_below: '7.6',
        tag_id: [4, 5],
        capability: ['has_gps', 'has_io'],
        seen_before: '2026-01-31T00:00:00.000Z',
        company_id: 3,
        subsidiaries: false,
        sort: '-signal',
        after: 'xyz',
        limit: 50,
      }),
    ).resolves.toEqual(body);
    expect(requests.map(describeRequest)).toEqual([
      'GET /api/devices?status=0%2C1&family=RUT&model=RUTX11%2CRUT241&firmware_below=7.6&tag_id=4%2C5' +
        '&capability=has_gps%2Chas_io&seen_before=2026-01-31T00%3A00%3A00.000Z&company_id=3&sort=-signal' +
        '&after=xyz&limit=50&subsidiaries=0',
    ]);
  });

  it('leaves out empty filters', async () => {
    const { client, requests } = createTestClient(() => json({ data: [], meta: { total: 0 } }));
    await listDevices(client, { status: [], tag_id: [], q: '' } as never);
    expect(requests.map(describeRequest)).toEqual(['GET /api/devices']);
  });
});

describe('exportDevicesUrl', () => {
  it('carries the filters, the sort, the chosen columns and the format', () => {
    expect(exportDevicesUrl({ status: [0], q: 'depot', sort: 'name' }, ['name', 'serial'], 'csv')).toBe(
      '/api/devices/export?status=0&q=depot&sort=name&fields=name%2Cserial&format=csv',
    );
    expect(
      exportDevicesUrl({ company_id: 4, subsidiaries: true }, ['id'], 'xlsx', 'https://api.example/api/'),
    ).toBe('https://api.example/api/devices/export?company_id=4&subsidiaries=1&fields=id&format=xlsx');
  });
});
