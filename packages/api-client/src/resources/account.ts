import type { AccountUserUpdate } from '@netfleet/contracts';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

/**
 * `PUT /account/user` (base URL `/`, spec §7): accepts the terms of service
 * (`{ tos_accepted: true }`) or gives the account its e-mail address (`{ email }`).
 */
export async function updateAccountUser(
  client: Pick<ApiClient, 'http' | 'siteUrl'>,
  update: AccountUserUpdate,
): Promise<void> {
  await requestJson(client, {
    method: 'put',
    path: client.siteUrl('/account/user'),
    json: update,
    schema: undefined,
    failure: 'Failed to update the account',
  });
}

/** `POST /account/user/activation/resend`: sends the e-mail confirmation again. */
export async function resendActivation(client: Pick<ApiClient, 'http'>): Promise<void> {
  await requestJson(client, {
    method: 'post',
    path: 'account/user/activation/resend',
    schema: undefined,
    failure: 'Failed to send email confirmation',
  });
}
