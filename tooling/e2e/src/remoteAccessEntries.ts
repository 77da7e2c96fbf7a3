import type { Page } from 'playwright-core';
import { callApi } from './consoleSession.js';

let created = 0;

/**
 * Creates a remote access entry through the API as the signed-in user of `page` (an operator
 * would use the entry form; the tests of the form are in console-remote-access.test.ts) and
 * resolves with its id. `destination` defaults to 127.0.0.1, where the test peers listen.
 */
export async function createRemoteAccessEntry(
  page: Page,
  fields: { device_id: number; protocol: string; port: number } & Record<string, unknown>,
): Promise<number> {
  created++;
  const answer = await callApi<{ data: { id: number } }>(page, 'POST', '/api/devices/remote-access', {
    name: `Entry ${created}`,
    destination: '127.0.0.1',
    ...fields,
  });
  if (answer.status !== 201) {
    throw new Error(
      `POST /api/devices/remote-access answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
  }
  return answer.body.data.id;
}

/**
 * Mints a one-time connect key for an entry as the signed-in user of `page` and resolves with the
 * connect page's path with it (`/rms-connect/ssh?key=…`), as the console's Connect does.
 */
export async function mintConnectPath(page: Page, entryId: number): Promise<string> {
  const minted = await callApi<{ data: { key: string; path: string } }>(
    page,
    'POST',
    `/api/devices/remote-access/${entryId}/keys`,
    { purpose: 'connect' },
  );
  if (minted.status !== 201) {
    throw new Error(`POST …/keys answered ${minted.status}: ${JSON.stringify(minted.body)}`);
  }
  return minted.body.data.path;
}
