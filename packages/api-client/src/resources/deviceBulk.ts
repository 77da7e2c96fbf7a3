import {
  type BulkJobResponse,
  BulkJobResponseSchema,
  type BulkRequest,
  type BulkStartResponse,
  BulkStartResponseSchema,
} from '@netfleet/contracts';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

/** `GET /devices/bulk/{id}` query: a page of the job's items. */
export interface BulkJobParams {
  /** Items per page, up to 1000 (100 without). */
  limit?: number;
  /** The last device id of the previous page (`meta.next`). */
  after?: number;
  /** Only items in this state (3: the failed ones). */
  state?: 0 | 1 | 2 | 3;
}

/**
 * `POST /devices/bulk`: starts a bulk action on devices by id or by the list's filter; the
 * answer's `meta.channel` carries its progress.
 */
export function startDeviceBulk(
  client: Pick<ApiClient, 'http'>,
  request: BulkRequest,
): Promise<BulkStartResponse> {
  return requestJson(client, {
    method: 'post',
    path: 'devices/bulk',
    json: request,
    schema: BulkStartResponseSchema,
    failure: 'Failed to start the action',
  });
}

/** `GET /devices/bulk/{id}`: the job's counts and a page of its items (only the job's owner). */
export function getBulkJob(
  client: Pick<ApiClient, 'http'>,
  jobId: number,
  params: BulkJobParams = {},
): Promise<BulkJobResponse> {
  return requestJson(client, {
    path: `devices/bulk/${jobId}`,
    query: { ...params },
    schema: BulkJobResponseSchema,
    failure: 'Failed to get the action status',
  });
}

/** `POST /devices/bulk/{id}/retry`: queues the job's failed devices again. */
export function retryDeviceBulk(client: Pick<ApiClient, 'http'>, jobId: number): Promise<BulkStartResponse> {
  return requestJson(client, {
    method: 'post',
    path: `devices/bulk/${jobId}/retry`,
    schema: BulkStartResponseSchema,
    failure: 'Failed to retry the failed devices',
  });
}
