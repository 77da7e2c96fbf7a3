import {
  type CreateRemoteSessionPayload,
  type ListParams,
  type ListResponse,
  listResponseSchema,
  REMOTE_BRIDGE_PATH,
  type RemoteAccessProtocol,
  type RemoteSessionRow,
  RemoteSessionRowSchema,
  type RemoteSessionStart,
  RemoteSessionStartSchema,
} from '@netfleet/contracts';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';
import { toApiError } from '../errors/toApiError.js';

/** `GET /remote/sessions` query (the access history). */
export interface RemoteSessionListParams extends ListParams {
  user_id?: number;
  device_id?: number;
  access_id?: number;
  protocol?: readonly RemoteAccessProtocol[];
  /** ISO 8601. */
  started_after?: string;
  started_before?: string;
}

const RemoteSessionPageSchema = listResponseSchema(RemoteSessionRowSchema);

/** `GET /remote/sessions` (view_device_remote_access): a page of the access history, newest first. */
export function listRemoteSessions(
  client: Pick<ApiClient, 'http'>,
  params: RemoteSessionListParams,
): Promise<ListResponse<RemoteSessionRow>> {
  return requestJson(client, {
    path: 'remote/sessions',
    query: { ...params },
    schema: RemoteSessionPageSchema,
    failure: 'Failed to get the access history',
  });
}

/**
 * `POST /remote/sessions`: starts a session of an entry (as the signed-in user with
 * `access_id`, or with a one-time `key`) and resolves with its bridge ticket; open the bridge
 * with {@link remoteBridgeUrl} within 30 s.
 */
export async function startRemoteSession(
  client: Pick<ApiClient, 'http'>,
  payload: CreateRemoteSessionPayload,
): Promise<RemoteSessionStart['data']> {
  const body = await requestJson(client, {
    method: 'post',
    path: 'remote/sessions',
    json: payload,
    schema: RemoteSessionStartSchema,
    failure: 'Failed to start the remote session',
  });
  return body.data;
}

/** The bridge WebSocket's address for a ticket, on the page's own origin (`ws:` or `wss:`). */
export function remoteBridgeUrl(
  ticket: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${REMOTE_BRIDGE_PATH}?${new URLSearchParams({ ticket })}`;
}

/**
 * `GET /remote/sessions/{id}/recording` (view_device_remote_access): a terminal session's
 * asciicast v2 text (a header line, then one event per line).
 */
export async function getRemoteSessionRecording(
  client: Pick<ApiClient, 'http'>,
  id: number,
): Promise<string> {
  const failure = 'Failed to get the recording';
  try {
    const response = await client.http.get(`remote/sessions/${id}/recording`, { context: { failure } });
    return await response.text();
  } catch (error) {
    throw toApiError(error, failure);
  }
}
