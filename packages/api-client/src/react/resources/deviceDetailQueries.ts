import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import { listDeviceEvents } from '../../resources/deviceDetail.js';
import { queryKeys } from '../../resources/queryKeys.js';

/** Events per page of the activity tab. */
const EVENTS_PAGE_SIZE = 50;

/**
 * A device's event log as an infinite query, newest first: `fetchNextPage` loads older events
 * until `meta.next` is null. `kind` narrows it to some kinds (all without).
 *
 * @example
 * const events = useInfiniteQuery(deviceEventsInfiniteQueryOptions(client, 12, { kind: ['renamed'] }));
 * const rows = events.data?.pages.flatMap((page) => page.data) ?? [];
 */
export function deviceEventsInfiniteQueryOptions(
  client: ApiClient,
  id: number,
  params: { kind?: readonly string[] } = {},
) {
  return infiniteQueryOptions({
    queryKey: queryKeys.devices.events(id, params),
    queryFn: ({ pageParam }) =>
      listDeviceEvents(client, id, {
        limit: EVENTS_PAGE_SIZE,
        ...(params.kind && params.kind.length > 0 && { kind: params.kind }),
        ...(pageParam !== null && { before: pageParam }),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.meta.next,
    staleTime: 10_000,
  });
}
