import { deviceSamplesQueryOptions } from '@netfleet/api-client/react';
import type { RouterContext } from '../../../router/routerContext.js';
import { readTimeZone } from '../../../settings/timeZone.js';
import { type ChartSearch, rangeQuery, resolveRange } from '../charts/chartSearch.js';

/**
 * The dynamic metrics route's loader (in the shell's bundle, a few hundred bytes, so the request
 * does not wait for a chunk on a busy server): starts the samples of the URL's period and uPlot
 * beside the page's chunks and the device, instead of after them, and
 * hands the page the moment the period ends at (`at`), so the page asks for the very same
 * query. Nothing is awaited: the page shows its loader until the samples are there.
 */
export function prefetchSamples(
  context: Pick<RouterContext, 'queryClient' | 'client' | 'env'>,
  id: number,
  search: ChartSearch,
): { at: number } {
  const at = Date.now();
  const range = resolveRange(search, at, '24h', readTimeZone(context.env.cookies));
  void context.queryClient
    .prefetchQuery(deviceSamplesQueryOptions(context.client, id, rangeQuery(range)))
    .catch(() => {});
  // uPlot through the chart's own chunk (the page needs it too), not into the shell's bundle.
  void import('@netfleet/ui-kit/chart').then((chart) => chart.preloadChart()).catch(() => {});
  return { at };
}
