import type { ApiClient } from '@netfleet/api-client';
import { toRequestError } from './toRequestError.js';

/** A global notice (spec §3); `message` is HTML, shown only through the sanitizer. */
export interface GlobalNotice {
  id: number;
  type: string;
  message: string;
  enabled_at: string | number;
}

/** `GET /notices`: the notices in force. */
export async function listNotices(client: ApiClient): Promise<GlobalNotice[]> {
  try {
    const body = await client.http
      .get('notices', { context: { skipCancel: true } })
      .json<{ data: GlobalNotice[] }>();
    return body.data;
  } catch (error) {
    throw toRequestError(error, 'Failed to get notices');
  }
}
