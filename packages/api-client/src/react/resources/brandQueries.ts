import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import { getBrand } from '../../resources/brand.js';
import { queryKeys } from '../../resources/queryKeys.js';

/** The signed-in user's brand: asked for at start beside the user; it changes only with the user. */
export function brandQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.brand.all,
    queryFn: () => getBrand(client),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
