import {
  type CreateRemoteAccessPayload,
  type ListParams,
  type ListResponse,
  listResponseSchema,
  type RemoteAccessEntryResponse,
  RemoteAccessEntryResponseSchema,
  type RemoteAccessKeyResponse,
  RemoteAccessKeyResponseSchema,
  type RemoteAccessProtocol,
  type RemoteAccessRow,
  RemoteAccessRowSchema,
  type UpdateRemoteAccessPayload,
} from '@netfleet/contracts';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

/** `GET /devices/remote-access` query. */
export interface RemoteAccessListParams extends ListParams {
  /** The entries of one device (its page's access tab). */
  device_id?: number;
  /** Only these protocols. */
  protocol?: readonly RemoteAccessProtocol[];
}

const RemoteAccessPageSchema = listResponseSchema(RemoteAccessRowSchema);

/** `GET /devices/remote-access`: a page of the remote access entries of the devices the user may see. */
export function listRemoteAccess(
  client: Pick<ApiClient, 'http'>,
  params: RemoteAccessListParams,
): Promise<ListResponse<RemoteAccessRow>> {
  return requestJson(client, {
    path: 'devices/remote-access',
    query: { ...params },
    schema: RemoteAccessPageSchema,
    failure: 'Failed to get remote access entries',
  });
}

/** `GET /devices/remote-access/{id}` (view_device_remote_access). */
export async function getRemoteAccess(client: Pick<ApiClient, 'http'>, id: number): Promise<RemoteAccessRow> {
  const body = await requestJson(client, {
    path: `devices/remote-access/${id}`,
    schema: RemoteAccessEntryResponseSchema,
    failure: 'Failed to get the remote access entry',
  });
  return body.data;
}

/** `POST /devices/remote-access` (update_device_remote_access): resolves with the new entry. */
export async function createRemoteAccess(
  client: Pick<ApiClient, 'http'>,
  payload: CreateRemoteAccessPayload,
): Promise<RemoteAccessRow> {
  const body: RemoteAccessEntryResponse = await requestJson(client, {
    method: 'post',
    path: 'devices/remote-access',
    json: payload,
    schema: RemoteAccessEntryResponseSchema,
    failure: 'Failed to create the remote access entry',
  });
  return body.data;
}

/**
 * `PUT /devices/remote-access/{id}` (update_device_remote_access): the given fields change
 * (`password: null` forgets the stored one); resolves with the entry as it now is.
 */
export async function updateRemoteAccess(
  client: Pick<ApiClient, 'http'>,
  id: number,
  payload: UpdateRemoteAccessPayload,
): Promise<RemoteAccessRow> {
  const body = await requestJson(client, {
    method: 'put',
    path: `devices/remote-access/${id}`,
    json: payload,
    schema: RemoteAccessEntryResponseSchema,
    failure: 'Failed to save the remote access entry',
  });
  return body.data;
}

/** `DELETE /devices/remote-access/{id}` (update_device_remote_access): its open sessions end. */
export async function deleteRemoteAccess(client: Pick<ApiClient, 'http'>, id: number): Promise<void> {
  await requestJson(client, {
    method: 'delete',
    path: `devices/remote-access/${id}`,
    schema: undefined,
    failure: 'Failed to delete the remote access entry',
  });
}

/**
 * `DELETE /devices/remote-access/{id}/host-key` (update_device_remote_access): forgets the
 * remembered SSH host key, so the next connection asks again (after a device was replaced).
 */
export async function forgetRemoteAccessHostKey(
  client: Pick<ApiClient, 'http'>,
  id: number,
): Promise<RemoteAccessRow> {
  const body = await requestJson(client, {
    method: 'delete',
    path: `devices/remote-access/${id}/host-key`,
    schema: RemoteAccessEntryResponseSchema,
    failure: 'Failed to forget the host key',
  });
  return body.data;
}

/**
 * `POST /devices/remote-access/{id}/keys`: a one-time key and the connect page's path with it.
 * `connect` (use_device_remote_access) lives 60 s; `share` (update_device_remote_access) 1 h.
 */
export async function createRemoteAccessKey(
  client: Pick<ApiClient, 'http'>,
  id: number,
  purpose: 'connect' | 'share' = 'connect',
): Promise<RemoteAccessKeyResponse['data']> {
  const body = await requestJson(client, {
    method: 'post',
    path: `devices/remote-access/${id}/keys`,
    json: { purpose },
    schema: RemoteAccessKeyResponseSchema,
    failure: 'Failed to create an access key',
  });
  return body.data;
}
