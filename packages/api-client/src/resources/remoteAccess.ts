import {
  type ListParams,
  type ListResponse,
  listResponseSchema,
  type RemoteAccessRow,
  RemoteAccessRowSchema,
} from '@netfleet/contracts';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

/** `GET /devices/remote-access` query. */
export interface RemoteAccessListParams extends ListParams {
  /** The entries of one device (its page's access tab). */
  device_id?: number;
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
