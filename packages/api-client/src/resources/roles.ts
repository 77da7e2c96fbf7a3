import {
  type ListParams,
  type ListResponse,
  listResponseSchema,
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
