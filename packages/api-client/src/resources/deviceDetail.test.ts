import { describe, expect, it } from 'vitest';
import { createTestClient, describeRequest, json } from '../../test/support/createTestClient.js';
import { listDeviceEvents, renameDevice, setDeviceMonitoring, setDeviceTags } from './deviceDetail.js';
import { getDevice } from './devices.js';

const detail = {
  id: 1,
  name: 'R1',
  serial: '1100000001',
  mac: '00:1E:42:00:00:01',
  imei: null,
  model: 'RUTX11',
  original_model: 'RUTX11000000',
  family: 'RUT',
  firmware: 'RUTX_R_00.07.06.3',
  status: 1,
  company_id: 3,
  company_name: 'Fleet Co',
  tags: [],
  signal: null,
  operator: null,
  technology: null,
  ip: null,
  latitude: null,
  longitude: null,
  location_source: null,
  data_used_bytes: 0,
  esim: false,
  created_at: '2026-01-02T03:04:05.000Z',
  last_seen_at: null,
  iccid: null,
  sim_slot: null,
  io: { din1: true },
  located_at: null,
  credit_expires_at: null,
  uptime_s: 3600,
  ports: [{ name: 'LAN1', link: true, speed_mbps: 1000, duplex: 'full' }],
  ports_scanned_at: null,
  network: null,
  l2tp_summary: null,
  esim_profiles: null,
  monitoring: [{ config_id: 0, interval_s: 300, enabled: true }],
  connection_code: 0,
  connection_at: null,
  firmware_available: 'RUTX_R_00.07.14.3',
};

describe('device page calls', () => {
  it('gets the detail and writes by PUT with the JSON the server expects', async () => {
    const { client, requests } = createTestClient(() => json({ data: detail }));
    await expect(getDevice(client, 1)).resolves.toEqual(detail);
    await renameDevice(client, 1, 'Gate');
    await setDeviceTags(client, 1, [4, 5]);
    await setDeviceMonitoring(client, 1, [{ config_id: 3, interval_s: 600, enabled: false }]);
    expect(requests.map(describeRequest)).toEqual([
      'GET /api/devices/1',
      'PUT /api/devices/1',
      'PUT /api/devices/1/tags',
      'PUT /api/devices/1/monitoring',
    ]);
    expect(await requests[1]?.json()).toEqual({ name: 'Gate' });
    expect(await requests[2]?.json()).toEqual({ tag_ids: [4, 5] });
  });

  it('refuses a detail that breaks the contract (a device row without the page fields)', async () => {
    const { iccid: _gone, ...partial } = detail;
    const { client } = createTestClient(() => json({ data: partial }));
    await expect(getDevice(client, 1)).rejects.toThrow('Failed to get the device');
  });

  it('lists events with the kinds comma-joined and the cursor as before', async () => {
    const page = {
      data: [
        {
          id: 9,
          at: '2026-01-02T03:04:05.000Z',
          kind: 'renamed',
          message: 'Renamed from R0 to R1',
          user: { id: 2, email: 'ops@example.com', name: 'Ops' },
          data: { from: 'R0', to: 'R1' },
        },
      ],
      meta: { next: 'abc' },
    };
    const { client, requests } = createTestClient(() => json(page));
    await expect(listDeviceEvents(client, 1, { kind: ['renamed', 'tags'], before: 'xyz' })).resolves.toEqual(
      page,
    );
    expect(requests.map(describeRequest)).toEqual([
      'GET /api/devices/1/events?kind=renamed%2Ctags&before=xyz',
    ]);
  });
});
