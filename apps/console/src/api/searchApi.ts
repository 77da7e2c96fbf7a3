import type { ApiClient } from '@netfleet/api-client';
import { toRequestError } from './toRequestError.js';

/** Results per kind (spec §9). */
export const SEARCH_LIMIT = 10;

/** A search result (spec §3): which fields are set depends on the kind. */
export interface SearchResultItem {
  id: number | string;
  name?: string | null;
  status?: number | string | null;
  email?: string | null;
  protocol?: string | null;
  enabled?: boolean | number | null;
  color?: string | null;
}

/** One kind's answer: up to {@link SEARCH_LIMIT} items and how many matched in all. */
export interface SearchResultPage {
  data: SearchResultItem[];
  total: number;
}

/**
 * `GET /{path}?q=…&limit=10&search-fields=name,email&fields=…` (spec §7): one kind of the
 * global search.
 */
export async function searchKind(
  client: ApiClient,
  path: string,
  q: string,
  signal?: AbortSignal,
): Promise<SearchResultPage> {
  try {
    const body = await client.http
      .get(path, {
        searchParams: {
          q,
          limit: SEARCH_LIMIT,
          'search-fields': 'name,email',
          fields: 'id,name,status,email,protocol,enabled,color',
        },
        ...(signal ? { signal } : {}),
      })
      .json<{ data: SearchResultItem[]; meta?: { total?: number } }>();
    return { data: body.data, total: body.meta?.total ?? body.data.length };
  } catch (error) {
    throw toRequestError(error, 'Search failed');
  }
}
