import {
  type EmailSettings,
  EmailSettingsResponseSchema,
  type SaveEmailSettingsPayload,
  type TestMailResult,
  TestMailResultSchema,
} from '@netfleet/contracts';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

/** `GET /email-settings`: the SMTP settings, or null before any are saved. */
export async function getEmailSettings(client: Pick<ApiClient, 'http'>): Promise<EmailSettings | null> {
  const body = await requestJson(client, {
    path: 'email-settings',
    schema: EmailSettingsResponseSchema,
    failure: 'Failed to get the e-mail settings',
  });
  return body.data;
}

/** `PUT /email-settings`: saves the SMTP settings; an empty password keeps the stored one. */
export async function saveEmailSettings(
  client: Pick<ApiClient, 'http'>,
  payload: SaveEmailSettingsPayload,
): Promise<EmailSettings | null> {
  const body = await requestJson(client, {
    method: 'put',
    path: 'email-settings',
    json: payload,
    schema: EmailSettingsResponseSchema,
    failure: 'Failed to save the e-mail settings',
  });
  return body.data;
}

/** `POST /email-settings/test`: sends a test mail through the saved settings; `ok` false says why in `result`. */
export async function sendTestMail(client: Pick<ApiClient, 'http'>, to: string): Promise<TestMailResult> {
  const body = await requestJson(client, {
    method: 'post',
    path: 'email-settings/test',
    json: { to },
    schema: TestMailResultSchema,
    failure: 'Failed to send the test mail',
  });
  return body.data;
}
