import { deviceSamplesQueryOptions } from '@netfleet/api-client/react';
import { preloadChart } from '@netfleet/ui-kit/chart';
import type { RouterContext } from '../../../router/routerContext.js';
import { readTimeZone } from '../../../settings/timeZone.js';
import { type ChartSearch, resolveRange } from '../charts/chartSearch.js';

/**
 * The dynamic metrics route's loader (loaded as its own small chunk): starts the samples of the
 * URL's period and uPlot beside the page's chunks and the device, instead of after them, and
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
    .prefetchQuery(
      deviceSamplesQueryOptions(context.client, id, {
        from: range.from.toISOString(),
        to: range.to.toISOString(),
      }),
    )
    .catch(() => {});
  void preloadChart().catch(() => {});
  return { at };
}
