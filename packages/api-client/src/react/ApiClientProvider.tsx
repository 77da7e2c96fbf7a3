import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClient } from '../createApiClient.js';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Makes one {@link ApiClient} available to the tree below. */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The client of the nearest {@link ApiClientProvider}; throws outside one. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient: wrap the tree in <ApiClientProvider client={...}>.');
  return client;
}
