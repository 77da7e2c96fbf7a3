import type { ApiClient } from '@netfleet/api-client';
import { siteUrl } from './siteUrl.js';
import { toRequestError } from './toRequestError.js';

/** What `PUT /account/user` changes: the e-mail address, or the terms of service acceptance. */
export type AccountUserUpdate = { email: string } | { tos_accepted: true };

/** `PUT /account/user` (base URL `/`, spec §7). */
export async function updateAccountUser(client: ApiClient, update: AccountUserUpdate): Promise<void> {
  try {
    await client.http.put(siteUrl('/account/user'), { json: update });
  } catch (error) {
    throw toRequestError(error, 'Failed to update the account');
  }
}

/** `POST /account/user/activation/resend`: sends the e-mail confirmation again. */
export async function resendActivation(client: ApiClient): Promise<void> {
  try {
    await client.http.post('account/user/activation/resend');
  } catch (error) {
    throw toRequestError(error, 'Failed to send email confirmation');
  }
}
