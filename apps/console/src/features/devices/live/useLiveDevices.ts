import { useApiClient } from '@netfleet/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { DeviceLiveFeed } from './createDeviceLiveFeed.js';

/** Wait after the rows on screen last changed before (un)subscribing: a scroll settles first. */
export const LIVE_WATCH_DEBOUNCE_MS = 250;

/**
 * Live status and telemetry of the devices on screen: subscribes to the channels of `ids`
 * (the visible rows; the caller debounces them while scrolling) and unsubscribes what scrolled away; updates land in the
 * query cache. The socket client is its own chunk, loaded once `enabled` (after the first rows show).
 * Returns a stable function for the rows in view while a scroll goes on, at every change of
 * them: changes of the rows that scrolled away are dropped until `ids` follows.
 */
export function useLiveDevices(ids: readonly number[], enabled = true): (inView: readonly number[]) => void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const feed = useRef<DeviceLiveFeed | null>(null);
  const latest = useRef(ids);
  latest.current = ids;

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    void import('./startDeviceLive.js').then(({ startDeviceLive }) => {
      if (stopped) return;
      feed.current = startDeviceLive(client, queryClient);
      feed.current.watch(latest.current);
    });
    return () => {
      stopped = true;
      feed.current?.stop();
      feed.current = null;
    };
  }, [client, queryClient, enabled]);

  const key = ids.join(',');
  useEffect(() => {
    feed.current?.watch(key ? key.split(',').map(Number) : []);
  }, [key]);

  return useCallback((inView: readonly number[]) => feed.current?.inView(inView), []);
}
