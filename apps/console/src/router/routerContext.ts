import type { ApiClient } from '@netfleet/api-client';
import type { Theme } from '@netfleet/permissions';
import type { QueryClient } from '@tanstack/react-query';

/** What every route's `beforeLoad` and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  client: ApiClient;
  /** The brand configuration; `DEFAULT_THEME` until brands arrive. */
  theme: Theme;
}
