import type { ApiClient } from '@netfleet/api-client';
import type { BrandConfig, Theme } from '@netfleet/permissions';
import type { QueryClient } from '@tanstack/react-query';
import type { ConsoleEnvironment } from '../state/consoleEnvironment.js';

/** What every route's `beforeLoad` and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  client: ApiClient;
  /** The theme of the brand: disabled routes, the data feature, the buy link. */
  theme: Theme;
  /** The brand configuration (logo, subtext, name). */
  brand: BrandConfig;
  /** The browser (online state, full-page navigation). */
  env: ConsoleEnvironment;
}
