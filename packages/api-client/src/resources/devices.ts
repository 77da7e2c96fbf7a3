import {
  type Device,
  type DeviceCapabilityFilter,
  type DeviceDetail,
  DeviceDetailResponseSchema,
  DeviceSchema,
  type ListParams,
  type ListResponse,
  listResponseSchema,
} from '@netfleet/contracts';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';
import { serializeSearchParams } from '../http/serializeSearchParams.js';

/** The filters of the device list (`GET /devices`), also those of its export. */
export interface DeviceFilters {
  /** Devices of this company only. */
  company_id?: number;
  /** With `company_id`: its subsidiaries' devices too. */
  subsidiaries?: boolean;
  /** Any of these statuses (0 offline, 1 online, 2 pending, 3 not activated). */
  status?: readonly number[];
  /** Any of these model families (`RUT`, `TRB`, …). */
  family?: readonly string[];
  /** Any of these models (`RUTX11`, …). */
  model?: readonly string[];
  /** Firmware strictly below this version (`7.6`, `07.06.10`). */
  firmware_below?: string;
  /** Carrying any of these tags. */
  tag_id?: readonly number[];
  /** Having all of these hardware capabilities. */
  capability?: readonly DeviceCapabilityFilter[];
  /** Last seen before / after this time (ISO 8601). */
  seen_before?: string;
  seen_after?: string;
  /** Text over name, serial, MAC and IMEI. */
  q?: string;
}

/** `GET /devices` query: the list parameters and the devices' filters. */
export interface DeviceListParams extends ListParams, Omit<DeviceFilters, 'q'> {}

const DevicePageSchema = listResponseSchema(DeviceSchema);

/** The query parameters of the filters, `subsidiaries` as 1 or 0. */
function filterQuery(filters: DeviceFilters) {
  const { subsidiaries, ...rest } = filters;
  return { ...rest, ...(subsidiaries !== undefined && { subsidiaries: subsidiaries ? 1 : 0 }) };
}

/**
 * `GET /devices`: a page of the devices the user may see. `meta.total_estimated` says the
 * total is an estimate (beyond 1,000 matches): show it as "about N".
 */
export function listDevices(
  client: Pick<ApiClient, 'http'>,
  params: DeviceListParams,
): Promise<ListResponse<Device>> {
  return requestJson(client, {
    path: 'devices',
    query: filterQuery(params),
    schema: DevicePageSchema,
    failure: 'Failed to get devices',
  });
}

/** `GET /devices/{id}`: one device with what its page shows; 404 outside the user's scope. */
export async function getDevice(client: Pick<ApiClient, 'http'>, id: number): Promise<DeviceDetail> {
  const body = await requestJson(client, {
    path: `devices/${id}`,
    schema: DeviceDetailResponseSchema,
    failure: 'Failed to get the device',
  });
  return body.data;
}

/**
 * The address of `GET /devices/export`: every device matching `filters` (and their sort), with
 * `fields` as the columns, as CSV or XLSX. A download link or `window.location` opens it; the
 * session cookie authenticates it.
 *
 * @example
 * exportDevicesUrl({ status: [0], q: 'depot' }, ['name', 'serial'], 'csv');
 * // '/api/devices/export?status=0&q=depot&fields=name%2Cserial&format=csv'
 */
export function exportDevicesUrl(
  filters: DeviceFilters & { sort?: string },
  fields: readonly string[],
  format: 'csv' | 'xlsx',
  baseUrl = '/api',
): string {
  const query = serializeSearchParams({ ...filterQuery(filters), fields, format });
  return `${baseUrl.replace(/\/$/, '')}/devices/export?${query.toString()}`;
}
