import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import { type BulkJobParams, getBulkJob } from '../../resources/deviceBulk.js';
import { queryKeys } from '../../resources/queryKeys.js';

/** A bulk job's state and a page of its items; live changes come over its channel, so no polling. */
export function bulkJobQueryOptions(client: ApiClient, jobId: number, params: BulkJobParams = {}) {
  return queryOptions({
    queryKey: [...queryKeys.bulkJobs.detail(jobId), params] as const,
    queryFn: () => getBulkJob(client, jobId, params),
  });
}
