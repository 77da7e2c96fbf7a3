import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createTestClient, describeRequest, json } from '../../../test/support/createTestClient.js';
import { queryKeys } from '../../resources/queryKeys.js';
import { deviceEventsInfiniteQueryOptions } from './deviceDetailQueries.js';

const event = (id: number) => ({
  id,
  at: '2026-01-02T03:04:05.000Z',
  kind: 'status',
  message: 'Online',
  user: null,
  data: { status: 1 },
});

describe('deviceEventsInfiniteQueryOptions', () => {
  it('pages older events by meta.next under the device detail key, and stops at null', async () => {
    const pages = [
      { data: [event(3), event(2)], meta: { next: 'c2' } },
      { data: [event(1)], meta: { next: null } },
    ];
    const { client, requests } = createTestClient(() => json(pages[requests.length - 1]));
    const queryClient = new QueryClient();
    const options = deviceEventsInfiniteQueryOptions(client, 7, { kind: ['status'] });
    expect(options.queryKey.slice(0, 3)).toEqual(queryKeys.devices.detail(7));
    const result = await queryClient.fetchInfiniteQuery({ ...options, pages: 2 });
    expect(result.pages.flatMap((page) => page.data.map((item) => item.id))).toEqual([3, 2, 1]);
    expect(requests.map(describeRequest)).toEqual([
      'GET /api/devices/7/events?limit=50&kind=status',
      'GET /api/devices/7/events?limit=50&kind=status&before=c2',
    ]);
    expect(options.getNextPageParam(pages[1] as never, [], 'c2', [])).toBeNull();
  });
});
