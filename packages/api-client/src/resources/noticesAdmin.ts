import {
  type AdminNotice,
  AdminNoticeSchema,
  type CreateNoticePayload,
  type ListParams,
  type ListResponse,
  listResponseSchema,
  type UpdateNoticePayload,
} from '@netfleet/contracts';
import * as v from 'valibot';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

/** `GET /notices/all` query. */
export type NoticeListParams = ListParams;

const AdminNoticePageSchema = listResponseSchema(AdminNoticeSchema);
const AdminNoticeResponseSchema = v.object({ data: AdminNoticeSchema });

/** `GET /notices/all` (admin_view_notice): every notice, switched off and scheduled ones too. */
export function listAllNotices(
  client: Pick<ApiClient, 'http'>,
  params: NoticeListParams,
): Promise<ListResponse<AdminNotice>> {
  return requestJson(client, {
    path: 'notices/all',
    query: { ...params },
    schema: AdminNoticePageSchema,
    failure: 'Failed to get notices',
  });
}

/** `POST /notices`: a new global notice. */
export async function createNotice(
  client: Pick<ApiClient, 'http'>,
  payload: CreateNoticePayload,
): Promise<AdminNotice> {
  const body = await requestJson(client, {
    method: 'post',
    path: 'notices',
    json: payload,
    schema: AdminNoticeResponseSchema,
    failure: 'Failed to create the notice',
  });
  return body.data;
}

/** `PUT /notices/{id}`: the whole notice (type, message, enabled_at, enabled). */
export async function updateNotice(
  client: Pick<ApiClient, 'http'>,
  id: number,
  payload: UpdateNoticePayload,
): Promise<AdminNotice> {
  const body = await requestJson(client, {
    method: 'put',
    path: `notices/${id}`,
    json: payload,
    schema: AdminNoticeResponseSchema,
    failure: 'Failed to save the notice',
  });
  return body.data;
}

/** `DELETE /notices/{id}`. */
export async function deleteNotice(client: Pick<ApiClient, 'http'>, id: number): Promise<void> {
  await requestJson(client, {
    method: 'delete',
    path: `notices/${id}`,
    schema: undefined,
    failure: 'Failed to delete the notice',
  });
}
