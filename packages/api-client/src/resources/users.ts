import {
  type ImpersonationLogRow,
  ImpersonationLogRowSchema,
  type ListParams,
  type ListResponse,
  listResponseSchema,
  type UserMoveLogRow,
  UserMoveLogRowSchema,
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

/** `GET /users/move-logs` query: `company_id` keeps the moves from or to that company. */
export interface UserMoveLogListParams extends ListParams {
  company_id?: number;
  user_id?: number;
}

const UserMoveLogPageSchema = listResponseSchema(UserMoveLogRowSchema);

/** `GET /users/move-logs`: a page of the user moves from or to companies in the user's scope. */
export function listUserMoveLogs(
  client: Pick<ApiClient, 'http'>,
  params: UserMoveLogListParams,
): Promise<ListResponse<UserMoveLogRow>> {
  return requestJson(client, {
    path: 'users/move-logs',
    query: { ...params },
    schema: UserMoveLogPageSchema,
    failure: 'Failed to get user move logs',
  });
}

/** `GET /users/impersonation-logs` query: `company_id` keeps impersonations of that company's users. */
export interface ImpersonationLogListParams extends ListParams {
  company_id?: number;
  user_id?: number;
}

const ImpersonationLogPageSchema = listResponseSchema(ImpersonationLogRowSchema);

/** `GET /users/impersonation-logs`: a page of the impersonations of users in the user's scope. */
export function listImpersonationLogs(
  client: Pick<ApiClient, 'http'>,
  params: ImpersonationLogListParams,
): Promise<ListResponse<ImpersonationLogRow>> {
  return requestJson(client, {
    path: 'users/impersonation-logs',
    query: { ...params },
    schema: ImpersonationLogPageSchema,
    failure: 'Failed to get impersonation logs',
  });
}
