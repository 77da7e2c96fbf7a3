import {
  type ListParams,
  type ListResponse,
  listResponseSchema,
  type TagRow,
  TagRowSchema,
} from '@netfleet/contracts';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

/** `GET /tags` query. */
export interface TagListParams extends ListParams {
  company_id?: number;
}

const TagPageSchema = listResponseSchema(TagRowSchema);

/** `GET /tags`: a page of the tags the user may see, each with its company's name. */
export function listTags(
  client: Pick<ApiClient, 'http'>,
  params: TagListParams,
): Promise<ListResponse<TagRow>> {
  return requestJson(client, {
    path: 'tags',
    query: { ...params },
    schema: TagPageSchema,
    failure: 'Failed to get tags',
  });
}
