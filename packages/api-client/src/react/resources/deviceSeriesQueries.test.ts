import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createTestClient, describeRequest, json } from '../../../test/support/createTestClient.js';
import { queryKeys } from '../../resources/queryKeys.js';
import { deviceLocationsQueryOptions, deviceSamplesQueryOptions } from './deviceSeriesQueries.js';

const samples = {
  resolution: 'hour',
  t: [1_764_000_000],
  signal: [-70],
  rsrp: [null],
  rsrq: [null],
  sinr: [null],
  temperature: [41],
  cpu_load: [0.5],
  memory_used: [0.75],
};

describe('device series query options', () => {
  it('keys a series under the device detail by range, keeps the previous range on screen, refreshes on the interval', async () => {
    const { client, requests } = createTestClient(() => json({ data: samples }));
    const range = { from: '2026-10-24T10:00:00.000Z', to: '2026-11-23T10:00:00.000Z' };
    const live = deviceSamplesQueryOptions(client, 7, range, { refreshMs: 30_000 });
    expect(live.queryKey.slice(0, 3)).toEqual(queryKeys.devices.detail(7));
    expect(live.queryKey).not.toEqual(
      deviceSamplesQueryOptions(client, 7, { ...range, from: range.to }).queryKey,
    );
    expect(live).toMatchObject({
      staleTime: 30_000,
      refetchInterval: 30_000,
      placeholderData: keepPreviousData,
    });
    expect(deviceSamplesQueryOptions(client, 7, range)).toMatchObject({
      staleTime: 300_000,
      refetchInterval: false,
    });
    await expect(new QueryClient().fetchQuery(live)).resolves.toEqual(samples);
    expect(requests.map(describeRequest)).toEqual([
      'GET /api/devices/7/samples?from=2026-10-24T10%3A00%3A00.000Z&to=2026-11-23T10%3A00%3A00.000Z',
    ]);
  });

  it('keys the fleet map by the filters under devices, fresh for a minute', () => {
    const { client } = createTestClient(() => json({}));
    const options = deviceLocationsQueryOptions(client, { status: [1] });
    expect(options.queryKey).toEqual(['devices', 'locations', { status: [1] }]);
    expect(options).toMatchObject({ staleTime: 60_000, refetchInterval: false });
  });
});
