// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, it } from 'vitest';
import type { ApiClient } from '../createApiClient.js';
import { type ClientEvents, createEmitter } from '../events/createEmitter.js';
import { useReloadOnTokenRefresh } from './useReloadOnTokenRefresh.js';

function LoadCounter({ client, load }: { client: ApiClient; load: () => Promise<number> }) {
  useReloadOnTokenRefresh(client);
  const { data } = useQuery({ queryKey: ['devices'], queryFn: load, staleTime: Number.POSITIVE_INFINITY });
  return <output>{data}</output>;
}

describe('useReloadOnTokenRefresh', () => {
  it('refetches the active queries when the client refreshes its tokens', async () => {
    const events = createEmitter<ClientEvents>();
    const client = { events } as unknown as ApiClient;
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads;
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LoadCounter client={client} load={load} />
      </QueryClientProvider>,
    );
    await screen.findByText('1');
    act(() => events.emit('token-refreshed', undefined));
    await screen.findByText('2');
  });
});
