import {
  type DeviceDetail,
  DeviceDetailResponseSchema,
  type DeviceEventListResponse,
  DeviceEventListResponseSchema,
  type MonitoringParameter,
} from '@netfleet/contracts';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

/** `GET /devices/{id}/events` query. */
export interface DeviceEventListParams {
  /** Events per page, 1 to 200 (50 without). */
  limit?: number;
  /** `meta.next` of the previous page. */
  before?: string;
  /** Only these kinds (`renamed`, `connection`, …). */
  kind?: readonly string[];
  /** From and to this time (ISO 8601), inclusive. */
  from?: string;
  to?: string;
}

async function writeDevice(
  client: Pick<ApiClient, 'http'>,
  path: string,
  json: unknown,
  failure: string,
): Promise<DeviceDetail> {
  const body = await requestJson(client, {
    method: 'put',
    path,
    json,
    schema: DeviceDetailResponseSchema,
    failure,
  });
  return body.data;
}

/** `PUT /devices/{id}` (update_devices): renames the device; resolves with the device as it now is. */
export function renameDevice(
  client: Pick<ApiClient, 'http'>,
  id: number,
  name: string,
): Promise<DeviceDetail> {
  return writeDevice(client, `devices/${id}`, { name }, 'Failed to rename the device');
}

/**
 * `PUT /devices/{id}/tags` (update_devices): the device's tags become exactly `tagIds` (tags of
 * the device's company scope; any other is a 422).
 */
export function setDeviceTags(
  client: Pick<ApiClient, 'http'>,
  id: number,
  tagIds: readonly number[],
): Promise<DeviceDetail> {
  return writeDevice(client, `devices/${id}/tags`, { tag_ids: tagIds }, 'Failed to save the tags');
}

/** `PUT /devices/{id}/location` (update_devices): sets the position by hand (source `manual`). */
export function setDeviceLocation(
  client: Pick<ApiClient, 'http'>,
  id: number,
  position: { latitude: number; longitude: number },
): Promise<DeviceDetail> {
  return writeDevice(client, `devices/${id}/location`, position, 'Failed to set the location');
}

/**
 * `PUT /devices/{id}/monitoring` (update_monitoring): changes the named monitoring types
 * (each `config_id` once); the others keep their setting.
 */
export function setDeviceMonitoring(
  client: Pick<ApiClient, 'http'>,
  id: number,
  parameters: readonly MonitoringParameter[],
): Promise<DeviceDetail> {
  return writeDevice(
    client,
    `devices/${id}/monitoring`,
    { parameters },
    'Failed to save the monitoring parameters',
  );
}

/**
 * `GET /devices/{id}/events`: a page of the device's event log, newest first; `meta.next` is
 * the `before` of the next (older) page, null on the last.
 *
 * @example
 * const page = await listDeviceEvents(client, 12, { kind: ['renamed', 'tags'], limit: 20 });
 * const older = page.meta.next ? await listDeviceEvents(client, 12, { before: page.meta.next }) : null;
 */
export function listDeviceEvents(
  client: Pick<ApiClient, 'http'>,
  id: number,
  params: DeviceEventListParams = {},
): Promise<DeviceEventListResponse> {
  return requestJson(client, {
    path: `devices/${id}/events`,
    query: { ...params },
    schema: DeviceEventListResponseSchema,
    failure: 'Failed to get the device activity',
  });
}
