import { requestJson } from '@netfleet/api-client';
import { BulkJobResponseSchema, BulkStartResponseSchema } from '@netfleet/contracts';
import type { HttpClient } from '../../../api/createApiSender.js';

/** Items read with the job's state on open: enough for the list the modal shows at first. */
const FIRST_ITEMS = 500;

/** The job of a bulk progress channel (`private-bulk.{id}`), or `null` for any other channel. */
export function bulkJobOf(channel: string): number | null {
  const match = /^private-bulk\.(\d{1,10})$/.exec(channel);
  return match ? Number(match[1]) : null;
}

/** `GET /devices/bulk/{id}`: the job's counts and its first items. */
export function readBulkJob(client: { http: HttpClient }, jobId: number, signal?: AbortSignal) {
  return requestJson(client, {
    path: `devices/bulk/${jobId}`,
    query: { limit: FIRST_ITEMS },
    schema: BulkJobResponseSchema,
    failure: 'Failed to get the action status',
    skipCancel: true,
    ...(signal && { signal }),
  });
}

/** `POST /devices/bulk/{id}/retry`: queues the job's failed devices again. */
export function retryBulkJob(client: { http: HttpClient }, jobId: number) {
  return requestJson(client, {
    method: 'post',
    path: `devices/bulk/${jobId}/retry`,
    schema: BulkStartResponseSchema,
    failure: 'Failed to retry the failed devices',
  });
}
