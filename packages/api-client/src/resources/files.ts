import {
  type FileRow,
  FileRowSchema,
  type ListParams,
  type ListResponse,
  listResponseSchema,
} from '@netfleet/contracts';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

/** `GET /files` query. */
export interface FileListParams extends ListParams {
  /** One company's files only. */
  company_id?: number;
}

const FilePageSchema = listResponseSchema(FileRowSchema);

/** `GET /files`: a page of the files the user may see, each with its company's name. */
export function listFiles(
  client: Pick<ApiClient, 'http'>,
  params: FileListParams,
): Promise<ListResponse<FileRow>> {
  return requestJson(client, {
    path: 'files',
    query: { ...params },
    schema: FilePageSchema,
    failure: 'Failed to get files',
  });
}
