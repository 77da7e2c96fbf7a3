import { describe, expect, it } from 'vitest';
import { createTestClient, describeRequest, json } from '../../test/support/createTestClient.js';
import { listRemoteAccess } from './remoteAccess.js';

const entry = {
  id: 4,
  name: 'WebUI',
  protocol: 'https',
  enabled: true,
  destination: '192.168.1.1',
  port: 443,
  device_id: 12,
  device_name: 'Gate',
  company_id: 3,
  company_name: 'Fleet Co',
  username: null,
  has_password: false,
  has_private_key: false,
  host_key_sha256: null,
  created_at: '2026-01-02T03:04:05.000Z',
};

describe('listRemoteAccess', () => {
  it("asks for one device's entries and parses the page", async () => {
    const page = { data: [entry], meta: { total: 1 } };
    const { client, requests } = createTestClient(() => json(page));
    await expect(listRemoteAccess(client, { device_id: 12, limit: 100 })).resolves.toEqual(page);
    expect(requests.map(describeRequest)).toEqual(['GET /api/devices/remote-access?device_id=12&limit=100']);
  });

  it('refuses an entry with a protocol the contract does not know', async () => {
    const { client } = createTestClient(() =>
      json({ data: [{ ...entry, protocol: 'ftp' }], meta: { total: 1 } }),
    );
    await expect(listRemoteAccess(client, {})).rejects.toThrow('Failed to get remote access entries');
  });
});
