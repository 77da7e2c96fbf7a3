import {
  type ListParams,
  type ListResponse,
  listResponseSchema,
  type UserRow,
  UserRowSchema,
} from '@netfleet/contracts';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

/** `GET /users` query: `q` matches e-mail and username. */
export interface UserListParams extends ListParams {
  company_id?: number;
  role_id?: number;
}

const UserPageSchema = listResponseSchema(UserRowSchema);

/** `GET /users`: a page of the users in the user's scope. */
export function listUsers(
  client: Pick<ApiClient, 'http'>,
  params: UserListParams,
): Promise<ListResponse<UserRow>> {
  return requestJson(client, {
    path: 'users',
    query: { ...params },
    schema: UserPageSchema,
    failure: 'Failed to get users',
  });
}
