import {
  type ListParams,
  type ListResponse,
  listResponseSchema,
  type MailLogEntry,
  MailLogEntrySchema,
} from '@netfleet/contracts';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

/** `GET /mail-logs` query. */
export type MailLogListParams = ListParams;

const MailLogPageSchema = listResponseSchema(MailLogEntrySchema);

/** `GET /mail-logs`: a page of the mail log, newest first. */
export function listMailLogs(
  client: Pick<ApiClient, 'http'>,
  params: MailLogListParams,
): Promise<ListResponse<MailLogEntry>> {
  return requestJson(client, {
    path: 'mail-logs',
    query: { ...params },
    schema: MailLogPageSchema,
    failure: 'Failed to get the mail log',
  });
}
