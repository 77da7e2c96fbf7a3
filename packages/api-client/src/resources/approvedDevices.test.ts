import { describe, expect, it } from 'vitest';
import { createTestClient, describeRequest, json } from '../../test/support/createTestClient.js';
import { addApprovedDevice, listApprovedDevices, removeApprovedDevice } from './approvedDevices.js';

const row = {
  id: 4,
  serial: '1234567890',
  mac: '00:1E:42:00:0A:0B',
  comment: null,
  created_by_email: 'super_admin@netfleet.test',
  created_at: '2026-01-02T03:04:05.000Z',
};

describe('approved devices calls', () => {
  it('list, add and remove on /devices/authorized', async () => {
    const { client, requests } = createTestClient((request) => {
      if (request.method === 'GET') return json({ data: [row], meta: { total: 1 } });
      if (request.method === 'POST')
        return json({ data: row, message: 'Approved device created successfully' }, 201);
      return json({ message: 'Approved device removed successfully' });
    });
    expect((await listApprovedDevices(client, { q: '1234', limit: 25 })).data).toEqual([row]);
    expect(await addApprovedDevice(client, { serial: '1234567890', mac: '00:1E:42:00:0A:0B' })).toEqual(row);
    await removeApprovedDevice(client, 4);
    expect(requests.map(describeRequest)).toEqual([
      'GET /api/devices/authorized?q=1234&limit=25',
      'POST /api/devices/authorized',
      'DELETE /api/devices/authorized/4',
    ]);
  });
});
