import { describe, expect, it } from 'vitest';
import { createTestClient, describeRequest, json } from '../../test/support/createTestClient.js';
import { getBulkJob, retryDeviceBulk, startDeviceBulk } from './deviceBulk.js';

const started = { data: { job_id: 7, total: 2 }, meta: { channel: 'private-bulk.7' } };
const job = {
  data: {
    id: 7,
    action: 'reboot',
    channel: 'private-bulk.7',
    total: 2,
    queued: 0,
    running: 1,
    done: 0,
    failed: 1,
    finished: false,
    created_at: '2026-01-02T03:04:05.000Z',
    finished_at: null,
    items: [
      {
        device_id: 3,
        device_name: 'R3',
        state: 3,
        error: 'Device is offline',
        updated_at: '2026-01-02T03:04:05.000Z',
      },
    ],
  },
  meta: { total: 2, next: 3 },
};

describe('device bulk calls', () => {
  it('start a job with the body as given, read it by page, retry it', async () => {
    const { client, requests } = createTestClient((request) =>
      json(request.method === 'GET' ? job : started, request.method === 'GET' ? 200 : 202),
    );
    await expect(
      startDeviceBulk(client, { action: 'add_tags', device_id: [3, 5], options: { tag_ids: [8] } }),
    ).resolves.toEqual(started);
    expect(await requests[0]?.json()).toEqual({
      action: 'add_tags',
      device_id: [3, 5],
      options: { tag_ids: [8] },
    });
    expect((await getBulkJob(client, 7, { limit: 1, state: 3 })).data.items[0]?.error).toBe(
      'Device is offline',
    );
    await retryDeviceBulk(client, 7);
    expect(requests.map(describeRequest)).toEqual([
      'POST /api/devices/bulk',
      'GET /api/devices/bulk/7?limit=1&state=3',
      'POST /api/devices/bulk/7/retry',
    ]);
  });

  it('refuse an answer that breaks the contract', async () => {
    const { client } = createTestClient(() => json({ data: { job_id: 'x' } }, 202));
    await expect(startDeviceBulk(client, { action: 'reboot', device_id: [1] })).rejects.toThrow(
      'Failed to start the action',
    );
  });
});
