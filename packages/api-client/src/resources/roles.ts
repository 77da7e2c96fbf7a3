import {
  type ListParams,
  type ListResponse,
  listResponseSchema,
  type RoleFormPayload,
  RoleResponseSchema,
  type RoleRow,
  RoleRowSchema,
} from '@netfleet/contracts';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

/** `GET /roles` query. */
export interface RoleListParams extends ListParams {
  /** The default roles and this company's own. */
  company_id?: number;
  /** Only the roles the user may invite. */
  invitable?: boolean;
}

const RolePageSchema = listResponseSchema(RoleRowSchema);

/**
 * `GET /roles`: the roles in picker order. `fields` may add `description`,
 * `can_invite_roles`, `permissions` and `is_default` to the picker fields.
 */
export function listRoles(
  client: Pick<ApiClient, 'http'>,
  params: RoleListParams,
): Promise<ListResponse<RoleRow>> {
  const { invitable, ...rest } = params;
  return requestJson(client, {
    path: 'roles',
    query: { ...rest, ...(invitable !== undefined && { invitable: invitable ? 1 : 0 }) },
    schema: RolePageSchema,
    failure: 'Failed to get roles',
  });
}

/** `POST /roles` (manage_roles): a company's custom role; resolves with it as the Roles page lists it. */
export async function createRole(
  client: Pick<ApiClient, 'http'>,
  payload: RoleFormPayload,
): Promise<RoleRow> {
  const body = await requestJson(client, {
    method: 'post',
    path: 'roles',
    json: payload,
    schema: RoleResponseSchema,
    failure: 'Failed to create the role',
  });
  return body.data;
}

/** `PUT /roles/{id}` (manage_roles): a custom role's name, title, scope, permissions and invitable roles. */
export async function updateRole(
  client: Pick<ApiClient, 'http'>,
  id: number,
  payload: RoleFormPayload,
): Promise<RoleRow> {
  const body = await requestJson(client, {
    method: 'put',
    path: `roles/${id}`,
    json: payload,
    schema: RoleResponseSchema,
    failure: 'Failed to save the role',
  });
  return body.data;
}

/** `DELETE /roles/{id}` (manage_roles): refused (409) while users hold the role. */
export async function deleteRole(client: Pick<ApiClient, 'http'>, id: number): Promise<void> {
  await requestJson(client, {
    method: 'delete',
    path: `roles/${id}`,
    schema: undefined,
    failure: 'Failed to delete the role',
  });
}
