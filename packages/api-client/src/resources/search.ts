import {
  listResponseSchema,
  SEARCH_KINDS,
  SEARCH_RESULT_FIELDS,
  type SearchKind,
  type SearchResultItem,
  SearchResultItemSchema,
} from '@netfleet/contracts';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

/** Results per kind (spec §9). */
export const SEARCH_LIMIT = 10;

/** The fields search matches `q` against (spec §7). */
const SEARCH_FIELDS = ['name', 'email'] as const;

/** One kind's answer: up to {@link SEARCH_LIMIT} items and how many matched in all. */
export interface SearchResultPage {
  data: SearchResultItem[];
  total: number;
}

const SearchPageSchema = listResponseSchema(SearchResultItemSchema);

/**
 * One kind of the global search (spec §7):
 * `GET {path}?q=…&limit=10&search-fields=name,email&fields=id,name,status,email,protocol,enabled,color`.
 */
export async function searchKind(
  client: Pick<ApiClient, 'http'>,
  kind: SearchKind,
  q: string,
  signal?: AbortSignal,
): Promise<SearchResultPage> {
  const body = await requestJson(client, {
    path: SEARCH_KINDS[kind],
    query: { q, limit: SEARCH_LIMIT, 'search-fields': SEARCH_FIELDS, fields: SEARCH_RESULT_FIELDS },
    schema: SearchPageSchema,
    failure: 'Search failed',
    ...(signal && { signal }),
  });
  return { data: body.data, total: body.meta.total };
}
