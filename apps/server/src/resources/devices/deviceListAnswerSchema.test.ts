import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEVICE_LIST_ANSWER_SCHEMA } from './deviceListAnswerSchema.js';

/** `page` as the compiled serializer of `GET /devices` writes it. */
async function written(page: unknown): Promise<string> {
  const app = Fastify();
  app.get('/devices', { schema: { response: { 200: DEVICE_LIST_ANSWER_SCHEMA } } }, async () => page);
  const response = await app.inject({ method: 'GET', url: '/devices' });
  await app.close();
  return response.body;
}

const device = {
  id: 7,
  name: 'Kiosk "North" \\ RUTX11',
  serial: '1100000007',
  mac: '00:1E:42:10:00:07',
  imei: '354800000000070',
  model: 'RUTX11',
  original_model: 'RUTX11000000',
  family: 'RUT',
  firmware: 'RUTX_R_00.07.06.10',
  status: 1,
  company_id: 2,
  company_name: 'Northwind Networks',
  tags: [{ id: 2, name: 'Priority', color: '#e53935' }],
  signal: -66,
  operator: 'Telenor',
  technology: 'LTE',
  ip: '10.184.180.93',
  latitude: 59.9139,
  longitude: 10.7522,
  location_source: 'gps',
  data_used_bytes: 3_013_267_752,
  esim: false,
  created_at: new Date('2025-10-11T00:26:58.761Z'),
  last_seen_at: new Date('2026-12-05T02:17:17.823Z'),
};

describe('the device list answer schema', () => {
  it('writes a page exactly as JSON.stringify does: every field, dates, tags, the cursor and an estimate', async () => {
    const page = {
      data: [device, { ...device, id: 8, tags: [] }],
      meta: { total: 692_054, next: 'eyJ2IjoxLCJpIjo4fQ', total_estimated: true },
    };
    expect(await written(page)).toBe(JSON.stringify(page));
  });

  it('writes null as null in every field, not as "" or 0 or false', async () => {
    const empty = Object.fromEntries(Object.keys(device).map((key) => [key, null]));
    const page = {
      data: [empty, { ...empty, tags: [{ id: 2, name: null, color: null }] }],
      meta: { total: 2 },
    };
    expect(await written(page)).toBe(JSON.stringify(page));
  });

  it('writes only the fields a row has (`fields`), and not the hidden sort value', async () => {
    const page = {
      data: [{ id: 7, name: 'Gate', last_seen_at: null, __sort: undefined }],
      meta: { total: 1 },
    };
    expect(await written(page)).toBe(
      '{"data":[{"id":7,"name":"Gate","last_seen_at":null}],"meta":{"total":1}}',
    );
  });
});
