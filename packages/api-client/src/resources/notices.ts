import { type Notice, NoticeListResponseSchema } from '@netfleet/contracts';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

/** `GET /notices`: the global notices in force; `message` is HTML, shown only through a sanitizer. */
export async function listNotices(client: Pick<ApiClient, 'http'>): Promise<Notice[]> {
  const body = await requestJson(client, {
    path: 'notices',
    schema: NoticeListResponseSchema,
    failure: 'Failed to get notices',
    skipCancel: true,
  });
  return body.data;
}
