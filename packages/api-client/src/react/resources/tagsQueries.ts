import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import { queryKeys } from '../../resources/queryKeys.js';
import { listTags, type TagListParams } from '../../resources/tags.js';

/** One page of tags; the previous page stays on screen while the next loads. */
export function tagsQueryOptions(client: ApiClient, params: TagListParams) {
  return queryOptions({
    queryKey: queryKeys.tags.list(params),
    queryFn: () => listTags(client, params),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
