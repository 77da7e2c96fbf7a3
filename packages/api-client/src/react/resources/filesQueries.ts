import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import { type FileListParams, listFiles } from '../../resources/files.js';
import { queryKeys } from '../../resources/queryKeys.js';

/** One page of files (a company's with `company_id`); the previous page stays while the next loads. */
export function filesQueryOptions(client: ApiClient, params: FileListParams) {
  return queryOptions({
    queryKey: queryKeys.files.list(params),
    queryFn: () => listFiles(client, params),
    placeholderData: keepPreviousData,
  });
}
