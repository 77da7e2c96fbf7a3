import { deviceDataUsageQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { formatDate } from '@netfleet/ui-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChartRange } from '../charts/chartSearch.js';
import { usageByDay } from './usageByDay.js';

/**
 * The device's data usage per SIM per day over the days a period touches (in the user's
 * time zone), spread over every day of it: the previous answer stays while another loads.
 */
export function useDeviceUsage(
  id: number,
  range: ChartRange,
  timeZone: string | null,
  refetchInterval: number | false,
) {
  const client = useApiClient();
  const from = formatDate(range.from, { timeZone });
  const to = formatDate(range.to, { timeZone });
  const query = useQuery({
    ...deviceDataUsageQueryOptions(client, id, { from, to }),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
  const usage = useMemo(
    () => (query.data ? usageByDay(query.data, from, to) : undefined),
    [query.data, from, to],
  );
  return { ...query, data: usage };
}
