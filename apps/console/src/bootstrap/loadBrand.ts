import type { ApiClient } from '@netfleet/api-client';
import { brandQueryOptions } from '@netfleet/api-client/react';
import type { BrandConfig } from '@netfleet/permissions';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The signed-in user's brand (`GET /brand`, parsed with its contract). A chunk of its own,
 * loaded beside the user at start: the brand's schema and call stay out of the shell's
 * budget, and the request itself was started by the page (`index.html` preloads it).
 */
export function loadBrand(
  queryClient: QueryClient,
  client: ApiClient,
  options: { fresh?: boolean } = {},
): Promise<BrandConfig> {
  return queryClient.fetchQuery({ ...brandQueryOptions(client), ...(options.fresh ? { staleTime: 0 } : {}) });
}
