import {
  type AddApprovedDevicePayload,
  type ApprovedDevice,
  ApprovedDeviceSchema,
  type ListParams,
  type ListResponse,
  listResponseSchema,
} from '@netfleet/contracts';
import * as v from 'valibot';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

const ApprovedDevicePageSchema = listResponseSchema(ApprovedDeviceSchema);
const AddedSchema = v.object({ data: ApprovedDeviceSchema, message: v.string() });

/** `GET /devices/authorized`: a page of the approved devices (system operator only). */
export function listApprovedDevices(
  client: Pick<ApiClient, 'http'>,
  params: ListParams,
): Promise<ListResponse<ApprovedDevice>> {
  return requestJson(client, {
    path: 'devices/authorized',
    query: { ...params },
    schema: ApprovedDevicePageSchema,
    failure: 'Failed to get approved devices',
  });
}

/** `POST /devices/authorized`: approves a serial and MAC. */
export async function addApprovedDevice(
  client: Pick<ApiClient, 'http'>,
  payload: AddApprovedDevicePayload,
): Promise<ApprovedDevice> {
  const answer = await requestJson(client, {
    method: 'post',
    path: 'devices/authorized',
    json: payload,
    schema: AddedSchema,
    failure: 'Failed to create approved device',
  });
  return answer.data;
}

/** `DELETE /devices/authorized/{id}`: removes an approval. */
export async function removeApprovedDevice(client: Pick<ApiClient, 'http'>, id: number): Promise<void> {
  await requestJson(client, {
    method: 'delete',
    path: `devices/authorized/${id}`,
    schema: undefined,
    failure: 'Failed to remove approved device',
  });
}
