import {
  type Device,
  DeviceSchema,
  type ListParams,
  type ListResponse,
  listResponseSchema,
} from '@netfleet/contracts';
import * as v from 'valibot';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

/** `GET /devices` query: the list parameters and the devices' filters. */
export interface DeviceListParams extends ListParams {
  /** Devices of this company only. */
  company_id?: number;
  /** With `company_id`: its subsidiaries' devices too. */
  subsidiaries?: boolean;
}

const DevicePageSchema = listResponseSchema(DeviceSchema);
const DeviceResponseSchema = v.object({ data: DeviceSchema });

/** `GET /devices`: a page of the devices the user may see. */
export function listDevices(
  client: Pick<ApiClient, 'http'>,
  params: DeviceListParams,
): Promise<ListResponse<Device>> {
  const { subsidiaries, ...rest } = params;
  return requestJson(client, {
    path: 'devices',
    query: { ...rest, ...(subsidiaries !== undefined && { subsidiaries: subsidiaries ? 1 : 0 }) },
    schema: DevicePageSchema,
    failure: 'Failed to get devices',
  });
}

/** `GET /devices/{id}`: one device; 404 outside the user's scope. */
export async function getDevice(client: Pick<ApiClient, 'http'>, id: number): Promise<Device> {
  const body = await requestJson(client, {
    path: `devices/${id}`,
    schema: DeviceResponseSchema,
    failure: 'Failed to get the device',
  });
  return body.data;
}
