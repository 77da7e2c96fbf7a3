import { useEffect, useState } from 'react';
import { useConsole } from '../../../bootstrap/ConsoleContext.js';
import { readTimeZone } from '../../../settings/timeZone.js';
import {
  type ChartRange,
  type ChartSearch,
  type RangePreset,
  refreshMs,
  resolveRange,
} from './chartSearch.js';

/** What a chart page reads its series with. */
export interface ChartRangeState {
  range: ChartRange;
  /** `refetchInterval` of the page's queries: a custom period is fetched again as it is. */
  refetchInterval: number | false;
  /** The URL's refresh interval in milliseconds (null: off), for queries keyed by days, which a moving period does not change. */
  interval: number | null;
  /** The user's time zone (null: the browser's). */
  timeZone: string | null;
}

/**
 * The period of a chart page's URL, and its refresh: a preset period ("last 24 hours") moves
 * up to now every refresh interval, so the page's queries (keyed by the period) fetch the
 * new range while showing the old one; a custom period is fetched again unchanged. A new URL
 * period starts from the moment it is chosen (or its loader ran: `loadedAt`).
 */
export function useChartRange(
  search: ChartSearch,
  fallback: RangePreset,
  loadedAt?: number,
): ChartRangeState {
  const { env } = useConsole();
  const timeZone = readTimeZone(env.cookies);
  // A route loader that prefetched the period says when it ended (`loadedAt`), so the page's
  // query is the one already under way.
  const key = `${search.range ?? ''}|${search.from ?? ''}|${search.to ?? ''}|${loadedAt ?? ''}`;
  const [anchor, setAnchor] = useState(() => ({ key, at: loadedAt ?? Date.now() }));
  let at = anchor.at;
  if (anchor.key !== key) {
    // The period changed: it ends now, not when the page opened (set during render, React's
    // pattern for state derived from props).
    at = loadedAt ?? Date.now();
    setAnchor({ key, at });
  }
  const interval = refreshMs(search);
  const moving = search.range !== 'custom';
  useEffect(() => {
    if (interval === null || !moving) return;
    const timer = setInterval(() => setAnchor((current) => ({ ...current, at: Date.now() })), interval);
    return () => clearInterval(timer);
  }, [interval, moving]);
  return {
    range: resolveRange(search, at, fallback, timeZone),
    refetchInterval: interval !== null && !moving ? interval : false,
    interval,
    timeZone,
  };
}
