import { describe, expect, it } from 'vitest';
import { createTestClient, describeRequest, json } from '../../test/support/createTestClient.js';
import {
  getDeviceDataUsage,
  getDeviceIo,
  getDeviceLocations,
  getDevicePositions,
  getDeviceSamples,
} from './deviceSeries.js';

const samples = {
  resolution: 'raw',
  t: [1_764_000_000, 1_764_000_300],
  signal: [-60, null],
  rsrp: [-95, null],
  rsrq: [null, null],
  sinr: [null, null],
  temperature: [40, 41],
  cpu_load: [0.25, 0.5],
  memory_used: [0.5, 0.5],
};

describe('device series calls', () => {
  it('asks for each series over the range and answers its columns', async () => {
    const bodies: Record<string, unknown> = {
      samples: { data: samples },
      positions: {
        data: {
          t: [1],
          latitude: [59.9],
          longitude: [10.7],
          speed: [null],
          altitude: [null],
          satellites: [7],
          source: ['gps'],
        },
        meta: { truncated: false },
      },
      io: { data: { t: [1, 2], pin: ['din1', 'din1'], value: [true, false] } },
      'data-usage': { data: [{ day: '2026-11-01', sim_slot: 1, rx_bytes: 10, tx_bytes: 2 }] },
    };
    const { client, requests } = createTestClient((request) =>
      json(bodies[new URL(request.url).pathname.split('/').at(-1) ?? '']),
    );
    const range = { from: '2026-11-22T10:00:00.000Z', to: '2026-11-23T10:00:00.000Z' };
    await expect(getDeviceSamples(client, 4, range)).resolves.toEqual(samples);
    await expect(getDevicePositions(client, 4, range)).resolves.toEqual(bodies.positions);
    await expect(getDeviceIo(client, 4)).resolves.toEqual({
      t: [1, 2],
      pin: ['din1', 'din1'],
      value: [true, false],
    });
    await expect(getDeviceDataUsage(client, 4, { from: '2026-11-01' })).resolves.toHaveLength(1);
    expect(requests.map(describeRequest)).toEqual([
      'GET /api/devices/4/samples?from=2026-11-22T10%3A00%3A00.000Z&to=2026-11-23T10%3A00%3A00.000Z',
      'GET /api/devices/4/positions?from=2026-11-22T10%3A00%3A00.000Z&to=2026-11-23T10%3A00%3A00.000Z',
      'GET /api/devices/4/io',
      'GET /api/devices/4/data-usage?from=2026-11-01',
    ]);
  });

  it('refuses samples that break the contract', async () => {
    const { client } = createTestClient(() => json({ data: { ...samples, resolution: 'minute' } }));
    await expect(getDeviceSamples(client, 4)).rejects.toThrow('Failed to get the samples');
  });

  it('asks for the located devices with the list filters', async () => {
    const body = {
      data: { id: [1], latitude: [1.5], longitude: [2.5], status: [1], name: ['Gate'] },
      meta: { total: 1, truncated: false },
    };
    const { client, requests } = createTestClient(() => json(body));
    await expect(
      getDeviceLocations(client, { status: [0, 1], company_id: 3, subsidiaries: true }),
    ).resolves.toEqual(body);
    expect(requests.map(describeRequest)).toEqual([
      'GET /api/devices/locations?status=0%2C1&company_id=3&subsidiaries=1',
    ]);
  });
});
