import { type SftpListResponse, SftpListResponseSchema } from '@netfleet/contracts';
import * as v from 'valibot';
import { requestJson } from '../calls/requestJson.js';
import { type UploadProgress, upload } from '../calls/transfer.js';
import type { ApiClient } from '../createApiClient.js';

const sftpPath = (sessionId: number, call: string) => `remote/sessions/${sessionId}/sftp/${call}`;

/** `GET /remote/sessions/{id}/sftp/list?path=`: a folder of an open SFTP session. */
export async function listSftpFolder(
  client: Pick<ApiClient, 'http'>,
  sessionId: number,
  path: string,
): Promise<SftpListResponse['data']> {
  const body = await requestJson(client, {
    path: sftpPath(sessionId, 'list'),
    query: { path },
    schema: SftpListResponseSchema,
    failure: 'Failed to list the folder',
  });
  return body.data;
}

/**
 * The address of `GET /remote/sessions/{id}/sftp/file?path=` under the API base: a link with
 * it downloads the file streamed, straight to the browser's downloads.
 */
export function sftpDownloadHref(sessionId: number, path: string, apiBase = '/api'): string {
  return `${apiBase}/${sftpPath(sessionId, 'file')}?${new URLSearchParams({ path })}`;
}

const UploadedSchema = v.object({ data: v.object({ uploaded: v.array(v.string()) }) });

/**
 * `POST /remote/sessions/{id}/sftp/upload?path=` (multipart, field `file`): uploads one file
 * into the folder `folder`, reporting progress (by XMLHttpRequest in a browser, see
 * `upload`); resolves with the names written.
 */
export async function uploadSftpFile(
  client: Pick<ApiClient, 'http'>,
  sessionId: number,
  folder: string,
  file: File,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<string[]> {
  const body = await upload(
    client.http,
    `${sftpPath(sessionId, 'upload')}?${new URLSearchParams({ path: folder })}`,
    { file },
    {
      schema: UploadedSchema,
      ...options,
    },
  );
  return body.data.uploaded;
}

/** `POST /remote/sessions/{id}/sftp/mkdir`: a new folder `name` in `path`. */
export async function createSftpFolder(
  client: Pick<ApiClient, 'http'>,
  sessionId: number,
  path: string,
  name: string,
): Promise<void> {
  await requestJson(client, {
    method: 'post',
    path: sftpPath(sessionId, 'mkdir'),
    json: { path, name },
    schema: undefined,
    failure: 'Failed to create the folder',
  });
}

/** `POST /remote/sessions/{id}/sftp/rename`: the entry at `path` takes the name `name`. */
export async function renameSftpEntry(
  client: Pick<ApiClient, 'http'>,
  sessionId: number,
  path: string,
  name: string,
): Promise<void> {
  await requestJson(client, {
    method: 'post',
    path: sftpPath(sessionId, 'rename'),
    json: { path, name },
    schema: undefined,
    failure: 'Failed to rename',
  });
}

/** `DELETE /remote/sessions/{id}/sftp/entry?path=`: deletes a file, or a folder with all it holds. */
export async function deleteSftpEntry(
  client: Pick<ApiClient, 'http'>,
  sessionId: number,
  path: string,
): Promise<void> {
  await requestJson(client, {
    method: 'delete',
    path: sftpPath(sessionId, 'entry'),
    query: { path },
    schema: undefined,
    failure: 'Failed to delete',
  });
}
