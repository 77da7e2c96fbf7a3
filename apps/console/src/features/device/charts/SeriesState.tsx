import { Loader } from '@netfleet/ui-kit';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../../components/LoadFailed.js';
import { useTexts } from '../../../i18n/useTexts.js';
import { deviceChartsTexts } from './texts.js';

/** What {@link SeriesState} reads of a query (a `useQuery` result, its `data` possibly reshaped). */
export interface SeriesQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** Props of {@link SeriesState}. */
export interface SeriesStateProps<T> {
  query: SeriesQuery<T>;
  /** Whether the answer holds nothing to draw: "No data in this period". */
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * The states of a chart page's series: loading, an error with "Try again", "No data in this
 * period", or the charts. While a new period or a refresh loads, the previous values stay
 * (the page's query keeps them as placeholder) and the region says it is busy.
 */
export function SeriesState<T>({ query, isEmpty, children }: SeriesStateProps<T>) {
  const t = useTexts(deviceChartsTexts);
  if (query.isPending) return <Loader block label={t('loading')} />;
  if (query.isError || query.data === undefined) {
    return <LoadFailed title={t('loadFailed')} message={query.error?.message} onRetry={query.refetch} />;
  }
  return (
    <div aria-busy={query.isFetching}>
      {isEmpty(query.data) ? <p className="device-charts__state">{t('noData')}</p> : children(query.data)}
    </div>
  );
}
